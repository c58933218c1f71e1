import {
  CODE_TTL_MS,
  MAX_WRONG_TRIES,
  SEND_WINDOW_MS,
  SENDS_PER_IP,
  SENDS_PER_PHONE,
  codeHasLength,
  toE164,
} from '../../guards/phone-verification';
import type { Clock } from '../clock';
import type { PhoneVerificationStore } from '../storage/phone-verification-store';
import type { PhoneVerifier } from './verifier';

/**
 * Sending a phone code and checking it, the same whichever way the visitor asks: the verification modal's calls
 * (`POST /two-step-verification/send` and `/code`) or the phone-code step of a form posted without JavaScript.
 * A code is sent to a US phone within the limits per phone and per client IP for the hour; it lives 10 minutes
 * and takes 5 wrong tries, after which the check is refused. An approved code records the phone as verified for
 * the lead, which is what `sms_verified` is derived from.
 */

export type SendOutcome =
  | { sent: true }
  | { sent: false; reason: 'not-a-us-phone' | 'limited' | 'failed' | 'revoked'; error: string };

export type CheckStatus = 'approved' | 'pending' | 'expired' | 'refused';

export interface CodeFlow {
  send(phone: string, ip: string): Promise<SendOutcome>;
  check(phone: string, leadId: string, code: string): Promise<CheckStatus>;
  /** Whether a code for this phone was approved for the lead already. */
  approved(phone: string, leadId: string): Promise<boolean>;
}

export interface CodeFlowOptions {
  store: PhoneVerificationStore;
  verifier: PhoneVerifier;
  clock: Clock;
  /**
   * Whether the person behind this phone revoked consent to texts: no code is sent to it. The visitor sees what
   * any phone that cannot get a code gives: the funnel goes on without the code step, the lead unverified.
   */
  revoked?: (phoneE164: string) => Promise<boolean>;
  /** Where a sender's failure is told (its kind and reason, never the phone). */
  warn: (facts: { sender: string; reason: string }, message: string) => void;
}

export function createCodeFlow({ store, verifier, clock, revoked, warn }: CodeFlowOptions): CodeFlow {
  return {
    async send(given, ip) {
      const phone = toE164(given);
      if (!phone) return { sent: false, reason: 'not-a-us-phone', error: 'Not a US phone number' };
      if (await revoked?.(phone)) {
        return { sent: false, reason: 'revoked', error: 'This number asked us to stop texting it' };
      }
      const now = clock();
      const since = new Date(now.getTime() - SEND_WINDOW_MS);
      const [byPhone, byIp] = await Promise.all([
        store.sendsSince({ phone }, since),
        store.sendsSince({ ip }, since),
      ]);
      if (byPhone >= SENDS_PER_PHONE || byIp >= SENDS_PER_IP) {
        return { sent: false, reason: 'limited', error: 'Too many codes sent; try again later' };
      }
      try {
        const codeHash = await verifier.send(phone, now);
        await store.recordSend(phone, ip, now);
        await store.saveCode(phone, codeHash, new Date(now.getTime() + CODE_TTL_MS));
        return { sent: true };
      } catch (error) {
        warn({ sender: verifier.kind, reason: (error as Error).message }, 'verification code not sent');
        return { sent: false, reason: 'failed', error: 'The code could not be sent' };
      }
    },

    async check(given, leadId, code) {
      const phone = toE164(given);
      const now = clock();
      const live = phone ? await store.liveCode(phone) : undefined;
      if (!phone || !live || live.expiresAt <= now) return 'expired';
      if (live.wrongTries >= MAX_WRONG_TRIES) return 'refused';
      let approved = false;
      try {
        approved = codeHasLength(code.trim()) && (await verifier.check(phone, code.trim(), live));
      } catch (error) {
        warn({ sender: verifier.kind, reason: (error as Error).message }, 'verification check failed');
      }
      if (!approved) {
        await store.recordWrongTry(phone);
        return 'pending';
      }
      await store.dropCode(phone);
      await store.approve(leadId, phone, now);
      return 'approved';
    },

    async approved(given, leadId) {
      const phone = toE164(given);
      return phone !== null && (await store.isApproved(leadId, phone));
    },
  };
}
