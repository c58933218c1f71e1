import {
  parseDeliverySettings,
  type DeliveryFile,
  type DeliverySettings,
} from '../../../server/delivery/destinations';
import type { DeliveryWithAttempts } from '../../../server/storage/delivery-console-queries';
import type { StoredDelivery } from '../../../server/storage/delivery-queue';
import { ADMIN_TOKEN, type Asker } from './test-server';

/**
 * Delivery settings for tests, through the same checks as a DELIVERY_CONFIG file, with a schedule and timeouts
 * short enough for a test: retries after 50, 100 and 200 ms. A send (and the verification call) is given 2 s,
 * which a loaded machine running the other test files beside it still answers in; only a hanging stand-in times out.
 */
export const FAST_DELIVERY = {
  retry: { delaysMs: [50, 100, 200] },
  worker: { timeoutMs: 2000, claimMs: 5000, pollMs: 50, concurrency: 8 },
} as const;

export function testDeliverySettings(
  file: Partial<DeliveryFile> & Pick<DeliveryFile, 'destinations'>,
  env: Record<string, string> = {},
): DeliverySettings {
  return parseDeliverySettings({ retry: FAST_DELIVERY.retry, worker: FAST_DELIVERY.worker, ...file }, env);
}

/** A Standard Webhooks secret (whsec_ and base64), made for tests only. */
export const WEBHOOK_SECRET = `whsec_${Buffer.from('a-test-secret-of-32-bytes-length').toString('base64')}`;

export async function listDeliveries(
  server: Asker,
  query = '',
): Promise<{ deliveries: StoredDelivery[]; next_cursor: string | null }> {
  const response = await server.fetch(`/api/deliveries${query}`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  if (response.status !== 200) throw new Error(`GET /api/deliveries answered ${response.status}`);
  return (await response.json()) as { deliveries: StoredDelivery[]; next_cursor: string | null };
}

export async function leadDeliveries(server: Asker, leadId: string): Promise<DeliveryWithAttempts[]> {
  const response = await server.fetch(`/api/leads/${leadId}`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  if (response.status !== 200) throw new Error(`GET /api/leads/:id answered ${response.status}`);
  return ((await response.json()) as { deliveries: DeliveryWithAttempts[] }).deliveries;
}
