import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasControlCharacters } from '../../guards/lead-normalization';
import { SAVE_DATA_BODY_LIMIT } from '../../server/routes/save-data';
import { MAX_SESSION_ANSWERS, type SaveDataBody } from '../../services/api/save-data/save-data-contract';
import { qualifiedLead } from './support/leads';
import { ENGINES, type TestDatabase } from './support/test-databases';
import { startInjectedServer, type InjectedServer } from './support/test-server';

/** A 5,000-character description in accented Spanish: the longest free text a funnel takes, at two bytes a letter. */
const LONGEST_DESCRIPTION = 'Un camión chocó mi coche en la intersección; me lastimé el cuello. '
  .repeat(80)
  .slice(0, 5000);

/** Some sixty short answers and the longest description: a session at its largest real size. */
function largestSession(): SaveDataBody {
  const answers: Record<string, string> = { case_description: LONGEST_DESCRIPTION };
  for (let index = 0; index < 60; index += 1) answers[`answer_${index}`] = `respuesta número ${index}`;
  return {
    session: { id: randomUUID(), variant: 'v4nv', path: '/survey/v4nv' },
    data: {
      step: 'PhoneAndZip',
      steps: Array.from({ length: 30 }, (_, index) => ({ step: `Step${index}`, seconds: index })),
      answers,
      submitted: true,
    },
  };
}

/** The funnel's lead as the final save carries it: the description again, the consent text, the landing URLs. */
function largestLead(): Record<string, unknown> {
  const tracking: Record<string, string> = {};
  for (let index = 0; index < 60; index += 1) tracking[`tracking_${index}`] = `value-${index}`;
  return qualifiedLead({
    ...tracking,
    case_description: LONGEST_DESCRIPTION,
    tcpa: 'By clicking Submit I agree that the law firms named above may call and text me. '.repeat(25),
    landing_page_url: `https://claims.example/survey/v4nv?${'utm_campaign=accident-claims-spring&'.repeat(15)}`,
    page_referer: `https://www.google.com/search?q=${'car+accident+lawyer+'.repeat(10)}`,
    user_agent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
  });
}

/** Control characters where a session carries text, in each field; the same list for every engine. */
const CONTROL = fc.constantFrom(
  '\u0000',
  '\u0001',
  '\u0008',
  '\u000b',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009f',
);
const textWithControl = fc
  .tuple(fc.string({ minLength: 1, maxLength: 12 }), CONTROL, fc.string({ maxLength: 12 }))
  .map(([before, control, after]) => `${before}${control}${after}`);
const FUZZED_SESSIONS: SaveDataBody[] = fc
  .sample(
    fc.record({
      id: textWithControl.map((text) => `${randomUUID()}${text}`.slice(0, 64)),
      variant: textWithControl.map((text) => text.slice(0, 40)),
      path: textWithControl.map((text) => `/survey/${text}`),
      step: textWithControl,
      answerName: textWithControl,
      answer: textWithControl,
    }),
    { numRuns: 25, seed: 20261125 },
  )
  .map((fuzz) => ({
    session: { id: fuzz.id, variant: fuzz.variant, path: fuzz.path },
    data: {
      step: fuzz.step,
      steps: [{ step: fuzz.step, seconds: 3 }],
      answers: { [fuzz.answerName]: fuzz.answer, email: `maría\u0000@example.com` },
      submitted: false,
    },
  }));

describe.each(ENGINES)('session saves on $name', (engine) => {
  let testDatabase: TestDatabase;
  let server: InjectedServer;

  beforeAll(async () => {
    testDatabase = await engine.create();
    server = await startInjectedServer({ databaseUrl: testDatabase.url, rateLimitMax: 100_000 });
  });

  afterAll(async () => {
    await server.close();
    await testDatabase.drop();
  });

  const save = (body: unknown) =>
    server.fetch('/api/save-data', {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('refuses a 1 MB session with 413 before reading it, and stores nothing', async () => {
    // Every part within the contract: 200 answers of 5,000 characters each.
    const body = largestSession();
    body.data.answers = Object.fromEntries(
      Array.from({ length: MAX_SESSION_ANSWERS }, (_, index) => [`answer_${index}`, 'x'.repeat(5000)]),
    );
    const text = JSON.stringify(body);
    expect(Buffer.byteLength(text)).toBeGreaterThan(1_000_000);
    expect(Buffer.byteLength(text)).toBeLessThan(1024 * 1024);
    const response = await save(text);
    expect(response.status).toBe(413);
    expect(
      await server.database.selectFrom('sessions').select('id').where('id', '=', body.session.id).execute(),
    ).toEqual([]);
  });

  it('takes a save carrying the largest session and the funnel lead, which 16 KB would refuse', async () => {
    const body = { ...largestSession(), lead: { path: '/post-lead', fields: largestLead() } };
    const bytes = Buffer.byteLength(JSON.stringify(body));
    expect(bytes).toBeGreaterThan(16 * 1024);
    expect(bytes).toBeLessThanOrEqual(SAVE_DATA_BODY_LIMIT);
    expect((await save(body)).status).toBe(200);
  });

  it(`refuses more than ${MAX_SESSION_ANSWERS} answers, naming the field`, async () => {
    const body = largestSession();
    body.data.answers = Object.fromEntries(
      Array.from({ length: MAX_SESSION_ANSWERS + 1 }, (_, index) => [`a${index}`, 'x']),
    );
    const response = await save(body);
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('data.answers');
  });

  it('stores every fuzzed session with the control characters gone from every field', async () => {
    for (const body of FUZZED_SESSIONS) {
      const response = await save(body);
      // A control character makes a field empty or too short for the contract (400), or it is cleaned (200).
      expect([200, 400]).toContain(response.status);
    }
    const rows = await server.database.selectFrom('sessions').selectAll().execute();
    const fuzzed = rows.filter((row) => row.route_path.startsWith('/survey/') && row.variant !== 'v4nv');
    expect(fuzzed.length).toBeGreaterThan(FUZZED_SESSIONS.length / 2);
    for (const row of fuzzed) {
      for (const text of [
        row.id,
        row.variant,
        row.route_path,
        row.current_step,
        row.steps_json,
        row.answers_json,
      ]) {
        expect(hasControlCharacters(JSON.parse(JSON.stringify(text)) as string)).toBe(false);
        expect(text).not.toMatch(/\\u00[01][0-9a-f]|\\u007f/i);
      }
      expect(row.email_identity).toBe('maría@example.com');
    }
  });
});
