import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the mail server received it: the envelope and the raw text (headers and body). */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** The body as the reader sees it (quoted-printable undone). */
  body: string;
}

export interface SmtpStandIn {
  /** `smtp://user:password@127.0.0.1:<port>`, as SMTP_URL names it. */
  url: string;
  mails: ReceivedMail[];
  /** Resolves once `count` messages have arrived. */
  received(count: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export const SMTP_USER = 'alerts';
export const SMTP_PASSWORD = 'alerts-password';

/** A text/plain message's body, its quoted-printable soft line breaks and escapes undone. */
function readableBody(raw: string): string {
  const body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
  return body
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * A local mail server standing in for the operators' SMTP server at its protocol boundary (smtp-server, the
 * SMTP side of the nodemailer project): it takes the login SMTP_URL carries, refuses any other, and keeps every
 * message. No TLS: the stand-in offers no STARTTLS, as a local relay would not.
 */
export async function startSmtpStandIn(): Promise<SmtpStandIn> {
  const mails: ReceivedMail[] = [];
  const waiting: { count: number; resolve: (mails: ReceivedMail[]) => void }[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) {
        callback(null, { user: auth.username });
      } else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          from: from ? from.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
          body: readableBody(raw),
        });
        for (const waiter of waiting.filter(({ count }) => mails.length >= count)) {
          waiting.splice(waiting.indexOf(waiter), 1);
          waiter.resolve(mails);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`,
    mails,
    received: (count) =>
      mails.length >= count
        ? Promise.resolve(mails)
        : new Promise((resolve) => waiting.push({ count, resolve })),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
