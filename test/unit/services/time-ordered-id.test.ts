import { afterEach, describe, expect, it, vi } from 'vitest';
import { normalizeLead } from '../../../guards/lead-normalization';
import { newTimeOrderedId } from '../../../services/time-ordered-id';

const VERSION_7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Where the page has no crypto.randomUUID (plain http on a LAN address), only getRandomValues. */
function withoutRandomUuid() {
  const real = crypto;
  vi.stubGlobal('crypto', {
    getRandomValues: <T extends Uint8Array>(bytes: T) => real.getRandomValues(bytes),
  });
}

describe('a time-ordered id', () => {
  it.each([
    ['with crypto.randomUUID', () => undefined],
    ['with crypto.getRandomValues only', withoutRandomUuid],
  ])('is a version 7 UUID with the time in milliseconds in its first 48 bits (%s)', (_where, setUp) => {
    setUp();
    const at = Date.UTC(2026, 10, 29, 19, 30, 5, 123);
    const ids = Array.from({ length: 200 }, () => newTimeOrderedId(at));

    for (const id of ids) {
      expect(id).toMatch(VERSION_7);
      expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(at);
    }
    expect(new Set(ids).size).toBe(ids.length);
    // Every random hex digit takes more than one value across the ids: none is left fixed.
    const randomDigits = (id: string) => id.replace(/-/g, '').slice(13);
    for (let digit = 0; digit < 19; digit++) {
      expect(new Set(ids.map((id) => randomDigits(id)[digit])).size).toBeGreaterThan(1);
    }
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
