import type { FastifyBaseLogger } from 'fastify';
import { safeErrorFields } from '../logging';
import type { ClaimedDelivery } from '../storage/delivery-queue';

/** A step run before a delivery's first send: TrustedForm's certificate retention, the pre-post verification. */
export interface BeforeFirstSend {
  /** What it is, for the log line when it fails. */
  name: string;
  run(delivery: ClaimedDelivery): Promise<void>;
}

/**
 * Runs the steps side by side, each bounded by its own timeout. A step that fails is logged (the lead and the
 * destination, never the lead's contents) and the send goes ahead: a failed check must not cost a buyer the lead.
 */
export async function runBeforeFirstSend(
  steps: readonly BeforeFirstSend[],
  delivery: ClaimedDelivery,
  log: FastifyBaseLogger,
): Promise<void> {
  await Promise.all(
    steps.map((step) =>
      step.run(delivery).catch((error: unknown) =>
        log.warn(
          {
            lead_id: delivery.leadId,
            destination: delivery.destination,
            step: step.name,
            error: safeErrorFields(error),
          },
          'a step before the first send failed; sending anyway',
        ),
      ),
    ),
  );
}
