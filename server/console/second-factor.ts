import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** What authenticator apps show for the console's accounts. */
const ISSUER = 'Operators console';
/** RFC 6238's usual parameters, which every authenticator app reads from the otpauth:// URI. */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** A code from the step before or after is taken too: a phone's clock may be a little off. */
const WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secret: string, account: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: account,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** The otpauth:// URI an authenticator app takes (typed in, or from a QR code made of it). */
export function totpUri(secret: string, account: string): string {
  return totpOf(secret, account).toString();
}

/**
 * The time step (Unix seconds / 30) whose code this is, or undefined when it is no current code. The caller takes
 * a step only once per account (RFC 6238 §5.2), so a code cannot be used twice within its window.
 */
export function totpStepOf(secret: string, code: string, now: Date): number | undefined {
  const digits = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(digits)) return undefined;
  const delta = totpOf(secret, '').validate({ token: digits, timestamp: now.getTime(), window: WINDOW });
  if (delta === null) return undefined;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

/** The current code, for the first-admin command's check and for tests. */
export function totpCode(secret: string, now: Date): string {
  return totpOf(secret, '').generate({ timestamp: now.getTime() });
}

/** Recovery codes are stored as hashes only: each is random enough (80 bits) that a plain SHA-256 is enough. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256')
    .update(code.replace(/[\s-]+/g, '').toLowerCase(), 'utf8')
    .digest('hex');
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const hex = randomBytes(10).toString('hex');
    return `${hex.slice(0, 5)}-${hex.slice(5, 10)}-${hex.slice(10, 15)}-${hex.slice(15)}`;
  });
}

/** The index of the recovery code among the stored hashes, or -1; compared in constant time. */
export function recoveryCodeIndex(hashes: readonly string[], code: string): number {
  const presented = Buffer.from(hashRecoveryCode(code), 'hex');
  let found = -1;
  hashes.forEach((hash, index) => {
    if (timingSafeEqual(Buffer.from(hash, 'hex'), presented)) found = index;
  });
  return found;
}
