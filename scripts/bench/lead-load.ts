/**
 * The load the lead benches put on a server: new leads, each another person's honest v4nv walk (honest-walk.ts) with
 * its trail, posted CONCURRENCY at a time by autocannon from a process of its own, so the servers measured keep the
 * bench's own process's core. `measureFromAnotherProcess(url, amount)` runs this file with `--load URL AMOUNT
 * [FIRST_PERSON]` and reads what it prints: requests a second and answer times.
 */
import autocannon from 'autocannon';
import { execFile } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { promisify } from 'node:util';
import { systemClock, utcToday } from '../../server/clock';
import { honestV4nvWalk, walkOfPerson, type HonestWalk } from './honest-walk';

export const CONCURRENCY = 32;
const LOAD_FLAG = '--load';

/**
 * The people the leads come from are numbered; each load process takes its own range, so no lead repeats an earlier
 * one's person: a person's same payload again within 60 s is answered as a repeat and not stored (the bench measured
 * repeats in its first rounds until 2026-11-29, when every load process started again at person 1).
 */
let people = 0;
/** Persons per range: more than any one load process posts. */
const PEOPLE_PER_RANGE = 100_000;
/** The phone numbers the people get hold seven digits from 2,000,000. */
const RANGES = 79;
let nextRange = randomInt(RANGES);

/**
 * Each lead another person's honest v4nv walk (its own lead id, e-mail and phone), its trail beside its field map as
 * the funnel posts it: the same payload again within 60 s would be answered as a repeat and not stored, and the
 * bench measures storing leads.
 */
function sampleLead(walk: HonestWalk): string {
  people += 1;
  const { lead, trail } = walkOfPerson(walk, people);
  return JSON.stringify({ ...lead, trail });
}

export interface Measured {
  rate: number;
  p50: number;
  p99: number;
  max: number;
}

/** Sends `amount` posts, CONCURRENCY at a time, each a new lead: requests per second and answer times in ms. */
async function measure(url: string, amount: number): Promise<Measured> {
  const walk = await honestV4nvWalk(utcToday(systemClock));
  const started = performance.now();
  let lastAnswerAt = started;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(
      {
        url,
        method: 'POST',
        connections: CONCURRENCY,
        amount,
        timeout: 30,
        headers: { 'content-type': 'application/json' },
        requests: [{ setupRequest: (request) => ({ ...request, body: sampleLead(walk) }) }],
      },
      (error: Error | null, finished) => (error ? reject(error) : resolve(finished)),
    );
    run.on('response', () => {
      lastAnswerAt = performance.now();
    });
  });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  // From the first post to the last answer. autocannon settles only on its next one-second tick after the last
  // answer, so its duration, and the wall clock around it, are rounded up to whole seconds: before 2026-11-29 a
  // bare route that answered 20,000 posts in 1.3 s was counted as taking 2.03 s (9,850 req/s for every run).
  const rate = result.requests.total / ((lastAnswerAt - started) / 1000);
  return { rate, p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max };
}

/** Runs `measure` in a child process (this script with --load URL AMOUNT) and reads what it prints. */
export async function measureFromAnotherProcess(url: string, amount: number): Promise<Measured> {
  nextRange = (nextRange + 1) % RANGES;
  const { stdout } = await promisify(execFile)(process.execPath, [
    '--import',
    'tsx',
    import.meta.filename,
    LOAD_FLAG,
    url,
    String(amount),
    String(nextRange * PEOPLE_PER_RANGE),
  ]);
  return JSON.parse(stdout.trim()) as Measured;
}

/** `--load URL AMOUNT [FIRST_PERSON]`: one load run, its figures printed as JSON for the parent. */
async function load(loadIndex: number) {
  const [url, amount, firstPerson] = process.argv.slice(loadIndex + 1);
  people = Number(firstPerson ?? nextRange * PEOPLE_PER_RANGE);
  console.log(JSON.stringify(await measure(url!, Number(amount))));
}

const loadIndex = process.argv.indexOf(LOAD_FLAG);
if (loadIndex > 0 && process.argv[1] === import.meta.filename) {
  load(loadIndex).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
