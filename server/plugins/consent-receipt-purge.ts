import fastifyPlugin from 'fastify-plugin';
import { scheduleReceiptPurge } from '../consent-receipt/receipt-retention';
import type { ServerContext } from './server-context';

/** Consent receipts past their keeping (CONSENT_RECEIPT_RETENTION_DAYS) are deleted at start and every hour. */
export const consentReceiptPurge = fastifyPlugin<ServerContext>(
  async (app, { stores, clock }) => {
    scheduleReceiptPurge(app, { store: stores.consentReceipts, clock });
  },
  { name: 'consent-receipt-purge' },
);
