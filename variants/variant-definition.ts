import type { GuardName } from '../guards/funnel-guards';
import type { PartnerOfferPolicy } from '../guards/partner-offer';
import type {
  FlowDefinition,
  ShownNamesOf,
  StepDefinition,
  StepNamesOf,
  Transition,
} from '../machines/definition-language';
import type { FlowTexts } from './texts/flow-texts';
import type { CatalogueStep } from './steps/step-catalogue';

/*
 * A variant is a flow in the engine's definition language (machines/definition-language.ts) with the product
 * bound in: its transitions name the product's guards (guards/funnel-guards.ts), shared actions and page hooks,
 * its catalogue holds the product's step kinds, and it carries what the lead needs beyond the flow (its delivery,
 * offers, partner offer, the fields its post leaves out). The engine reads only the flow.
 */

/** Shared actions a transition may run (implemented once in variants/registries/shared-actions.ts). */
export type ActionName =
  | 'noteDriverIdentified'
  | 'noteUninsuredMotoristCoverage'
  | 'setCarAccident'
  | 'estimateDateFromTimeframe'
  | 'clearDisqualification';

/**
 * Page hooks a transition may fire: side effects that belong to the page, not the funnel (a third-party pixel
 * script, the lead-platform mapping call). The machine only names them; the survey page runs them, and a pixel
 * does nothing unless its script is configured.
 */
export type PageHookName = 'adPixel' | 'identityPixel' | 'injuryPixel' | 'ticketPixel' | 'leadMappings';

/** The names a variant's transitions may use. */
export interface LeadFlowNames {
  guard: GuardName;
  action: ActionName;
  hook: PageHookName;
}

export type VariantTransition<Step extends string = string> = Transition<Step, LeadFlowNames>;
export type VariantStep<Step extends string = string, Shown extends string = string> = StepDefinition<
  Step,
  Shown,
  LeadFlowNames
>;

export interface VariantMeta {
  title: string;
  description: string;
}

/** An offer that replaces the route's oid and affid when an answer (or the landing query) says so. */
export interface OfferRule {
  /** The lead field that, when yes, moves the lead to this offer. */
  field: string;
  oid: string;
  affid: string;
}

/**
 * `Step` is the variant's step names and `Shown` its catalogue's: `defineVariant` infers both, so a transition
 * to a step the variant does not define, or a `shows` naming a step it does not carry, fails the type check.
 */
export interface VariantDefinition<
  Step extends string = string,
  Shown extends string = string,
> extends FlowDefinition<Step, Shown, LeadFlowNames, CatalogueStep> {
  /**
   * The page's title and search description (`{site}` is the site's name), for a flow that is not about a car
   * accident; unset, the survey's own in the route's language. The variant index carries it to the route table.
   */
  meta?: VariantMeta;
  /**
   * A flow that is not about a car accident (benefits, tickets): its own words around the question, which load
   * with the variant. Unset, the accident flow's (variants/texts/screen-texts.ts).
   */
  texts?: FlowTexts;
  /** Where the lead goes: `post-lead` (the default), the lead ingestion service, or the ticket-flow ingest. */
  delivery?: 'post-lead' | 'ingest' | 'ticket';
  offerRules?: readonly OfferRule[];
  /** Which disqualified leads see the partner offer (guards/partner-offer.ts); `always` when omitted. */
  partnerOffer?: PartnerOfferPolicy;
  /** Fields this variant's lead post leaves out (the spec's call table: lawyer_redirect_reason in one variant). */
  omittedFields?: readonly string[];
  /**
   * A flow with a rule of its own instead of the accident rules (the benefits flow): the answers that disqualify,
   * in order, each as [field, value]; the reason is `field|value`. Unset, the accident rules decide.
   */
  disqualifyingAnswers?: readonly (readonly [field: string, value: string])[];
}

/**
 * A catalogue step's English words as a variant's own (`npm run flows:import` writes them when an owner edits them
 * in the Stately editor): its question, and its answers' labels by answer. Other languages stay as they were.
 */
export interface OwnWords {
  question?: string;
  labels?: Readonly<Record<string, string>>;
}

/**
 * A catalogue entry in a variant's own English words, for the variant's catalogue under a name of its own (the
 * entry's name and the variant's, `AtFaultV4nv`), which the step `shows`: two catalogues never carry different
 * entries under one name.
 */
export function inOwnWords<Entry extends CatalogueStep>(entry: Entry, words: OwnWords): Entry {
  const question = words.question === undefined ? entry.question : { ...entry.question, en: words.question };
  const labels = words.labels;
  if (entry.kind !== 'choice' || labels === undefined) return { ...entry, question };
  const options = entry.options.map((option) => {
    const label = labels[option.answer];
    return label === undefined ? option : { ...option, label: { ...option.label, en: label } };
  });
  return { ...entry, question, options };
}

/**
 * Checks a definition against its own step and catalogue names, and keeps its literal type, so a variant built on
 * another one (v4 on v4nv) is checked against its own steps too.
 */
export function defineVariant<const V extends VariantDefinition<StepNamesOf<V>, ShownNamesOf<V>>>(
  definition: V,
): V {
  return definition;
}
