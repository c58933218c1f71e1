/** The shortest ADMIN_TOKEN a deployment accepts: 32 characters, about 190 bits when random. */
export const SHORTEST_ADMIN_TOKEN = 32;

/** Values people type as a token; lower-cased. A deployment refuses these even if padded to the length. */
const COMMON_TOKENS = new Set([
  'secret',
  'password',
  'changeme',
  'change-me',
  'admin',
  'token',
  'admin-token',
  'letmein',
  '123456',
  'test',
  'example',
]);

/** Why this token is too weak for production, or undefined when it is not; the reason never quotes the token. */
export function adminTokenWeakness(token: string): string | undefined {
  const lower = token.toLowerCase();
  const repeated = (word: string) => word.length > 0 && lower.split(word).join('') === '';
  // A placeholder left in, such as .env.example's `change-me-to-a-long-random-token`, is as good as known.
  const placeholder = /change-?me|placeholder|example/.test(lower);
  if ([...COMMON_TOKENS].some(repeated) || placeholder || new Set(lower).size < 8) {
    return 'is a common or repetitive value';
  }
  if (token.length < SHORTEST_ADMIN_TOKEN) return `is shorter than ${SHORTEST_ADMIN_TOKEN} characters`;
  return undefined;
}

/**
 * In production a weak ADMIN_TOKEN stops the start, naming the setting: it opens every operators' route, and the
 * README once showed `ADMIN_TOKEN=secret`. `openssl rand -base64 32` makes a good one.
 */
export function refuseWeakAdminToken(token: string | undefined): void {
  if (!token) return;
  const weakness = adminTokenWeakness(token);
  if (weakness) {
    throw new Error(
      `ADMIN_TOKEN ${weakness}: production needs a random one of ${SHORTEST_ADMIN_TOKEN} characters or more (openssl rand -base64 32)`,
    );
  }
}
