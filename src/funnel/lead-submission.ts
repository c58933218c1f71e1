import { localIsoDate } from '../../guards/dates';
import { partnerOfferUrl, type PartnerOfferPolicy } from '../../guards/partner-offer';
import { ticketLead } from '../../guards/ticket-rules';
import type { Lead } from '../../machines/funnel-types';
import type { PostLeadResponse } from '../../services/api/lead/lead-contract';
import { postLeadDirectly } from '../../services/direct-lead-post';
import { LEAD_PATH_OF_DELIVERY } from '../../services/held-leads';
import type { VariantDefinition } from '../../variants/variant-definition';

/**
 * What happens to the lead once the visitor taps the last button: it is built by the variant's lead rules (the
 * submission registry, here with the post so that both load as one), then on its way out of the browser it gets the
 * free-text verdicts the lead builder leaves to this moment (their word lists are too heavy for the first load), the
 * partner offer for a disqualified visitor, then the post. None of it is on a survey's first load: see
 * ./lead-code.ts for when it loads, and why the last answer waits for it.
 */

export { submissionRegistry } from '../../variants/registries/submission-registry';
const loadTextVerdicts = () => import('../../guards/text-verdicts');

/** Starts fetching the word lists early (on a step with fields), so the post never waits for them. */
export function preloadTextVerdicts(): void {
  loadTextVerdicts().catch(() => undefined);
}

/** bad_words, name_gibberish and name_bad_word as the server will derive them; is_gibberish stays the service's. */
export async function withTextVerdicts(lead: Lead): Promise<Lead> {
  try {
    const { textVerdicts } = await loadTextVerdicts();
    const { bad_words, name_gibberish, name_bad_word } = textVerdicts(lead, {
      descriptionIsGibberish: lead.is_gibberish === 'yes',
    });
    return { ...lead, bad_words, name_gibberish, name_bad_word };
  } catch {
    // A chunk that fails to load must not cost the lead: the server derives these anyway.
    return lead;
  }
}

/**
 * The lead client, loaded at the last step only: it carries the lead catalogue's normaliser, the outbox and the
 * lead calls, which nothing before the post needs.
 */
export const loadLeadClient = () => import('../../services/api/lead/lead-client');

/** The lead client, or null when its chunk cannot be had: the caller then posts directly. */
const leadClient = () => loadLeadClient().catch(() => null);

/**
 * Posts a funnel lead through the lead client to `path` (its call: `/post-lead` unless given), or straight with
 * fetch when the client's chunk cannot load.
 */
export async function sendLead(lead: Lead, path = '/post-lead'): Promise<PostLeadResponse> {
  const client = await leadClient();
  if (!client) return postLeadDirectly<PostLeadResponse>(path, lead);
  const call = [client.ingestCall, client.ticketLeadCall].find((each) => each.path === path);
  return client.postLead(lead, call ? { call } : {}) as Promise<PostLeadResponse>;
}

/**
 * The page's report of the consent tap (consent-view.ts), posted beside the lead's fields for its receipt; none
 * when no last step measured one (its chunk is loaded by then) or it cannot load.
 */
async function consentTap(): Promise<Record<string, string>> {
  try {
    const { consentTapFields } = await import('./consent-view');
    return consentTapFields();
  } catch {
    return {};
  }
}

export interface LeadSubmissionOptions {
  partnerOffer: PartnerOfferPolicy | undefined;
  partnerOfferTemplate: string;
  open?: (url: string) => void;
  post?: (lead: Lead) => Promise<PostLeadResponse>;
}

export function createLeadSubmission(options: LeadSubmissionOptions) {
  const open = options.open ?? ((url: string) => window.open(url, '_blank', 'noopener'));
  const post = options.post ?? ((lead: Lead) => sendLead(lead));
  return async (lead: Lead): Promise<PostLeadResponse> => {
    const offer = partnerOfferUrl(lead, {
      policy: options.partnerOffer,
      template: options.partnerOfferTemplate,
    });
    if (offer) open(offer);
    return post({ ...(await withTextVerdicts(lead)), ...(await consentTap()) });
  };
}

/**
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

/** The post the machine invokes for a variant's lead: its `delivery` names the call. */
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
