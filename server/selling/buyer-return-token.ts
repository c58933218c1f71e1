import { createHash, timingSafeEqual } from 'node:crypto';

const BEARER = /^Bearer +(\S.*)$/i;

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * The buyer whose return token the request carries, or undefined. Every buyer's token is compared, each through
 * its hash, so the time taken says neither which buyer nor how much of a token was right.
 */
export function buyerOfReturnToken<Buyer extends { id: string; returnToken: string | undefined }>(
  buyers: readonly Buyer[],
  authorization: string | undefined,
): Buyer | undefined {
  const presented = BEARER.exec(authorization ?? '')?.[1];
  if (!presented) return undefined;
  const given = digest(presented);
  let found: Buyer | undefined;
  for (const buyer of buyers) {
    if (buyer.returnToken && timingSafeEqual(given, digest(buyer.returnToken)) && !found) found = buyer;
  }
  return found;
}
