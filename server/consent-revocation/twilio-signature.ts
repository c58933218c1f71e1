import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Twilio's request signature (its "Webhooks security" document): HMAC-SHA1, keyed by the account's auth token,
 * over the full URL Twilio requested followed by each POST parameter's name and value, sorted by name; base64,
 * sent as `X-Twilio-Signature`. Written here rather than taken from the `twilio` package, whose validator comes
 * with the whole REST client; no small, kept-up package does only this.
 */
export function twilioSignature(
  authToken: string,
  url: string,
  params: Readonly<Record<string, string>>,
): string {
  const signed = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], url);
  return createHmac('sha1', authToken).update(signed, 'utf8').digest('base64');
}

/** Whether `given` is the signature of this request, compared in constant time. */
export function isTwilioSignature(
  authToken: string,
  url: string,
  params: Readonly<Record<string, string>>,
  given: string,
): boolean {
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const received = Buffer.from(given);
  return expected.length === received.length && timingSafeEqual(expected, received);
}
