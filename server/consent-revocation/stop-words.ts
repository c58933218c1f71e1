/**
 * The replies that take back consent to texts: the carriers' usual opt-out words in English and Spanish. A reply
 * counts only when it is one of them and nothing else (case and spaces around it aside): "stop by tomorrow" or a
 * question about the code is not a revocation.
 */
export const STOP_WORDS = [
  'STOP',
  'STOPALL',
  'UNSUBSCRIBE',
  'CANCEL',
  'END',
  'QUIT',
  'REVOKE',
  'OPT OUT',
  'ALTO',
  'PARAR',
  'DETENER',
  'CANCELAR',
  'BAJA',
] as const;

const WORDS = new Set<string>(STOP_WORDS);

export function isStopReply(body: string): boolean {
  // One space between words, so "opt  out" and "OPT OUT" are the same reply; punctuation after it ("STOP.") too.
  const reply = body
    .trim()
    .replace(/[.!]+$/u, '')
    .replace(/\s+/gu, ' ')
    .toUpperCase();
  return WORDS.has(reply);
}
