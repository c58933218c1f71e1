import { describe, expect, it, vi } from 'vitest';
import { createLeadSubmission, withTextVerdicts } from '../../../src/funnel/lead-submission';

const TEMPLATE = 'https://offers.example/?tid={transaction_id}&affid={affid}&s={sub_id}';
const accepted = { id: 'x', lead_is_qualified: 'no' as const, dq_reason: 'have_attorney|yes' };

describe('the lead on its way out of the browser', () => {
  it('adds bad_words, name_gibberish and name_bad_word as the server will derive them', async () => {
    expect(
      await withTextVerdicts({
        case_description: 'It was raining when a truck hit me',
        firstName: 'Xzzzy',
        lastName: 'Money',
        oid: '81',
        is_gibberish: 'no',
      }),
    ).toMatchObject({ bad_words: 'yes', name_gibberish: 'yes', name_bad_word: 'yes', is_gibberish: 'no' });
  });

  it('keeps the gibberish service’s verdict', async () => {
    expect(
      await withTextVerdicts({ case_description: 'asdf qwerty zxcv', is_gibberish: 'no' }),
    ).toMatchObject({
      is_gibberish: 'no',
    });
  });

  it('opens the partner offer for a disqualified lead before posting it', async () => {
    const calls: string[] = [];
    const open = vi.fn((url: string) => void calls.push(`open ${url}`));
    const post = vi.fn(async () => {
      calls.push('post');
      return accepted;
    });
    const submit = createLeadSubmission({
      partnerOffer: 'always',
      partnerOfferTemplate: TEMPLATE,
      open,
      post,
    });
    await submit({
      lead_is_qualified: 'no',
      dq_reason: 'have_attorney|yes',
      ef_transaction_id: 't1',
      affid: '5',
    });
    expect(calls).toEqual(['open https://offers.example/?tid=t1&affid=5&s=', 'post']);
  });

  it.each([
    ['a qualified lead', { lead_is_qualified: 'yes' }, 'always', TEMPLATE],
    ['no template configured', { lead_is_qualified: 'no' }, 'always', ''],
    ['the state-routed variants', { lead_is_qualified: 'no' }, 'never', TEMPLATE],
  ] as const)('opens nothing for %s', async (_label, lead, partnerOffer, template) => {
    const open = vi.fn();
    const post = vi.fn(async () => accepted);
    await createLeadSubmission({ partnerOffer, partnerOfferTemplate: template, open, post })(lead);
    expect(open).not.toHaveBeenCalled();
    expect(post).toHaveBeenCalledOnce();
  });
});
