import { normalized } from '../../guards/answers';
import type { VariantLeadRules } from '../../guards/lead-rules';
import type { VariantDefinition } from '../variant-definition';
import { buildLead, routedLead, type Lead, type LeadFacts } from './lead-builder';
import { variantLeadRules } from './variant-lead-rules';
import type { RoutingStateList } from '../routes/route-table';

/**
 * The submission half of the lead domain the funnel engine is handed (variants/registries/funnel-registries.ts): how the lead
 * is built and what its post's answer means. Apart from the guards and actions because only the last answer needs
 * it: the browser loads it after the survey's first paint (src/funnel/lead-code.ts).
 */

/** What the visitor is told after the post: the engine's FunnelOutcome. */
export interface SettledOutcome {
  qualified: boolean;
  dqReason: string;
  posted: boolean;
  lead: Lead;
}

/** What settling reads: the facts a lead is built from, and the lead already built, if any. */
export interface SettleFacts extends LeadFacts {
  lead: Lead | null;
}

/** The field the place is looked up by before the post. */
const PLACE_KEY_FIELD = 'zip_code';

/** The part of the post's answer the verdict reads; anything else (a failure, a stand-in) counts as no answer. */
function verdictOf(reply: unknown): { lead_is_qualified?: string; dq_reason?: string } | null {
  return reply !== null && typeof reply === 'object' ? reply : null;
}

/**
 * What the visitor is told after the post: the server's verdict when it answered, else the browser's own, on the
 * lead as the server stores it (state-routed, where that applies). A step that clears disqualification (the DUI
 * description) overrides both for the way out.
 */
export function settle(facts: SettleFacts, reply: unknown, leadRules: VariantLeadRules): SettledOutcome {
  const response = verdictOf(reply);
  const lead = routedLead(facts.lead ?? buildLead(facts, [], leadRules), leadRules);
  const cleared = normalized(facts.answers.disqualification_cleared) === 'yes';
  const verdict = response?.lead_is_qualified ?? lead.lead_is_qualified ?? 'no';
  const qualified = cleared || normalized(verdict) === 'yes';
  const dqReason = qualified ? '' : (response?.dq_reason ?? lead.dq_reason ?? '');
  return {
    qualified,
    dqReason,
    posted: response !== null,
    lead: { ...lead, lead_is_qualified: qualified ? 'yes' : 'no', dq_reason: dqReason },
  };
}

/** The submission of a variant on a route whose leads get `routingStateList`'s state-routed handling, if any. */
export function submissionRegistry(definition: VariantDefinition, routingStateList?: RoutingStateList) {
  const leadRules = variantLeadRules(definition, { routingStateList });
  return {
    placeKey: (answers: Readonly<Record<string, string>>) => answers[PLACE_KEY_FIELD] ?? '',
    buildLead: (facts: LeadFacts) => buildLead(facts, definition.offerRules, leadRules),
    settle: (facts: SettleFacts, reply: unknown) => settle(facts, reply, leadRules),
  };
}
