import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** node:crypto's scrypt with its defaults and a 64-byte key, as OPERATORS entries were made. */
const KEY_LENGTH = 64;
const HASH = /^scrypt:([^:\s]{8,}):([0-9a-f]{128})$/i;

function scryptKey(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt:<salt>:<key hex>`, with a fresh random salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16).toString('hex');
  return `scrypt:${salt}:${(await scryptKey(password, salt)).toString('hex')}`;
}

export function isPasswordHash(text: string): boolean {
  return HASH.test(text);
}

/** A hash no password makes, checked against for an unknown account so its answer takes as long as a known one's. */
export const NO_ACCOUNT_HASH = `scrypt:no-such-account:${'0'.repeat(128)}`;

export async function passwordMatches(password: string, hash: string): Promise<boolean> {
  const match = HASH.exec(hash);
  if (!match) return false;
  const [, salt, key] = match as unknown as [string, string, string];
  return timingSafeEqual(await scryptKey(password, salt), Buffer.from(key, 'hex'));
}

/** Passwords an admin or the first-admin command hands out: long enough that no guess list holds them. */
export function randomPassword(): string {
  return randomBytes(18).toString('base64url');
}
