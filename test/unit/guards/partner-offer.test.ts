import { describe, expect, it } from 'vitest';
import { opensPartnerOffer, partnerOfferUrl, type PartnerOfferPolicy } from '../../../guards/partner-offer';
import { loadVariant, type VariantId } from '../../../variants';

const TEMPLATE =
  'https://offers.example/click?tid={transaction_id}&affid={affid}&sub1={sub1}&sub2={sub2}&s={sub_id}';
const disqualified = {
  lead_is_qualified: 'no',
  dq_reason: 'have_attorney|yes',
  affid: '7',
  sub_id: 'abc',
  ef_transaction_id: 'tx 1',
};

/** The policy a variant's definition names: the spec's cases are given per variant. */
async function policyOf(variant: VariantId): Promise<PartnerOfferPolicy | undefined> {
  return (await loadVariant(variant)).partnerOffer;
}

describe('who is shown the partner offer (spec section 4, Disqualification)', () => {
  it.each([
    ['a disqualified lead in most variants', disqualified, 'v4nv', true],
    ['a qualified lead', { ...disqualified, lead_is_qualified: 'yes' }, 'v4nv', false],
    ['the state-routed variants', disqualified, 'state-routed', false],
    ['DUI without a prior offense', disqualified, 'dui', true],
    ['DUI with a prior offense', { ...disqualified, prior_alcohol_related_offense: 'Yes' }, 'dui', false],
    [
      'DUI after the description step cleared it',
      { ...disqualified, disqualification_cleared: 'yes' },
      'dui',
      false,
    ],
    ['VW3, affid 7, have_attorney|yes', disqualified, 'vw3', true],
    [
      'VW3, wants a new lawyer',
      { ...disqualified, dq_reason: 'have_attorney|yes_but_I_want_a_new_lawyer' },
      'vw3',
      true,
    ],
    ['VW3, affid 20', { ...disqualified, affid: '20' }, 'vw3', false],
    ['VW3, affid 23', { ...disqualified, affid: '23' }, 'vw3', false],
    ['VW3, an old accident', { ...disqualified, dq_reason: 'date|accident_limit_exceeded' }, 'vw3', false],
  ] as const)('%s → %s', async (_label, lead, variant, opens) => {
    expect(opensPartnerOffer(lead, await policyOf(variant))).toBe(opens);
  });
});

describe('the partner link', () => {
  it('carries the transaction id, affid and sub_id', async () => {
    expect(partnerOfferUrl(disqualified, { policy: await policyOf('v4nv'), template: TEMPLATE })).toBe(
      'https://offers.example/click?tid=tx%201&affid=7&sub1=abc&sub2=&s=abc',
    );
  });

  it('in VW3 carries affid and sub_id in sub1 and the reason in sub2', async () => {
    expect(partnerOfferUrl(disqualified, { policy: await policyOf('vw3'), template: TEMPLATE })).toBe(
      'https://offers.example/click?tid=tx%201&affid=7&sub1=7_abc&sub2=have_attorney%7Cyes&s=abc',
    );
  });

  it('opens nothing when no template is configured', () => {
    expect(partnerOfferUrl(disqualified, { policy: 'always', template: undefined })).toBeNull();
    expect(partnerOfferUrl(disqualified, { policy: 'always', template: '' })).toBeNull();
  });
});
