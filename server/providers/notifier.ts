import type { Clock } from '../clock';
import type { NotificationStore, StoredNotification } from '../storage/notification-store';
import { requestJson, type ProviderError } from './http-client';

/**
 * Tells operators something (bad words on a lead, a blocked e-mail). Slack when a webhook is set; stored in the
 * database otherwise, and also when Slack fails, so no notification is lost. Texts must not carry personal data
 * beyond what the caller masked.
 */
export interface Notifier {
  notify(kind: string, text: string): Promise<StoredNotification>;
}

export function createNotifier(options: {
  store: NotificationStore;
  clock: Clock;
  slackWebhookUrl: string | undefined;
  timeoutMs: number;
  onFailure: (error: ProviderError) => void;
}): Notifier {
  const { store, clock, slackWebhookUrl } = options;
  async function postToSlack(text: string): Promise<boolean> {
    if (!slackWebhookUrl) return false;
    try {
      await requestJson({
        provider: 'slack',
        url: slackWebhookUrl,
        method: 'POST',
        body: JSON.stringify({ text }),
        contentType: 'application/json',
        timeoutMs: options.timeoutMs,
      }).catch((error: unknown) => {
        // Slack's webhook answers a plain "ok", not JSON: only a transport or status failure is a failure.
        if (error instanceof Error && error.message.endsWith('other than JSON')) return null;
        throw error;
      });
      return true;
    } catch (error) {
      options.onFailure(error as ProviderError);
      return false;
    }
  }
  return {
    async notify(kind, text) {
      const delivered = await postToSlack(text);
      return store.save({
        created_at: clock().toISOString(),
        kind,
        text,
        delivered_to: delivered ? 'slack' : 'stored',
      });
    },
  };
}
