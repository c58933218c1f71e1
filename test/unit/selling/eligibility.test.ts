import { describe, expect, it } from 'vitest';
import { parseSellingBuyers, type SellingBuyer, type SellingFile } from '../../../server/selling/buyers-file';
import { eligibility, type IneligibleCode, type LeadForSale } from '../../../server/selling/eligibility';

/** Texas, weekdays 08:00–20:00 Chicago time, qualified leads with a phone, a TrustedForm certificate and a verified phone. */
const picky: SellingFile['buyers'][number] = {
  id: 'picky',
  name: 'Picky Firm',
  kind: 'post',
  post_url: 'https://picky.example/leads',
  price_cents: 3000,
  filters: { states: ['TX'], fields: ['phone'], proofs: ['trustedform', 'verified-phone'] },
  time_zone: 'America/Chicago',
  schedule: {
    mon: '08:00-20:00',
    tue: '08:00-20:00',
    wed: '08:00-20:00',
    thu: '08:00-20:00',
    fri: '08:00-20:00',
  },
  return_window_days: 7,
};

/** Any verdict, any state, any hour; shares a lead with up to two others. */
const easy: SellingFile['buyers'][number] = {
  id: 'easy',
  name: 'Easy Network',
  kind: 'ping-post',
  ping_url: 'https://easy.example/ping',
  post_url: 'https://easy.example/post',
  exclusivity: { mode: 'shared', max_sharers: 3 },
  filters: { verdict: 'any' },
  time_zone: 'America/New_York',
  return_window_days: 5,
};

const file: SellingFile = { buyers: [picky, easy] };
const [PICKY, EASY] = parseSellingBuyers(file, {}) as [SellingBuyer, SellingBuyer];

const FIELDS = {
  state: 'TX',
  lead_is_qualified: 'yes',
  phone: '5125550100',
  trusted_form_cert_url: 'https://cert.trustedform.com/0123456789abcdef',
  sms_verified: 'yes',
  gpc_opt_out: 'no',
};
const LEAD: LeadForSale = { fields: FIELDS, doNotSell: false, revoked: false, sharers: 0 };
/** Tuesday 2026-03-10, 10:00 in Chicago (CDT, UTC-5). */
const TUESDAY_MORNING = new Date('2026-03-10T15:00:00Z');

describe('whether a buyer may be offered a lead', () => {
  it.each<
    [
      string,
      SellingBuyer,
      Partial<LeadForSale> & { with?: Record<string, string> },
      Date,
      IneligibleCode | 'eligible',
    ]
  >([
    ['a lead that matches every filter, in open hours', PICKY, {}, TUESDAY_MORNING, 'eligible'],
    [
      'junk text, even for a buyer of anything',
      EASY,
      { with: { do_not_send_to_dq: 'yes' } },
      TUESDAY_MORNING,
      'withheld',
    ],
    [
      'Global Privacy Control: an opt-out of sale',
      EASY,
      { with: { gpc_opt_out: 'yes' } },
      TUESDAY_MORNING,
      'gpc',
    ],
    ['a Do-Not-Sell request', EASY, { doNotSell: true }, TUESDAY_MORNING, 'do-not-sell'],
    ['a revoked consent', EASY, { revoked: true }, TUESDAY_MORNING, 'revoked'],
    ['an exclusive buyer, the lead sold once already', PICKY, { sharers: 1 }, TUESDAY_MORNING, 'exclusivity'],
    ['a shared buyer, two others have it', EASY, { sharers: 2 }, TUESDAY_MORNING, 'eligible'],
    ['a shared buyer, three have it', EASY, { sharers: 3 }, TUESDAY_MORNING, 'exclusivity'],
    ['before opening: 07:59 in Chicago', PICKY, {}, new Date('2026-03-10T12:59:00Z'), 'schedule'],
    ['at opening: 08:00 in Chicago', PICKY, {}, new Date('2026-03-10T13:00:00Z'), 'eligible'],
    ['at closing: 20:00 in Chicago', PICKY, {}, new Date('2026-03-11T01:00:00Z'), 'schedule'],
    ['a closed day: Saturday', PICKY, {}, new Date('2026-03-14T16:00:00Z'), 'schedule'],
    ['an always-open buyer on Saturday night', EASY, {}, new Date('2026-03-15T04:00:00Z'), 'eligible'],
    ['another state', PICKY, { with: { state: 'ca' } }, TUESDAY_MORNING, 'state'],
    ['no state', PICKY, { with: { state: '' } }, TUESDAY_MORNING, 'state'],
    ['a state written in lower case', PICKY, { with: { state: 'tx' } }, TUESDAY_MORNING, 'eligible'],
    ['a disqualified lead', PICKY, { with: { lead_is_qualified: 'no' } }, TUESDAY_MORNING, 'verdict'],
    ['a lead without a verdict', PICKY, { with: { lead_is_qualified: '' } }, TUESDAY_MORNING, 'verdict'],
    [
      'a disqualified lead, a buyer of any verdict',
      EASY,
      { with: { lead_is_qualified: 'no' } },
      TUESDAY_MORNING,
      'eligible',
    ],
    ['a required field blank', PICKY, { with: { phone: ' ' } }, TUESDAY_MORNING, 'field'],
    ['no TrustedForm certificate', PICKY, { with: { trusted_form_cert_url: '' } }, TUESDAY_MORNING, 'proof'],
    ['a phone not verified by the server', PICKY, { with: { sms_verified: 'no' } }, TUESDAY_MORNING, 'proof'],
  ])('%s', (_, buyer, { with: changed = {}, ...lead }, now, expected) => {
    const answer = eligibility(buyer, { ...LEAD, ...lead, fields: { ...FIELDS, ...changed } }, now);
    expect(answer.eligible ? 'eligible' : answer.code).toBe(expected);
  });

  it('says why in words an operator reads', () => {
    expect(eligibility(PICKY, LEAD, new Date('2026-03-10T12:59:00Z'))).toEqual({
      eligible: false,
      code: 'schedule',
      reason: 'closed at tue 07:59 America/Chicago (open 08:00–20:00)',
    });
    expect(eligibility(PICKY, { ...LEAD, fields: { ...FIELDS, state: 'CA' } }, TUESDAY_MORNING)).toEqual({
      eligible: false,
      code: 'state',
      reason: 'takes no leads from CA',
    });
  });
});
