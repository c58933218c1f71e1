import { describe, expect, it } from 'vitest';
import { thankYouQuery, thankYouUrl, withoutContactDetails } from '../../../guards/thank-you-query';
import {
  MAX_QUERY_FIELDS,
  normalizeTracking,
  serverDecidedQueryValues,
  trackingFieldName,
} from '../../../guards/tracking';

/** The lead contract's field-name rule (services/api/lead/lead-contract.ts FIELD_NAME_PATTERN). */
const FIELD_NAME = /^[A-Za-z0-9_]{1,64}$/;

const defaults = { oid: '81', affid: '1' };
const track = (query: string) => normalizeTracking(new URLSearchParams(query).entries(), defaults);

describe('tracking from the landing query', () => {
  it.each([
    ['', { oid: '81', affid: '1', sub_id: '1', ef_transaction_id: '' }],
    ['s1=abc', { sub_id: 'abc' }],
    [
      'sub1=abc&sub2=b&sub3=c&sub4=d&sub5=e',
      { sub_id: 'abc', sub_id2: 'b', sub_id3: 'c', sub_id4: 'd', click_id: 'e' },
    ],
    ['_ef_transaction_id=tx1', { ef_transaction_id: 'tx1' }],
    ['oid=99&affid=252', { oid: '99', affid: '252' }],
    ['sub1={sub1}&gclid={gclid}', { sub_id: '1', gclid: '' }],
    ['utm_source=google', { utm_source: 'google' }],
  ])('%s', (query, expected) => {
    expect(track(query)).toMatchObject(expected);
  });

  it('drops lead-platform keys unless lp_key is present', () => {
    expect(track('lp_campaign_id=5&lp_supplier_id=6')).not.toHaveProperty('lp_campaign_id');
    expect(track('lp_campaign_id=5&lp_supplier_id=6&lp_key=k')).toMatchObject({
      lp_campaign_id: '5',
      lp_supplier_id: '6',
      lp_key: 'k',
    });
  });

  it('never lets the query set what the server derives', () => {
    const fields = track('lead_is_qualified=yes&dq_reason=x&ip_address=1.2.3.4&_ef_transaction_id=t');
    expect(fields).not.toHaveProperty('lead_is_qualified');
    expect(fields).not.toHaveProperty('dq_reason');
    expect(fields).not.toHaveProperty('ip_address');
  });

  it.each([
    ['is_test=1', { is_test: '1' }],
    ['accident_source=radio', { accident_source: 'radio' }],
    ['lead_source=tv&tcpa_version=3', { lead_source: 'tv', tcpa_version: '3' }],
    ['utm_campaign=spring&fbclid=f1&gclid=g1', { utm_campaign: 'spring', fbclid: 'f1', gclid: 'g1' }],
    ['show-meter=yes&rounded-buttons=yes', { show_meter: 'yes', rounded_buttons: 'yes' }],
    ['a.b=1', { a_b: '1' }],
  ])('keeps every other parameter (spec section 3): %s', (query, expected) => {
    const fields = track(query);
    expect(fields).toMatchObject(expected);
    for (const key of Object.keys(fields)) expect(key).toMatch(FIELD_NAME);
  });

  it('keeps the names the server derives out of the fields, for the server to keep as claims', () => {
    const query = 'is_gibberish=no&enough_words=yes&accident_limit_exceeded=0&case_type=X&original_oid=9&x=1';
    const fields = track(query);
    for (const name of [
      'is_gibberish',
      'enough_words',
      'accident_limit_exceeded',
      'case_type',
      'original_oid',
    ]) {
      expect(fields).not.toHaveProperty(name);
    }
    expect(serverDecidedQueryValues(new URLSearchParams(query).entries())).toEqual({
      is_gibberish: 'no',
      enough_words: 'yes',
      accident_limit_exceeded: '0',
      case_type: 'X',
      original_oid: '9',
    });
  });

  it(`keeps at most ${MAX_QUERY_FIELDS} parameters, so a lead stays within the contract's field count`, () => {
    const query = Array.from({ length: MAX_QUERY_FIELDS + 20 }, (_, index) => `p${index}=v`).join('&');
    const fields = track(query);
    expect(fields).toHaveProperty(`p${MAX_QUERY_FIELDS - 1}`);
    expect(fields).not.toHaveProperty(`p${MAX_QUERY_FIELDS}`);
  });

  it.each([
    ['sub1', 'sub_id'],
    ['show-meter', 'show_meter'],
    ['x'.repeat(80), 'x'.repeat(64)],
    ['---', ''],
  ])('names the parameter %s as the field %j', (key, field) => {
    expect(trackingFieldName(key)).toBe(field);
  });

  it('keeps a paid-traffic click id whole, and cuts only past the catalogue’s 8 KB cap', () => {
    const clickId = 'Cj0KCQiA'.repeat(140);
    expect(track(`gclid=${clickId}&fbclid=${clickId}`)).toMatchObject({ gclid: clickId, fbclid: clickId });
    expect(track(`gclid=${'g'.repeat(9000)}`).gclid).toHaveLength(8192);
  });

  it('never takes __proto__ as a field', () => {
    expect(Object.getPrototypeOf(track('__proto__=x'))).toBe(Object.prototype);
  });
});

describe('thank-you query (spec section 7)', () => {
  const lead = {
    email: 'a@b.co',
    city: 'Houston',
    state: 'TX',
    zip_code: '77002',
    phone: '7135550182',
    state_long: 'Texas',
    ef_transaction_id: 't1',
    affid: '1',
    sub_id: '1',
  };

  it('carries q=y for a qualified lead', () => {
    const query = new URLSearchParams(
      thankYouQuery({ ...lead, lead_is_qualified: 'yes' }, { language: 'en' }),
    );
    expect(Object.fromEntries(query)).toEqual({ ...lead, q: 'y' });
  });

  it('carries q=n, is_disqualified and the reason for a disqualified lead, and lang=es in Spanish', () => {
    const query = new URLSearchParams(
      thankYouQuery(
        { ...lead, lead_is_qualified: 'no', dq_reason: 'have_attorney|yes' },
        { language: 'es', compensationLevel: '3' },
      ),
    );
    expect(query.get('q')).toBe('n');
    expect(query.get('is_disqualified')).toBe('true');
    expect(query.get('dq_reason')).toBe('have_attorney|yes');
    expect(query.get('lang')).toBe('es');
    expect(query.get('cl')).toBe('3');
  });

  it('normalises the odd "??" form', () => {
    expect(thankYouUrl('/survey-thank-you/??', 'q=y')).toBe('/survey-thank-you/?q=y');
  });

  it.each([
    [
      'https://site.test/survey-thank-you/?email=a%40b.co&city=Austin&phone=5125550100&q=y#top',
      'https://site.test/survey-thank-you/?city=Austin&q=y#top',
    ],
    ['https://site.test/survey-thank-you/?q=n', 'https://site.test/survey-thank-you/?q=n'],
    ['https://site.test/survey-thank-you/?email=&phone=', 'https://site.test/survey-thank-you/'],
    ['not a url', 'not a url'],
  ])('takes the contact details out of a page address: %s', (href, kept) => {
    expect(withoutContactDetails(href)).toBe(kept);
  });
});
