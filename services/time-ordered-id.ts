/**
 * A new record's id, a lead's among them: a version 7 UUID (RFC 9562), the time in milliseconds in its first
 * 48 bits and 74 random bits after. Ids made later sort later, so each new row's entry in an index keyed by its id
 * goes to the index's last page: with random (version 4) ids, every lead of a commit dirtied a page of its own in
 * each such index, and the commit wrote each again. The 74 random bits keep a lead's id one no one else can guess.
 */
export function newTimeOrderedId(now: number = Date.now()): string {
  const time = now.toString(16).padStart(12, '0');
  // A version 4 UUID's last 74 bits are random, and its variant bits are where version 7 has them: its tail after
  // the version digit is a version 7 tail. Browsers and Node draw it from a pool, four times faster than 16 bytes
  // of getRandomValues written out in hex.
  if (typeof crypto.randomUUID === 'function')
    return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${crypto.randomUUID().slice(15)}`;
  // Plain http on a LAN address has no randomUUID, but has getRandomValues.
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  bytes[2] = (bytes[2]! & 0x3f) | 0x80;
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${hex.slice(1, 4)}-${hex.slice(4, 8)}-${hex.slice(8, 20)}`;
}
