import { describe, expect, it } from 'vitest';
import { INJURY_ANSWER_FIELDS } from '../../../guards/health-data-fields';
import { DERIVED_FIELDS } from '../../../guards/lead-derivation';
import { ANSWER_FIELD_NAMES } from '../../../variants/routes/landing-tracking';

/** The accident's date, which its field names call the injury's: when it happened, not what it did to the body. */
const ACCIDENT_DATE_FIELDS = ['injury_year', 'injury_month', 'injury_day'];
const NAMED_LIKE_HEALTH = /injur|medical|treat|doctor|hospital|surgery|pain/i;

describe('the injury answers a withhold state never sells', () => {
  it('names every answer and derived field named like an injury or a treatment', () => {
    const named = [...ANSWER_FIELD_NAMES, ...DERIVED_FIELDS].filter(
      (field) => NAMED_LIKE_HEALTH.test(field) && !ACCIDENT_DATE_FIELDS.includes(field),
    );
    expect(named.length).toBeGreaterThan(5);
    for (const field of named) expect(INJURY_ANSWER_FIELDS, field).toContain(field);
  });

  it('names only fields a step or a rule fills, besides the contact form message', () => {
    const known = new Set<string>([...ANSWER_FIELD_NAMES, ...DERIVED_FIELDS, 'message']);
    for (const field of INJURY_ANSWER_FIELDS) expect(known.has(field), field).toBe(true);
  });
});
