import { describe, expect, it } from 'vitest';
import { ingestBodySchema, postLeadBodySchema } from '../../services/api/lead/lead-contract';

const LEAD_ID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const CONTACT = { lead_id: LEAD_ID, email: 'maria.lopez@example.com' };

function withFields(count: number): Record<string, string> {
  const body: Record<string, string> = { ...CONTACT };
  for (let index = 2; index < count; index += 1) body[`field_${index}`] = 'x';
  return body;
}

/** Stored as they are, with no problem listed. */
const clean: [string, Record<string, unknown>, Record<string, string>?][] = [
  ['a lead_id and an e-mail', CONTACT],
  ['a lead_id and a phone only', { lead_id: LEAD_ID, phone: '(713) 555-0182' }],
  [
    'a full lead',
    {
      ...CONTACT,
      firstName: 'María José',
      lastName: "O'Brien-Núñez",
      phone: '(713) 555-0182',
      zip_code: '77002',
      injury_year: '2026',
      injury_month: '08',
      injury_day: '31',
      incident_date: '2026-08-31',
      case_description: 'A truck hit my car yesterday',
      '1_to_1_consent': 'yes',
    },
  ],
  ['empty optional fields', { ...CONTACT, phone: '', zip_code: '', injury_month: '' }],
  [
    'numbers, booleans and null as text',
    { ...CONTACT, injury_year: 2026, injury_month: 8, sms_verified: false, sub_id: null },
    { injury_year: '2026', injury_month: '8', sms_verified: 'false', sub_id: '' },
  ],
  ['an upper-case lead_id, lowered', { ...CONTACT, lead_id: LEAD_ID.toUpperCase() }, { lead_id: LEAD_ID }],
  ['query names with dashes', { ...CONTACT, 'utm-source': 'fb', 'last-step': 'combined' }],
  ['a 5000-character description', { ...CONTACT, case_description: 'a'.repeat(5000) }],
  ['an 8 KB click id', { ...CONTACT, gclid: 'a'.repeat(8192) }],
  ['e-mails as people write them', { ...CONTACT, email: 'maría!josé&co@gmail.com' }],
  ['500 fields', withFields(500)],
  ['line breaks and tabs in a description', { ...CONTACT, case_description: 'Line one\nline two\tend' }],
];

/** Stored, with each problem listed for review. */
const flagged: [string, Record<string, unknown>, string, string][] = [
  ['an e-mail without a domain', { ...CONTACT, email: 'maria@' }, 'email', 'Not an e-mail address'],
  ['a numeric top-level domain', { ...CONTACT, email: 'x@y.c0m' }, 'email', 'Not an e-mail address'],
  ['a 4-digit zip', { ...CONTACT, zip_code: '7700' }, 'zip_code', 'Not a 5-digit zip code'],
  ['a 7-digit phone', { ...CONTACT, phone: '555-0182' }, 'phone', 'Not a 10-digit US phone number'],
  ['month 13', { ...CONTACT, injury_month: '13' }, 'injury_month', 'Not a date'],
  ['an impossible incident date', { ...CONTACT, incident_date: '2026-02-30' }, 'incident_date', 'Not a date'],
  [
    'a 101-character first name',
    { ...CONTACT, firstName: 'a'.repeat(101) },
    'firstName',
    'Longer than the form allows',
  ],
  [
    'a 5001-character description',
    { ...CONTACT, case_description: 'a'.repeat(5001) },
    'case_description',
    'Longer than the form allows',
  ],
  ['an 8 KB + 1 click id', { ...CONTACT, gclid: 'a'.repeat(8193) }, 'gclid', 'Cut to its first 8192 bytes'],
  [
    'a field name with spaces',
    { ...CONTACT, 'sub id': '1' },
    'sub_id',
    'Field name changed to letters, digits, _ and -',
  ],
  ['a nested object', { ...CONTACT, answers: { a: 1 } }, 'answers', 'Was not text: stored as JSON'],
  ['a NUL byte', { ...CONTACT, city: 'Hous\u0000ton' }, 'city', 'Control characters removed'],
  ['501 fields', withFields(501), '', '1 fields past the first 500 dropped'],
];

/** Not a lead: refused, naming the field. */
const refused: [string, unknown, string][] = [
  ['no lead_id', { email: 'maria@example.com' }, 'lead_id'],
  ['a lead_id that is not a UUID', { lead_id: 'lead-1', email: 'maria@example.com' }, 'lead_id'],
  ['no e-mail and no phone', { lead_id: LEAD_ID, firstName: 'Maria' }, 'email'],
  ['blank e-mail and phone', { lead_id: LEAD_ID, email: ' ', phone: '' }, 'email'],
  ['an array body', [LEAD_ID], ''],
  ['a string body', 'lead', ''],
  ['a null body', null, ''],
];

describe('postLeadBodySchema', () => {
  it.each(clean)('stores %s with no problem', (_name, body, expected) => {
    const result = postLeadBodySchema.safeParse(body);

    expect(result.error?.issues).toBeUndefined();
    expect(result.data?.issues).toEqual([]);
    if (expected) expect(result.data?.fields).toMatchObject(expected);
  });

  it.each(flagged)('stores %s, listing the problem', (_name, body, field, message) => {
    const result = postLeadBodySchema.safeParse(body);

    expect(result.success).toBe(true);
    expect(result.data?.issues).toEqual([{ field, message }]);
  });

  it('keeps a flagged value whole up to its cap and cleans control characters', () => {
    const result = postLeadBodySchema.parse({
      ...CONTACT,
      city: 'Hous\u0000ton',
      firstName: 'a'.repeat(101),
    });

    expect(result.fields).toMatchObject({ city: 'Houston', firstName: 'a'.repeat(101) });
  });

  it.each(refused)('refuses %s, naming the field', (_name, body, path) => {
    const result = postLeadBodySchema.safeParse(body);

    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(path);
  });

  it('never quotes a value in its messages', () => {
    const refusedLead = postLeadBodySchema.safeParse({ lead_id: 'secret-id', firstName: 'Secret' });
    const flaggedLead = postLeadBodySchema.safeParse({
      ...CONTACT,
      email: 'secret.person@',
      phone: '555-SECRET',
    });

    expect(JSON.stringify(refusedLead.error?.issues.map((issue) => issue.message))).not.toMatch(/secret/i);
    expect(JSON.stringify(flaggedLead.data?.issues)).not.toMatch(/secret/i);
  });
});

describe('ingestBodySchema', () => {
  it('needs no lead_id, and replaces one that is not a UUID with a note', () => {
    expect(ingestBodySchema.parse({ email: 'a@b.co' }).fields).toEqual({ email: 'a@b.co' });
    expect(ingestBodySchema.parse({ lead_id: 'x', phone: '7135550182' })).toEqual({
      fields: { phone: '7135550182' },
      issues: [{ field: 'lead_id', message: 'Not a UUID: replaced' }],
      refusals: [],
    });
  });

  it('still needs a way to reach the visitor', () => {
    expect(ingestBodySchema.safeParse({ first_name: 'Dana' }).success).toBe(false);
  });
});
