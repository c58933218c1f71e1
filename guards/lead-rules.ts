import { isYes, normalized, yesNo, type Answers } from './answers';
import { mergeFields, withoutFields } from './field-maps';
import { DERIVED_FIELDS, deriveLeadFields } from './lead-derivation';
import { passesFundingRule } from './qualification';
import { STATE_ROUTING_FIELDS, stateRoutingChanges, type RoutingStateListName } from './state-routing';
import type { StatuteYearsReader } from './statute-of-limitations';
import type { TextVerdicts } from './text-verdicts';

/**
 * The rules a lead's variant (and route) add to the derived flags. The browser builds its lead with them and
 * the server decides the stored lead with them, from the same facts: what the variant asks, and the route's
 * routing-state list.
 */
export interface VariantLeadRules {
  /** The variant asks for a description; without one, enough_words is empty and counts for nothing. */
  descriptionAsked: boolean;
  /** The state-routed special handling applies for states in this list. */
  routingStateList?: RoutingStateListName;
  /** The DUI description clears disqualification (the longer funnel). */
  duiDescriptionClears: boolean;
  /** Fields the variant's post leaves out. */
  omittedFields: readonly string[];
  /** Fields the variant's steps (and step actions) fill: the landing URL never fills them (docs/rules.md). */
  askedFields: readonly string[];
  /** A flow's own rule instead of the accident rules: the answers that disqualify, in order ([field, value]). */
  disqualifyingAnswers?: readonly (readonly [field: string, value: string])[];
}

/** A lead whose route is not known: every rule of the primary qualification, nothing special. */
export const DEFAULT_LEAD_RULES: VariantLeadRules = {
  descriptionAsked: true,
  duiDescriptionClears: false,
  omittedFields: [],
  askedFields: [],
};

export const FUNDING_QUALIFIED = 'funding_qualified';

/**
 * Every field the server decides itself: a value for one of these from the browser, or from the landing
 * page's query, is never trusted, only kept beside the lead as a claim.
 */
export const SERVER_DECIDED_FIELDS: readonly string[] = [
  ...DERIVED_FIELDS,
  FUNDING_QUALIFIED,
  ...STATE_ROUTING_FIELDS,
  'ip_address',
  'user_agent',
];

/** The longer funnel's DUI branch: at fault, with pending DUI charges, and the DUI description given. */
export function gaveDuiDescription(lead: Answers): boolean {
  return isYes(lead.at_Fault) && isYes(lead.pending_dui_charges) && normalized(lead.case_description) !== '';
}

export interface LeadRuleOutcome {
  /** The derived fields, under the variant's rules. */
  fields: Record<string, string>;
  /** The state-routed changes, made last (they rewrite the offer and the dates); empty when it does not apply. */
  routing: Record<string, string>;
  /** Fields the lead must not carry. */
  removed: string[];
}

/**
 * The derived flags of a lead under its variant's rules (docs/design.md, "The lead rules"): the description
 * rule, the state-routed special handling (whose partial-fault answer counts toward qualification), the DUI
 * description clearing disqualification, the funding rule for leads that answered the funding questions, and
 * the fields the variant's post leaves out.
 */
export function applyLeadRules(
  lead: Answers,
  rules: VariantLeadRules,
  today: string,
  verdicts: Partial<TextVerdicts>,
  /** The statute table the server was told to read (docs/state-rules.md); the browser reads the product's. */
  statuteYears?: StatuteYearsReader,
): LeadRuleOutcome {
  // Left out before anything is derived, so the browser and the server read the same lead.
  const answers: Answers =
    rules.omittedFields.length > 0 ? withoutFields(lead, new Set(rules.omittedFields)) : lead;
  const derive = (facts: Answers) =>
    deriveLeadFields(facts, facts.state ?? '', today, verdicts, {
      descriptionAsked: rules.descriptionAsked,
      statuteYears,
    });

  let derived = derive(answers);
  const routing = rules.routingStateList
    ? { ...stateRoutingChanges(mergeFields(answers, derived), rules.routingStateList) }
    : {};
  if (routing.at_Fault !== undefined) derived = derive(mergeFields(answers, { at_Fault: routing.at_Fault }));

  const fields: Record<string, string> = { ...derived };
  if (rules.disqualifyingAnswers) {
    const failed = rules.disqualifyingAnswers.find(([field, value]) => normalized(answers[field]) === value);
    fields.dq_reason = failed ? failed.join('|') : '';
    fields.lead_is_qualified = yesNo(!failed);
  }
  if (rules.duiDescriptionClears && gaveDuiDescription(answers)) {
    fields.lead_is_qualified = 'yes';
    fields.dq_reason = '';
  }
  const removed: string[] = [...rules.omittedFields];
  if (normalized(answers.interested_in_psf) !== '') {
    fields[FUNDING_QUALIFIED] = yesNo(passesFundingRule(answers));
  } else {
    removed.push(FUNDING_QUALIFIED);
  }
  if (Object.keys(routing).length === 0) removed.push(...STATE_ROUTING_FIELDS);
  return { fields, routing, removed };
}
