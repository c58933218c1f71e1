import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLeadField } from '../../guards/lead-fields';
import { cleanText, cutToBytes, normalizeFieldName } from '../../guards/lead-normalization';
import type { StoredLead } from '../../services/api/leads/leads-contract';
import { readStoredLead, startInjectedServer, type InjectedServer } from './support/test-server';

/**
 * The promise of the lead-field catalogue, tried on generated values: whatever the browser's rule for a field
 * accepts, the server stores, whole and with no problem listed; and whatever a URL can carry in any other field
 * is stored too (cleaned and capped as the catalogue says). The same for `/post-lead` and `/ingest`.
 */
let server: InjectedServer;

beforeAll(async () => {
  server = await startInjectedServer({ rateLimitMax: 100_000, leadRateLimitMax: 100_000 });
});

afterAll(async () => {
  await server.close();
});

const RUNS = 40;
const letter = fc.constantFrom(
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZáéíóúñüçøåßłž'.split(''),
);
const word = fc.string({ unit: letter, minLength: 1, maxLength: 12 });

/** Values a visitor could type that the browser's rule for each field lets through. */
const BROWSER_ACCEPTED: Record<string, fc.Arbitrary<string>> = {
  email: fc.oneof(
    fc.emailAddress(),
    fc
      .tuple(
        word,
        fc.constantFrom('!', '&', "'", '+', '.', '_'),
        word,
        fc.constantFrom('gmail.com', 'correo.es'),
      )
      .map(([a, mark, b, domain]) => `${a}${mark}${b}@${domain}`),
  ),
  phone: fc
    .tuple(
      fc.integer({ min: 200, max: 999 }),
      fc.integer({ min: 200, max: 999 }),
      fc.integer({ min: 0, max: 9999 }),
    )
    .chain(([area, exchange, line]) => {
      const digits = `${area}${exchange}${String(line).padStart(4, '0')}`;
      return fc.constantFrom(digits, `(${area}) ${exchange}-${String(line).padStart(4, '0')}`, `+1${digits}`);
    }),
  zip_code: fc.integer({ min: 0, max: 99_999 }).map((zip) => String(zip).padStart(5, '0')),
  firstName: fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join(' ').slice(0, 100)),
  lastName: fc
    .tuple(word, fc.constantFrom('', "'", '-', ' '))
    .map(([a, joint]) => `${a}${joint}${a}`.slice(0, 100)),
  case_description: fc.string({ unit: 'grapheme', minLength: 20, maxLength: 5000 }),
  injury_year: fc.integer({ min: 1950, max: 2026 }).map(String),
  injury_month: fc.integer({ min: 1, max: 12 }).map(String),
  injury_day: fc.integer({ min: 1, max: 31 }).map(String),
};

const otherField = fc.tuple(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 3000 }),
);

async function post(path: string, body: Record<string, string>): Promise<Response> {
  return server.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function stored(id: string): Promise<StoredLead> {
  return readStoredLead(server, id);
}

describe.each(['/post-lead', '/ingest'])('%s', (path) => {
  it.each(Object.keys(BROWSER_ACCEPTED))(
    'stores any %s the browser accepts, whole and unflagged',
    async (field) => {
      await fc.assert(
        fc.asyncProperty(BROWSER_ACCEPTED[field]!, async (value) => {
          fc.pre(checkLeadField(field, value.trim()) === null);
          // sub_id makes each lead another payload: the same one twice within 60 s would be one lead (a repeat).
          const lead = {
            lead_id: randomUUID(),
            email: 'maria@example.com',
            phone: '7135550182',
            sub_id: randomUUID(),
            [field]: value,
          };
          const response = await post(path, lead);
          expect(response.status).toBe(202);
          const { lead: kept, claimed, validation_issues } = await stored(lead.lead_id);
          expect(validation_issues.filter((issue) => issue.field === field)).toEqual([]);
          // A contact-form lead keeps an answer its form does not ask (the accident's date) as a claim.
          if (!(path === '/ingest' && field === 'phone')) expect(kept[field] ?? claimed[field]).toBe(value);
        }),
        { numRuns: RUNS },
      );
    },
  );

  it('stores any other field a URL can carry, under a clean name, cleaned and capped', async () => {
    await fc.assert(
      fc.asyncProperty(otherField, async ([name, value]) => {
        // __proto__ is refused as prototype poisoning (post-lead.test.ts), and the browser never sends it.
        fc.pre(name !== '__proto__');
        const storedName = normalizeFieldName(name);
        fc.pre(storedName !== '' && !['lead_id', 'email', 'phone', 'sub_id'].includes(storedName));
        const lead = {
          lead_id: randomUUID(),
          email: 'maria@example.com',
          sub_id: randomUUID(),
          [name]: value,
        };
        const response = await post(path, lead);
        expect(response.status).toBe(202);
        const { lead: kept, claimed } = await stored(lead.lead_id);
        const expected = cutToBytes(cleanText(value), 8192);
        // Kept as it came, or, for a field the server decides itself, kept beside the lead as a claim.
        expect([kept[storedName], claimed[storedName]]).toContain(expected);
      }),
      { numRuns: RUNS },
    );
  });
});
