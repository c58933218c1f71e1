import { createHash, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Named operators of the console, from OPERATORS: `name:scrypt:<salt>:<key hex>` entries separated by commas,
 * the key being node:crypto's scrypt of the password with that salt (its defaults, 64 bytes). docs/console.md
 * gives the one-line command that makes an entry's hash part.
 */
export interface Operator {
  name: string;
  salt: string;
  key: Buffer;
}

const KEY_LENGTH = 64;
const ENTRY = /^([A-Za-z0-9._@-]{1,64}):scrypt:([^:\s]{8,}):([0-9a-f]{128})$/i;

/** The name ADMIN_TOKEN signs in as, in the audit log. */
export const ADMIN_TOKEN_OPERATOR = 'admin';

export function parseOperators(text: string): Operator[] {
  const operators: Operator[] = [];
  for (const entry of text.split(/[\s,]+/).filter(Boolean)) {
    const match = ENTRY.exec(entry);
    // The entry holds a password hash: the message names its position, never its text.
    if (!match) {
      throw new Error(
        `OPERATORS entry ${operators.length + 1} must be name:scrypt:<salt>:<128 hex digits> (docs/console.md)`,
      );
    }
    const [, name, salt, key] = match as unknown as [string, string, string, string];
    if (name === ADMIN_TOKEN_OPERATOR || operators.some((operator) => operator.name === name)) {
      throw new Error(`OPERATORS names ${name} twice, or uses the name reserved for ADMIN_TOKEN`);
    }
    operators.push({ name, salt, key: Buffer.from(key, 'hex') });
  }
  return operators;
}

function scryptKey(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** A key no password makes, checked against for an unknown name so its answer takes as long as a known one's. */
const NOBODY: Operator = { name: '', salt: 'no-such-operator', key: Buffer.alloc(KEY_LENGTH) };

/**
 * The operator the name and password sign in as, or undefined. Without a name the password is compared with
 * ADMIN_TOKEN, through hashes so the comparison takes the same time whatever the lengths.
 */
export async function checkPassword(
  operators: readonly Operator[],
  adminToken: string | undefined,
  name: string,
  password: string,
): Promise<string | undefined> {
  if (name === '' || name === ADMIN_TOKEN_OPERATOR) {
    if (!adminToken) return undefined;
    const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
    return timingSafeEqual(digest(password), digest(adminToken)) ? ADMIN_TOKEN_OPERATOR : undefined;
  }
  const operator = operators.find((candidate) => candidate.name === name);
  const key = await scryptKey(password, (operator ?? NOBODY).salt);
  const matches = timingSafeEqual(key, (operator ?? NOBODY).key);
  return operator && matches ? operator.name : undefined;
}
