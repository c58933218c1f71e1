import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock';
import { scheduleHourlyPurge } from '../hourly-purge';
import type { ConsentReceiptStore } from '../storage/consent-receipt-store';

/**
 * Deletes the consent receipts past their keeping (each carries its own date, from CONSENT_RECEIPT_RETENTION_DAYS
 * when it was made) once the server is ready and every hour after, in every process, as the sessions are.
 */
export function scheduleReceiptPurge(
  app: FastifyInstance,
  { store, clock }: { store: Pick<ConsentReceiptStore, 'prune'>; clock: Clock },
): void {
  scheduleHourlyPurge(app, 'expired consent receipts', () => store.prune(clock()));
}
