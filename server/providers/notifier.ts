import type { Clock } from '../clock';
import type { NotificationStore, StoredNotification } from '../storage/notification-store';
import { requestJson, withFallback, type ProviderError } from './http-client';
import type { ProviderBreaker } from './provider-breaker';

/**
 * Tells operators something (bad words on a lead, a blocked e-mail). Slack when a webhook is set; stored in the
 * database always, so no notification is lost. Texts are composed by the server, never taken from a request, and
 * must not carry personal data beyond what the caller masked.
 */
export interface Notifier {
  notify(kind: string, text: string): Promise<StoredNotification>;
}

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
  timeoutMs: number;
  onFailure: (error: ProviderError) => void;
  breaker?: ProviderBreaker;
}): Notifier {
  const { store, clock, slackWebhookUrl } = options;
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
  return {
    async notify(kind, text) {
      const delivered = slackWebhookUrl
        ? await withFallback(
            () => postToSlack(slackWebhookUrl, text),
            async () => false,
            options.onFailure,
            options.breaker,
          )
        : false;
      return store.save({
        created_at: clock().toISOString(),
        kind,
        text,
        delivered_to: delivered ? 'slack' : 'stored',
      });
    },
  };
}
