import type { ClaimedDelivery } from '../storage/delivery-queue';
import type { Destination } from './destinations';
import type { OutgoingLead } from './requests';
import { underStateRules } from './state-rules';

/**
 * The lead as a destination receives it: the server's standing of its proofs over what the lead's own fields say, a
 * flagged duplicate's first lead named among its fields (for a destination that takes duplicates flagged), the state
 * rules in force on the day of the send applied, and the fields' sources when the destination asks for them, less
 * those of the fields the rules removed.
 */
export function outgoingLead(
  delivery: ClaimedDelivery,
  destination: Destination,
  { proofs, day }: { proofs: Record<string, string>; day: string },
): OutgoingLead {
  const proven = { ...delivery.lead, ...proofs };
  const flagged =
    delivery.duplicateOf !== null && destination.duplicates === 'flag'
      ? { ...proven, duplicate_of: delivery.duplicateOf }
      : proven;
  const ruled = underStateRules(flagged, {
    receivedAt: delivery.receivedAt,
    day,
    receiptDigest: delivery.consentReceiptDigest,
  });
  const sources = { ...delivery.sources };
  for (const field of ruled.removed) delete sources[field];
  return {
    key: delivery.id,
    leadId: delivery.leadId,
    source: delivery.source,
    receivedAt: delivery.receivedAt,
    lead: ruled.lead,
    ...(destination.includeSources ? { sources } : {}),
  };
}
