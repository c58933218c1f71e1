import { localIsoDate } from '../../guards/dates';
import { ticketLead } from '../../guards/ticket-rules';
import type { Lead } from '../../machines/funnel-types';
import type { PostLeadResponse } from '../../services/api/lead/lead-contract';
import { LEAD_PATH_OF_DELIVERY, type LeadPath } from '../../services/held-leads';
import type { VariantDefinition } from '../../variants/definition';
import { createLeadSubmission, loadLeadClient, sendLead, withTextVerdicts } from './lead-submission';

/**
 * Where a variant's lead is posted: its `delivery` names the call, and this file holds the one choice between them.
 *
 * The lead ingestion service answers only `{ id }`: the funnel's outcome is then the browser's own verdict.
 * Until /ingest is deployed a 404 is a failed post, and the GPO and MMM flow still ends on its ThankYouStep.
 */
async function ingestLead(lead: Lead): Promise<PostLeadResponse> {
  const answer: { id?: string } | undefined = await sendLead(lead, LEAD_PATH_OF_DELIVERY.ingest);
  return {
    id: answer?.id ?? '',
    lead_is_qualified: lead.lead_is_qualified === 'yes' ? 'yes' : 'no',
    dq_reason: lead.dq_reason ?? '',
  };
}

/** A traffic-ticket lead goes to the ticket-flow ingest, judged by the ticket rules and without its omitted fields. */
async function postTicketLead(lead: Lead): Promise<PostLeadResponse> {
  const judged = ticketLead(await withTextVerdicts(lead), localIsoDate(new Date()));
  return sendLead(judged, LEAD_PATH_OF_DELIVERY.ticket);
}

/** The post the machine invokes for a variant's lead. */
export function leadPosterOf(definition: VariantDefinition, partnerOfferTemplate: string) {
  switch (definition.delivery) {
    case 'ingest':
      return ingestLead;
    case 'ticket':
      return postTicketLead;
    default:
      return createLeadSubmission({ partnerOffer: definition.partnerOffer, partnerOfferTemplate });
  }
}

/** The call a variant's lead is stored by: where it is held at the tap and sent. */
export function leadPathOf(definition: VariantDefinition): LeadPath {
  return LEAD_PATH_OF_DELIVERY[definition.delivery ?? 'post-lead'];
}

/** Everything that sends or re-sends a lead, fetched after the first paint so the tap never waits on a chunk. */
export function preloadLeadSending(): void {
  for (const load of [loadLeadClient, () => import('./after-submit')]) load().catch(() => undefined);
}
