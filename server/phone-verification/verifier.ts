import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_LENGTH } from '../../guards/phone-verification';
import type { LiveCode, PhoneVerificationStore } from '../storage/phone-verification-store';

/** Who sends the code and judges it: the embedded sender, or Twilio Verify. */
export interface PhoneVerifier {
  kind: 'embedded' | 'twilio';
  /** Sends a code; returns the hash of the code to keep (empty when the sender keeps it itself). */
  send(phoneE164: string, at: Date): Promise<string>;
  /** Whether the code is the one sent; `live` is what was kept at the send. */
  check(phoneE164: string, code: string, live: LiveCode): Promise<boolean>;
}

function codeHash(phoneE164: string, code: string): string {
  return createHash('sha256').update(`${phoneE164}:${code}`).digest('hex');
}

/**
 * The embedded sender: a code from a secure random source, only its hash kept, "sent" to the SMS outbox operators
 * read (no SMS leaves).
 */
export function embeddedVerifier(store: PhoneVerificationStore, siteName: string): PhoneVerifier {
  return {
    kind: 'embedded',
    async send(phoneE164, at) {
      const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
      await store.addToOutbox(phoneE164, `${code} is your ${siteName} verification code.`, at);
      return codeHash(phoneE164, code);
    },
    async check(phoneE164, code, live) {
      const given = Buffer.from(codeHash(phoneE164, code), 'hex');
      const kept = Buffer.from(live.codeHash, 'hex');
      return given.length === kept.length && timingSafeEqual(given, kept);
    },
  };
}

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  serviceSid: string;
  baseUrl: string;
  timeoutMs: number;
}

/** Twilio Verify (its v2 Verifications and VerificationCheck resources, form-encoded, basic auth). */
export function twilioVerifier(settings: TwilioSettings): PhoneVerifier {
  const call = async (resource: string, form: Record<string, string>) => {
    const response = await fetch(`${settings.baseUrl}/v2/Services/${settings.serviceSid}/${resource}`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    if (!response.ok) throw new Error(`Twilio Verify answered ${response.status}`);
    return (await response.json()) as { status?: string };
  };
  return {
    kind: 'twilio',
    async send(phoneE164) {
      await call('Verifications', { To: phoneE164, Channel: 'sms' });
      return '';
    },
    async check(phoneE164, code) {
      const answer = await call('VerificationCheck', { To: phoneE164, Code: code });
      return answer.status === 'approved';
    },
  };
}
