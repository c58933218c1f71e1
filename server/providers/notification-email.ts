import nodemailer from 'nodemailer';
import { ProviderError } from './http-client';

export interface NotificationEmailSettings {
  /** `smtp://user:password@host:587` or `smtps://…:465`. */
  smtpUrl: string;
  to: readonly string[];
  from: string;
}

export interface NotificationEmail {
  send(subject: string, text: string): Promise<void>;
  close(): void;
}

/**
 * Operators' notifications by e-mail, through the SMTP server SMTP_URL names (nodemailer). One pooled
 * connection is kept, since a busy day sends a notification per qualified lead; every step of a send is bounded
 * by `timeoutMs`, and a failure is a ProviderError that names no recipient.
 */
export function createNotificationEmail(
  settings: NotificationEmailSettings,
  timeoutMs: number,
): NotificationEmail {
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    pool: true,
    maxConnections: 1,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    async send(subject, text) {
      try {
        await transport.sendMail({ from: settings.from, to: [...settings.to], subject, text });
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        throw new ProviderError('email', typeof code === 'string' ? code : 'failed');
      }
    },
    close: () => transport.close(),
  };
}
