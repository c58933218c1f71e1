/**
 * What operators' messages (Slack, e-mail) may say of a lead's outside values. A message is the server's own
 * text: a tracking value goes in only when it has its field's shape, so a landing URL cannot write a mention, a
 * link or a line of its own choosing into a notification; otherwise the message names the value "invalid".
 */

/** The spec's offer and affiliate ids are numbers; a few digits more than any real id, never a sentence. */
const TRACKING_SHAPES: Readonly<Record<string, RegExp>> = {
  oid: /^\d{1,12}$/,
  affid: /^\d{1,12}$/,
};

/** The tracking fields a notification names, in the order it names them. */
export const NOTIFIED_TRACKING_FIELDS = ['oid', 'affid'] as const;

/** A tracking value as a message may show it: itself when it has its field's shape, else "invalid". */
export function trackingForOperators(field: keyof typeof TRACKING_SHAPES, value: string): string {
  const shape = TRACKING_SHAPES[field];
  return shape?.test(value) ? value : 'invalid';
}

/** A domain name as a message may show it: letters, digits, dots and hyphens, else "invalid domain". */
export function domainForOperators(domain: string): string {
  return /^(?=.{1,253}$)[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(domain) ? domain : 'invalid domain';
}
