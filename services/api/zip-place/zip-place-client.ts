import type { ZipPlace } from './zip-place-contract';

export function emptyPlace(zip: string): ZipPlace {
  return { zip, city: '', state: '', state_long: '', county: '' };
}

/**
 * City, state and county of a zip code for the lead; empty strings when unknown or when the look-up fails (the
 * server looks the place up again from the zip code, so nothing is lost). The same call as the zip step's check.
 */
export async function lookUpZip(zip: string): Promise<ZipPlace> {
  if (!/^\d{5}$/.test(zip)) return emptyPlace(zip);
  // Loaded at the last step only, as the post is: the survey's first load does not carry it.
  const { findZipPlace } = await import('../checks/checks-client');
  return (await findZipPlace(zip, { timeoutMs: 4000 })) ?? emptyPlace(zip);
}
