/**
 * Phone verification's numbers (spec sections 3, 4 and 9), shared by the modal and the server: a 6-digit
 * code, a 30 s resend cooldown, a code that lives 10 minutes and takes 5 wrong tries, and sends limited per
 * phone and per client IP within an hour, against SMS pumping.
 */
export const CODE_LENGTH = 6;
export const RESEND_COOLDOWN_MS = 30_000;
export const CODE_TTL_MS = 10 * 60_000;
export const MAX_WRONG_TRIES = 5;
export const SEND_WINDOW_MS = 60 * 60_000;
export const SENDS_PER_PHONE = 6;
export const SENDS_PER_IP = 20;

/** A US phone's ten digits in the +1 form the spec sends; null when it is not ten digits (after a leading 1). */
export function toE164(phone: string): string | null {
  const digits = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return /^\d{10}$/.test(digits) ? `+1${digits}` : null;
}

/** Whether a code as typed has the length the check needs (the modal's code-length error otherwise). */
export function codeHasLength(code: string): boolean {
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code.trim());
}

/** Whole seconds left before another code may be asked for, given when the last was sent. */
export function cooldownSeconds(sentAt: number | null, now: number): number {
  if (sentAt === null) return 0;
  return Math.max(0, Math.ceil((sentAt + RESEND_COOLDOWN_MS - now) / 1000));
}
