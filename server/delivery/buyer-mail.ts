import nodemailer from 'nodemailer';
import type { NotificationEmailSettings } from '../providers/notification-email';
import type { NotificationStore } from '../storage/notification-store';

/** An e-mail to a buyer's contact (a revocation notice): sent, or kept where operators read it. */
export interface BuyerMail {
  kind: 'smtp' | 'embedded';
  /** Resolves once the mail server (or the embedded outbox) accepted it; throws when it did not. */
  send(to: string, subject: string, text: string): Promise<void>;
}

/**
 * Through the SMTP server the notifications use (SMTP_URL, from NOTIFY_EMAIL_FROM) when one is set; otherwise the
 * embedded default keeps each mail in the console's notifications, addressed, and no e-mail leaves.
 */
export function createBuyerMail(options: {
  smtp: NotificationEmailSettings | undefined;
  store: NotificationStore;
  timeoutMs: number;
}): BuyerMail {
  const { smtp, store, timeoutMs } = options;
  if (!smtp) {
    return {
      kind: 'embedded',
      async send(to, subject, text) {
        await store.save({
          created_at: new Date().toISOString(),
          kind: 'buyer-mail',
          text: `To ${to}: ${subject}\n\n${text}`,
          delivered_to: 'stored',
        });
      },
    };
  }
  const transport = nodemailer.createTransport({
    url: smtp.smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    kind: 'smtp',
    async send(to, subject, text) {
      await transport.sendMail({ from: smtp.from, to, subject, text });
    },
  };
}
