import { describe, expect, it } from 'vitest';
import { normalizeLead } from '../../../guards/lead-normalization';
import { newTimeOrderedId } from '../../../services/time-ordered-id';

const VERSION_7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('a time-ordered id', () => {
  it('is a version 7 UUID with the time in milliseconds in its first 48 bits', () => {
    const at = Date.UTC(2026, 10, 29, 19, 30, 5, 123);
    const id = newTimeOrderedId(at);

    expect(id).toMatch(VERSION_7);
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(at);
  });

  it('sorts after every id made earlier, as text, so an index keyed by it grows at its end', () => {
    const start = Date.UTC(2026, 0, 1);
    const times = [0, 1, 255, 256, 65_535, 65_536, 86_400_000, 2 ** 40].map((offset) => start + offset);
    const ids = times.map((time) => newTimeOrderedId(time));

    expect([...ids].sort()).toEqual(ids);
  });

  it('differs in its random bits when made in the same millisecond', () => {
    const at = Date.UTC(2026, 10, 29);
    const ids = new Set(Array.from({ length: 1000 }, () => newTimeOrderedId(at)));

    expect(ids.size).toBe(1000);
  });

  it('is taken by the server as a lead id as it is', () => {
    const id = newTimeOrderedId();
    const normalized = normalizeLead({ lead_id: id, email: 'maria@example.com' }, { requireLeadId: true });

    expect(normalized.refusals).toEqual([]);
    expect(normalized.fields.lead_id).toBe(id);
  });
});
