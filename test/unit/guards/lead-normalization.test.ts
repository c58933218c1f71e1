import { describe, expect, it } from 'vitest';
import { normalizeLead } from '../../../guards/lead-normalization';

/**
 * The normaliser's map is the lead itself (no copy is made of it): a plain object whose every field is set as a
 * spread sets it, so a field named like an Object property stays a field of the lead and changes nothing else.
 */

const LEAD_ID = 'd0c1e2f3-a4b5-4c6d-8e7f-8091a2b3c4d5';
const options = { requireLeadId: true };

describe('normalizeLead', () => {
  it('keeps a field named __proto__ as a field, and the map an ordinary object', () => {
    // As JSON.parse gives it: an own field, not the prototype.
    const raw = JSON.parse(
      `{"lead_id":"${LEAD_ID}","email":"maria@example.com","__proto__":"x","constructor":"y"}`,
    ) as Record<string, unknown>;
    const { fields, refusals } = normalizeLead(raw, options);
    expect(refusals).toEqual([]);
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
    expect(Object.keys(fields)).toEqual(['lead_id', 'email', '__proto__', 'constructor']);
    expect(Object.getOwnPropertyDescriptor(fields, '__proto__')?.value).toBe('x');
    expect(fields.constructor).toBe('y');
  });

  it.each([
    {
      name: 'a lead id in capitals',
      raw: { lead_id: LEAD_ID.toUpperCase(), email: 'a@b.co' },
      lead_id: LEAD_ID,
    },
    { name: 'a lead id as sent', raw: { lead_id: LEAD_ID, phone: '7135550122' }, lead_id: LEAD_ID },
  ])('$name: the lead id in small letters', ({ raw, lead_id }) => {
    expect(normalizeLead(raw, options).fields.lead_id).toBe(lead_id);
  });

  it('refuses a lead with neither an e-mail address nor a phone, naming the field', () => {
    expect(normalizeLead({ lead_id: LEAD_ID }, options).refusals).toEqual([
      { field: 'email', message: 'An e-mail address or a phone number is required' },
    ]);
  });
});
