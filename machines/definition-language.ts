import type { CatalogueStep } from './step-kinds';

/**
 * The language a flow is written in: its steps, each with its next step or guarded transitions, and the catalogue
 * of what each step shows (step-kinds.ts). The engine compiles a definition in this language into a statechart
 * (create-funnel-machine.ts) and draws it (flow-svg.ts); the product writes its flows in it (variants/).
 *
 * A transition names guards, actions and page hooks, and which names exist is the product's business: the engine
 * only checks that each name it meets has an implementation in the registries its caller hands it. So the
 * language takes the names as one type parameter, `Names`, which the product binds once to its own guards,
 * actions and hooks (variants/variant-definition.ts), and which the engine leaves at any string. A definition the
 * product writes is then checked against the product's names, and the engine compiles it without knowing them.
 */
export interface FlowNames {
  guard: string;
  action: string;
  /** Side effects that belong to the page, not the funnel: the machine names them, the page runs them. */
  hook: string;
}

export interface Transition<Step extends string = string, Names extends FlowNames = FlowNames> {
  to: Step;
  /** A named guard, or several that must all hold. Omitted on the fallback, which must come last. */
  when?: Names['guard'] | readonly Names['guard'][];
  do?: readonly Names['action'][];
  hooks?: readonly Names['hook'][];
  /** The progress shown at `to` when it is reached this way, where it differs by branch. */
  progress?: number;
}

export interface StepDefinition<
  Step extends string = string,
  Shown extends string = string,
  Names extends FlowNames = FlowNames,
> {
  /** The progress bar's value while this step is shown. Omit on every step to have it rise evenly to 100. */
  progress?: number;
  /**
   * The next step: a name, or guarded transitions tried in order, ending in a fallback without `when`. On a
   * submit step, the step shown once the post has settled instead of the thank-you page (an in-funnel thank you).
   */
  next?: Step | readonly Transition<Step, Names>[];
  /** Answering this step ends the funnel and posts the lead. */
  submit?: true;
  /** Shown after the post settles: the funnel ends here, with no thank-you redirect. */
  final?: true;
  /**
   * On a submit step whose `next` ends the funnel on the page: show it only to a disqualified lead (a disqualified
   * screen); a qualified one goes to the thank-you page.
   */
  nextOnlyWhen?: 'disqualified';
  /** The `catalogue` entry shown, when it is not the step's own (a step worded for its flow). */
  shows?: Shown;
}

/**
 * What the engine reads of a flow. `Step` is its step names and `Shown` its catalogue's, so a transition to a step
 * the flow does not define, or a `shows` naming a step it does not carry, fails the type check; `Screen` is what
 * a catalogue entry is (the product's step kinds, bound to its field rules).
 */
export interface FlowDefinition<
  Step extends string = string,
  Shown extends string = string,
  Names extends FlowNames = FlowNames,
  Screen extends CatalogueStep = CatalogueStep,
> {
  /** The statechart's id (the `data-variant` of a survey page). */
  id: string;
  /** A product-owner's name for the flow. */
  title: string;
  start: NoInfer<Step>;
  steps: Readonly<Record<Step, StepDefinition<NoInfer<Step>, NoInfer<Shown>, Names>>>;
  /**
   * Every step this flow can show, by name: they load with the flow, so a page ships only the steps of its own
   * flow.
   */
  catalogue: Readonly<Record<Shown, Screen>>;
  /** `stay`: a failed post returns the visitor to the last step to try again, instead of the thank-you page. */
  onFailedPost?: 'redirect' | 'stay';
}

/** A definition's step names and catalogue names, for a `define…` function that checks a flow against its own. */
export type StepNamesOf<V extends { steps: object }> = Extract<keyof V['steps'], string>;
export type ShownNamesOf<V extends { catalogue: object }> = Extract<keyof V['catalogue'], string>;

/**
 * The catalogue entry a flow's step shows: its own name's, or the one it `shows` (worded for its flow), from the
 * steps the flow carries. Each flow carries its own, so a page loads only the steps it can show.
 */
export function shownStep<Screen>(
  definition: {
    steps: Readonly<Record<string, { shows?: string }>>;
    catalogue: Readonly<Record<string, Screen>>;
  },
  name: string,
): Screen | undefined {
  const shown = definition.steps[name]?.shows ?? name;
  return definition.catalogue[shown];
}
