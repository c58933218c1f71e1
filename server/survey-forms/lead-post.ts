import { normalizeLead, type LeadIssue, type NormalizedLead } from '../../guards/lead-normalization';
import { textVerdicts } from '../../guards/text-verdicts';
import { ticketLead } from '../../guards/ticket-rules';
import type { Lead } from './native-funnel';
import type { VariantDefinition } from '../../variants/variant-definition';
import type { LeadArrival, LeadIntake } from '../lead-intake';

/**
 * The post a funnel's machine invokes when it runs on the server: the lead it built goes into the same intake as
 * the browser's post to `/post-lead` (or `/ticket-lead`, or `/ingest`, as the variant's `delivery` says), with the
 * free-text verdicts the browser adds before it posts, and answers as that call answers: the server's own verdict.
 * A lead that cannot be stored is a failed post, so the visitor is shown their step again rather than thanked.
 */
export interface ServerLeadPostOptions {
  definition: VariantDefinition;
  intake: LeadIntake;
  arrival: LeadArrival;
  today: string;
  /** Problems the intake records with the lead besides its own (a page signed with another key). */
  issues?: readonly LeadIssue[];
}

export interface LeadVerdict {
  id: string;
  lead_is_qualified: 'yes' | 'no';
  dq_reason: string;
}

function withTextVerdicts(lead: Lead): Lead {
  const { bad_words, name_gibberish, name_bad_word } = textVerdicts(lead, {
    descriptionIsGibberish: lead.is_gibberish === 'yes',
  });
  return { ...lead, bad_words, name_gibberish, name_bad_word };
}

export function serverLeadPost({ definition, intake, arrival, today, issues = [] }: ServerLeadPostOptions) {
  const normalized = (lead: Lead, requireLeadId: boolean): NormalizedLead => {
    const read = normalizeLead(lead, { requireLeadId });
    if (read.refusals.length > 0) throw new Error(`The lead cannot be stored: ${read.refusals[0]!.field}`);
    return { ...read, issues: [...read.issues, ...issues] };
  };
  return async (lead: Lead): Promise<LeadVerdict> => {
    const saved =
      definition.delivery === 'ingest'
        ? await intake['/ingest'](normalized(lead, false), arrival)
        : definition.delivery === 'ticket'
          ? await intake['/ticket-lead'](normalized(ticketLead(withTextVerdicts(lead), today), true), arrival)
          : await intake['/post-lead'](normalized(withTextVerdicts(lead), true), arrival);
    return {
      id: saved.stored.id,
      lead_is_qualified: saved.stored.lead.lead_is_qualified === 'yes' ? 'yes' : 'no',
      dq_reason: saved.stored.lead.dq_reason ?? '',
    };
  };
}
