/**
 * Where a stored field came from, in an operator's words. The server records one source per field (docs/rules.md,
 * "Sources"): a step of the replayed trail, derived from the answers, the landing URL's tracking, a vendor's proof
 * the server retained, the server itself, or the browser's claim, which decides nothing.
 */
export function sourceWords(source: string | undefined): string {
  if (source === undefined || source === '')
    return 'source not recorded (a lead stored before sources were kept)';
  if (source.startsWith('step:')) return `asked at ${source.slice('step:'.length)}`;
  return SOURCE_WORDS[source] ?? source;
}

const SOURCE_WORDS: Record<string, string> = {
  derived: 'derived from the answers',
  tracking: 'the landing URL (tracking, never an answer)',
  vendor: 'a vendor’s proof, retained by the server',
  server: 'the server',
  claimed: 'the browser’s claim (decides nothing)',
};
