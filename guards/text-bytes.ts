/**
 * Cutting text to a number of UTF-8 bytes, for the byte caps of the lead-field catalogue. Its own small module,
 * because the landing page's tracking fields use it in every survey's first load.
 */

/** What the catalogue keeps of a tracking or URL field: long paid-traffic click ids are ordinary. */
export const TRACKING_CAP_BYTES = 8 * 1024;

const encoder = new TextEncoder();

/** The longest prefix of `value` that fits in `maxBytes` of UTF-8, never splitting a character. */
export function cutToBytes(value: string, maxBytes: number): string {
  if (value.length <= maxBytes / 3) return value;
  const bytes = encoder.encode(value);
  if (bytes.length <= maxBytes) return value;
  let end = maxBytes;
  // Back up to the start of a character: continuation bytes are 10xxxxxx.
  while (end > 0 && ((bytes[end] ?? 0) & 0xc0) === 0x80) end--;
  return new TextDecoder().decode(bytes.subarray(0, end));
}
