import { normalized } from '../guards/answers';
import { FUNNEL_GUARDS, type GuardName } from '../guards/funnel-guards';
import type { VariantLeadRules } from '../guards/lead-rules';
import type { ActionName, VariantDefinition } from './definition';
import { buildLead, routedLead, type Lead, type LeadFacts } from './lead-builder';
import { variantLeadRules } from './lead-rules';
import type { RoutingStateList } from './route-table';
import { SHARED_ACTIONS } from './shared-actions';

/**
 * The lead domain, handed to the funnel engine (machines/create-funnel-machine.ts) by whoever builds a machine:
 * the survey page, the tests, the diagram export. The engine names guards and actions and sequences the post; what
 * they mean is here. The types are written out rather than imported from machines/ (variants/ is data and does
 * not import the engine); they fit the engine's `FunnelRegistries` by shape.
 */

/** What the page knows that a guard or an action may read (the engine's FunnelInput has it). */
interface PageFacts {
  today: string;
  language: 'en' | 'es';
  combinedLastStep: boolean;
  visitorState: string;
}

type Answers = Readonly<Record<string, string>>;

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

export interface RegistryOptions {
  /** The route's routing-state list, when its leads get the state-routed special handling. */
  routingStateList?: RoutingStateList | undefined;
  /** States whose visitors are asked their date of birth (the site's configuration; none by default). */
  dateOfBirthStates?: readonly string[] | undefined;
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

/** The guards, actions and submission of a variant on a route. */
export function funnelRegistries(definition: VariantDefinition, options: RegistryOptions = {}) {
  const leadRules = variantLeadRules(definition, options);
  const dateOfBirthStates = options.dateOfBirthStates ?? [];
  const guards = Object.fromEntries(
    (Object.keys(FUNNEL_GUARDS) as GuardName[]).map((name) => [
      name,
      (answers: Answers, page: PageFacts) =>
        FUNNEL_GUARDS[name]({
          answers,
          today: page.today,
          language: page.language,
          combinedLastStep: page.combinedLastStep,
          visitorState: page.visitorState,
          dateOfBirthStates,
        }),
    ]),
  ) as Record<GuardName, (answers: Answers, page: PageFacts) => boolean>;
  const actions = Object.fromEntries(
    (Object.keys(SHARED_ACTIONS) as ActionName[]).map((name) => [
      name,
      (answers: Answers, page: PageFacts) => SHARED_ACTIONS[name](answers, page.today),
    ]),
  ) as Record<ActionName, (answers: Answers, page: PageFacts) => Record<string, string>>;
  const submission = {
    placeKey: (answers: Answers) => answers[PLACE_KEY_FIELD] ?? '',
    buildLead: (facts: LeadFacts) => buildLead(facts, definition.offerRules, leadRules),
    settle: (facts: SettleFacts, reply: unknown) => settle(facts, reply, leadRules),
  };
  return { guards, actions, submission };
}
