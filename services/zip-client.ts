import type { ZipPlace } from './contract-types';

export function emptyPlace(zip: string): ZipPlace {
  return { zip, city: '', state: '', state_long: '', county: '' };
}

/** City, state and county of a zip code; empty strings when unknown or when the lookup fails. */
export async function lookUpZip(zip: string): Promise<ZipPlace> {
  if (!/^\d{5}$/.test(zip)) return emptyPlace(zip);
  try {
    const { default: ky } = await import('ky');
    return await ky
      .get(`/us/${zip}`, { timeout: 4000, retry: { limit: 1, retryOnTimeout: true } })
      .json<ZipPlace>();
  } catch {
    return emptyPlace(zip);
  }
}
