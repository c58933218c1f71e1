import type { GuardName } from '../guards/funnel-guards';
import type { PartnerOfferPolicy } from '../guards/partner-offer';
import type { FlowTexts } from './flow-texts';
import type { CatalogueStep } from './step-catalogue';

/** Shared actions a transition may run (implemented once in variants/shared-actions.ts). */
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

export interface Transition<Step extends string = string> {
  to: Step;
  /** A named guard, or several that must all hold. Omitted on the fallback, which must come last. */
  when?: GuardName | readonly GuardName[];
  do?: readonly ActionName[];
  hooks?: readonly PageHookName[];
  /** The progress shown at `to` when it is reached this way, where the spec's table gives it per branch. */
  progress?: number;
}

export interface StepDefinition<Step extends string = string, Shown extends string = string> {
  /** The progress bar's value while this step is shown. Omit on every step to have it rise evenly to 100. */
  progress?: number;
  /**
   * The next step: a name, or guarded transitions tried in order, ending in a fallback without `when`. On a
   * submit step, the step shown once the post has settled instead of the thank-you page (an in-funnel thank you).
   */
  next?: Step | readonly Transition<Step>[];
  /** Answering this step ends the funnel and posts the lead. */
  submit?: true;
  /** Shown after the post settles: the funnel ends here, with no thank-you redirect. */
  final?: true;
  /**
   * On a submit step whose `next` ends the funnel on the page: show it only to a disqualified lead (the one-page
   * survey's disqualified screen); a qualified one goes to the thank-you page.
   */
  nextOnlyWhen?: 'disqualified';
  /** The `catalogue` entry shown, when it is not the step's own (a step worded for its flow: tickets, benefits). */
  shows?: Shown;
}

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
export interface VariantDefinition<Step extends string = string, Shown extends string = string> {
  /** The `data-variant` id. */
  id: string;
  /** A product-owner's name for the flow. */
  title: string;
  /**
   * The page's title and search description (`{site}` is the site's name), for a flow that is not about a car
   * accident; unset, the survey's own in the route's language. The variant index carries it to the route table.
   */
  meta?: VariantMeta;
  start: NoInfer<Step>;
  steps: Readonly<Record<Step, StepDefinition<NoInfer<Step>, NoInfer<Shown>>>>;
  /**
   * Every step this variant can show, by name (variants/steps/shared-steps.ts and its own): they load with the variant,
   * so a survey page ships only the steps of its own flow.
   */
  catalogue: Readonly<Record<Shown, CatalogueStep>>;
  /**
   * A flow that is not about a car accident (benefits, tickets): its own words around the question, which load
   * with the variant. Unset, the accident flow's (variants/screen-texts.ts).
   */
  texts?: FlowTexts;
  /** Where the lead goes: `post-lead` (the default), the lead ingestion service, or the ticket-flow ingest. */
  delivery?: 'post-lead' | 'ingest' | 'ticket';
  /** `stay`: a failed post returns the visitor to the last step to try again, instead of the thank-you page. */
  onFailedPost?: 'redirect' | 'stay';
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

type StepNamesOf<V extends { steps: object }> = Extract<keyof V['steps'], string>;
type ShownNamesOf<V extends { catalogue: object }> = Extract<keyof V['catalogue'], string>;

/**
 * Checks a definition against its own step and catalogue names, and keeps its literal type, so a variant built on
 * another one (v4 on v4nv) is checked against its own steps too.
 */
export function defineVariant<const V extends VariantDefinition<StepNamesOf<V>, ShownNamesOf<V>>>(
  definition: V,
): V {
  return definition;
}
