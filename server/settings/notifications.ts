import { z } from 'zod';
import { setting, settings } from '../env-variable';
import { boolean, commaList, positiveInteger, text } from './readers';

function isSmtpUrl(value: string): boolean {
  try {
    const { protocol, hostname } = new URL(value);
    return (protocol === 'smtp:' || protocol === 'smtps:') && hostname !== '';
  } catch {
    return false;
  }
}
const optionalSmtpUrl = z.union([
  z.literal('').transform(() => undefined),
  z.string().refine(isSmtpUrl, 'must be an smtp:// or smtps:// URL'),
]);

/** What operators are told, and through what besides Slack (server/providers/notifier.ts, server/delivery/alerts.ts). */
export const NOTIFICATION_SETTINGS = settings({
  smtpUrl: setting(
    'SMTP_URL',
    '',
    optionalSmtpUrl,
    "An SMTP server every operators' notification is also e-mailed through, as a URL: `smtp://user:password@host:587` (STARTTLS when the server offers it) or `smtps://user:password@host:465`; with `NOTIFY_EMAIL_TO` (both or neither, checked at start). Unset, nothing is e-mailed.",
  ),
  emailTo: setting(
    'NOTIFY_EMAIL_TO',
    '',
    commaList,
    'The addresses the notifications are e-mailed to, comma-separated.',
  ),
  emailFrom: setting(
    'NOTIFY_EMAIL_FROM',
    'Lead notifications <notifications@localhost>',
    text,
    'The sender the notification e-mails name.',
  ),
  qualifiedLeads: setting(
    'NOTIFY_QUALIFIED_LEADS',
    'true',
    boolean,
    "Whether operators are told of each new qualified lead (its id, source, oid and affid, each only when it is digits, else named invalid; never the person's details).",
  ),
  queuedAlertSeconds: setting(
    'QUEUED_DELIVERY_ALERT_SECONDS',
    '900',
    positiveInteger,
    "Operators are told when a destination's oldest queued delivery has waited longer than this, and again when its queue is back under it. Every process checks every minute (or every third of this, when shorter); the database makes sure each change is told once.",
  ),
}).transform(({ smtpUrl, emailTo, emailFrom, ...rest }) => {
  if (Boolean(smtpUrl) !== Boolean(emailTo)) {
    throw new Error('SMTP_URL and NOTIFY_EMAIL_TO are set together or not at all');
  }
  return { ...rest, email: smtpUrl && emailTo ? { smtpUrl, to: emailTo, from: emailFrom } : undefined };
});
