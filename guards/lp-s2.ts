/**
 * lp_s2, the lead platform's second sub id (spec section 7): "google with 75% chance and facebook with 25%". The
 * draw is made from the lead's id, so a lead posted twice (the same lead_id) keeps its value, and a test can name
 * the outcome. A landing URL that gives lp_s2 keeps its own.
 */
export const LP_S2_GOOGLE = 'google';
export const LP_S2_FACEBOOK = 'facebook';
export const LP_S2_GOOGLE_SHARE = 0.75;

/** A number in [0, 1) spread evenly over ids: FNV-1a of the id. */
export function drawOf(id: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < id.length; index++) {
    hash ^= id.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash / 2 ** 32;
}

export function lpS2For(draw: number): string {
  return draw < LP_S2_GOOGLE_SHARE ? LP_S2_GOOGLE : LP_S2_FACEBOOK;
}
