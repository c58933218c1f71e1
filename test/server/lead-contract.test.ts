import { describe, expect, it } from 'vitest';
import { postLeadBodySchema } from '../../services/lead-contract';

const LEAD_ID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';

function withFields(count: number): Record<string, string> {
  const body: Record<string, string> = { lead_id: LEAD_ID };
  for (let index = 1; index < count; index += 1) body[`field_${index}`] = 'x';
  return body;
}

const valid: [string, Record<string, unknown>, Record<string, string>?][] = [
  ['only a lead_id', { lead_id: LEAD_ID }],
  [
    'a full lead',
    {
      lead_id: LEAD_ID,
      firstName: 'Maria',
      lastName: 'Lopez',
      email: 'maria.lopez@example.com',
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
  ['a phone of bare digits', { lead_id: LEAD_ID, phone: '7135550182' }],
  ['empty optional fields', { lead_id: LEAD_ID, email: '', phone: '', zip_code: '', injury_month: '' }],
  [
    'numbers, booleans and null as text',
    { lead_id: LEAD_ID, injury_year: 2026, injury_month: 8, sms_verified: false, sub_id: null },
    { injury_year: '2026', injury_month: '8', sms_verified: 'false', sub_id: '' },
  ],
  ['an upper-case lead_id, lowered', { lead_id: LEAD_ID.toUpperCase() }, { lead_id: LEAD_ID }],
  ['a 5000-character description', { lead_id: LEAD_ID, case_description: 'a'.repeat(5000) }],
  [
    'a 4000-character consent text',
    { lead_id: LEAD_ID, tcpa: 'a'.repeat(4000), time_on_steps: 'a'.repeat(4000) },
  ],
  ['a 1000-character tracking field', { lead_id: LEAD_ID, landing_page_url: 'a'.repeat(1000) }],
  ['300 fields', withFields(300)],
  ['a 64-character field name', { lead_id: LEAD_ID, ['a'.repeat(64)]: 'x' }],
];

const invalid: [string, unknown, string][] = [
  ['no lead_id', { email: 'maria@example.com' }, 'lead_id'],
  ['a lead_id that is not a UUID', { lead_id: 'lead-1' }, 'lead_id'],
  ['an e-mail without a domain', { lead_id: LEAD_ID, email: 'maria@' }, 'email'],
  ['an e-mail with a space', { lead_id: LEAD_ID, email: 'maria lopez@example.com' }, 'email'],
  ['an e-mail over 254 characters', { lead_id: LEAD_ID, email: `${'a'.repeat(250)}@example.com` }, 'email'],
  ['a 4-digit zip', { lead_id: LEAD_ID, zip_code: '7700' }, 'zip_code'],
  ['a zip+4', { lead_id: LEAD_ID, zip_code: '77002-1234' }, 'zip_code'],
  ['a 7-digit phone', { lead_id: LEAD_ID, phone: '555-0182' }, 'phone'],
  ['an 11-digit phone', { lead_id: LEAD_ID, phone: '+1 713 555 0182' }, 'phone'],
  ['a 2-digit year', { lead_id: LEAD_ID, injury_year: '26' }, 'injury_year'],
  ['month 13', { lead_id: LEAD_ID, injury_month: '13' }, 'injury_month'],
  ['month 0', { lead_id: LEAD_ID, injury_month: '0' }, 'injury_month'],
  ['day 32', { lead_id: LEAD_ID, injury_day: '32' }, 'injury_day'],
  ['an impossible incident date', { lead_id: LEAD_ID, incident_date: '2026-02-30' }, 'incident_date'],
  ['an incident date as m/d/y', { lead_id: LEAD_ID, incident_date: '08/01/2026' }, 'incident_date'],
  ['a 101-character first name', { lead_id: LEAD_ID, firstName: 'a'.repeat(101) }, 'firstName'],
  ['a 101-character last name', { lead_id: LEAD_ID, lastName: 'a'.repeat(101) }, 'lastName'],
  [
    'a 5001-character description',
    { lead_id: LEAD_ID, case_description: 'a'.repeat(5001) },
    'case_description',
  ],
  ['a 4001-character consent text', { lead_id: LEAD_ID, tcpa: 'a'.repeat(4001) }, 'tcpa'],
  ['a 4001-character step timing', { lead_id: LEAD_ID, time_on_steps: 'a'.repeat(4001) }, 'time_on_steps'],
  ['a 1001-character other field', { lead_id: LEAD_ID, gclid: 'a'.repeat(1001) }, 'gclid'],
  ['a field name with a dash', { lead_id: LEAD_ID, 'sub-id': '1' }, 'sub-id'],
  ['a 65-character field name', { lead_id: LEAD_ID, ['a'.repeat(65)]: 'x' }, 'a'.repeat(65)],
  ['a nested object', { lead_id: LEAD_ID, answers: { a: 1 } }, 'answers'],
  ['an array value', { lead_id: LEAD_ID, selected_buyers: ['a'] }, 'selected_buyers'],
  ['301 fields', withFields(301), ''],
  ['an array body', [LEAD_ID], ''],
  ['a string body', 'lead', ''],
  ['a null body', null, ''],
];

describe('postLeadBodySchema', () => {
  it.each(valid)('accepts %s', (_name, body, expected) => {
    const result = postLeadBodySchema.safeParse(body);

    expect(result.error?.issues).toBeUndefined();
    if (expected) expect(result.data).toMatchObject(expected);
  });

  it.each(invalid)('rejects %s, naming the field', (_name, body, path) => {
    const result = postLeadBodySchema.safeParse(body);

    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(path);
  });

  it('never quotes the value in its messages', () => {
    const result = postLeadBodySchema.safeParse({
      lead_id: LEAD_ID,
      email: 'secret.person@',
      phone: '555-SECRET',
    });

    expect(JSON.stringify(result.error?.issues.map((issue) => issue.message))).not.toMatch(/secret/i);
  });
});
