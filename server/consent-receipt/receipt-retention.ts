import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock';
import { safeErrorFields } from '../logging';
import { PURGE_INTERVAL_MS } from '../session-retention';
import type { ConsentReceiptStore } from '../storage/consent-receipt-store';

/**
 * Deletes the consent receipts past their keeping (each carries its own date, from CONSENT_RECEIPT_RETENTION_DAYS
 * when it was made) once the server is ready and every hour after, in every process, as the sessions are.
 */
export function scheduleReceiptPurge(
  app: FastifyInstance,
  { store, clock }: { store: Pick<ConsentReceiptStore, 'prune'>; clock: Clock },
): void {
  const purge = async () => {
    try {
      const deleted = await store.prune(clock());
      if (deleted > 0) app.log.info({ deleted }, 'expired consent receipts deleted');
    } catch (error) {
      app.log.warn({ error: safeErrorFields(error) }, 'consent receipt purge failed');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await purge();
    timer = setInterval(() => void purge(), PURGE_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => clearInterval(timer));
}
