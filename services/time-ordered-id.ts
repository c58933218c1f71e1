/**
 * A new record's id, a lead's among them: a version 7 UUID (RFC 9562), the time in milliseconds in its first
 * 48 bits and 74 random bits after. Ids made later sort later, so each new row's entry in an index keyed by its id
 * goes to the index's last page: with random (version 4) ids, every lead of a commit dirtied a page of its own in
 * each such index, and the commit wrote each again. The 74 random bits keep a lead's id one no one else can guess.
 * Made with `crypto.getRandomValues`, which plain http on a LAN address has too (unlike `crypto.randomUUID`).
 */
export function newTimeOrderedId(now: number = Date.now()): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let time = now;
  for (let index = 5; index >= 0; index -= 1) {
    bytes[index] = time % 256;
    time = Math.floor(time / 256);
  }
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
