import { newTimeOrderedId } from '../../services/time-ordered-id';
import type { Clock } from '../clock';
import type { NotificationStore, StoredNotification } from '../storage/notification-store';
import { requestJson, withFallback, type ProviderError } from './http-client';
import type { NotificationEmail } from './notification-email';
import type { ProviderBreaker } from './provider-breaker';

/**
 * Tells operators something (a new qualified lead, deliveries backing up or dead, bad words on a lead, a blocked
 * e-mail). Slack when a webhook is set, e-mail when an SMTP server is; stored in the database always, so the
 * console lists every notification whatever the channels did. Texts are composed by the server, never taken from
 * a request, and must not carry personal data beyond what the caller masked.
 */
export interface Notifier {
  notify(kind: NotificationKind, text: string): Promise<StoredNotification>;
  /**
   * A notification to be written by the caller, in the transaction of what it tells of (a new lead), so it is stored
   * exactly when that is: `stored` until `deliver` has the channels take it.
   */
  noticeOf(kind: NotificationKind, text: string): StoredNotification;
  /** Sends a notice the caller wrote through the channels, and records which took it; nothing without channels. */
  deliver(notice: StoredNotification): Promise<void>;
  /**
   * Resolves once every notification under way is sent and stored (or after 5 s), then lets the mail server go: on
   * close.
   */
  close(): Promise<void>;
}

/** What a notification records when no channel took it. */
const STORED_ONLY = 'stored';

/** The longest a closing server waits for notifications still on their way. */
const CLOSE_WAIT_MS = 5000;

/** Every kind of notification, with the subject its e-mail carries. */
export const NOTIFICATION_SUBJECTS = {
  'qualified-lead': 'New qualified lead',
  'deliveries-backed-up': 'Deliveries are backing up',
  'deliveries-flowing': 'Deliveries are flowing again',
  'destination-dead': 'A destination is dead',
  'destination-recovered': 'A destination takes leads again',
  'bad-words': 'Bad words on a lead',
  'blocked-email': 'A blocked e-mail address',
} as const;

export type NotificationKind = keyof typeof NOTIFICATION_SUBJECTS;

/**
 * Slack reads `<…>` as links and mentions (`<!channel>`, `<@U123>`, `<https://…|text>`) and `&` as the start of
 * an escape: its documented escaping of those three characters makes any text inert.
 */
export function escapeSlackText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function createNotifier(options: {
  store: NotificationStore;
  clock: Clock;
  slackWebhookUrl: string | undefined;
  email?: NotificationEmail;
  timeoutMs: number;
  onFailure: (error: ProviderError) => void;
  breaker?: ProviderBreaker;
  emailBreaker?: ProviderBreaker;
}): Notifier {
  const { store, clock, slackWebhookUrl, email } = options;
  const underWay = new Set<Promise<unknown>>();

  async function postToSlack(webhookUrl: string, text: string): Promise<boolean> {
    await requestJson({
      provider: 'slack',
      url: webhookUrl,
      method: 'POST',
      body: JSON.stringify({ text: escapeSlackText(text) }),
      contentType: 'application/json',
      timeoutMs: options.timeoutMs,
    }).catch((error: unknown) => {
      // Slack's webhook answers a plain "ok", not JSON: only a transport or status failure is a failure.
      if (error instanceof Error && error.message.endsWith('other than JSON')) return null;
      throw error;
    });
    return true;
  }

  /** Whether the channel took it; a failure is reported and the notification is stored all the same. */
  function through(send: (() => Promise<unknown>) | undefined, breaker?: ProviderBreaker): Promise<boolean> {
    if (!send) return Promise.resolve(false);
    return withFallback(
      async () => {
        await send();
        return true;
      },
      async () => false,
      options.onFailure,
      breaker,
    );
  }

  /** The channels that took the text, as a notification records them: `stored` when none did. */
  async function sent(kind: NotificationKind, text: string): Promise<string> {
    const [slack, mailed] = await Promise.all([
      through(slackWebhookUrl ? () => postToSlack(slackWebhookUrl, text) : undefined, options.breaker),
      through(email ? () => email.send(NOTIFICATION_SUBJECTS[kind], text) : undefined, options.emailBreaker),
    ]);
    const channels = [slack ? 'slack' : '', mailed ? 'email' : ''].filter(Boolean);
    return channels.length > 0 ? channels.join(', ') : STORED_ONLY;
  }

  /** Kept until it settles, so a closing server waits for it. */
  function underWayUntilDone<Result>(sending: Promise<Result>): Promise<Result> {
    underWay.add(sending);
    void sending.then(
      () => underWay.delete(sending),
      () => underWay.delete(sending),
    );
    return sending;
  }

  return {
    notify(kind, text) {
      return underWayUntilDone(
        sent(kind, text).then((deliveredTo) =>
          store.save({ created_at: clock().toISOString(), kind, text, delivered_to: deliveredTo }),
        ),
      );
    },
    noticeOf(kind, text) {
      return {
        id: newTimeOrderedId(),
        created_at: clock().toISOString(),
        kind,
        text,
        delivered_to: STORED_ONLY,
      };
    },
    deliver(notice) {
      if (!slackWebhookUrl && !email) return Promise.resolve();
      return underWayUntilDone(
        sent(notice.kind as NotificationKind, notice.text).then(async (deliveredTo) => {
          if (deliveredTo !== STORED_ONLY) await store.markDelivered(notice.id, deliveredTo);
        }),
      );
    },
    async close() {
      // Each send is bounded by the provider timeout already; a close still waits no longer than this for them.
      const giveUp = new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS).unref());
      const drained = (async () => {
        while (underWay.size > 0) await Promise.allSettled([...underWay]);
      })();
      await Promise.race([drained, giveUp]);
      email?.close();
    },
  };
}
