import type { GuardName } from '../guards/funnel-guards';

/** Shared actions a transition may run (implemented once in machines/shared-actions.ts). */
export type ActionName = 'noteDriverIdentified' | 'noteUninsuredMotoristCoverage';

export interface Transition {
  to: string;
  /** A named guard, or several that must all hold. Omitted on the fallback, which must come last. */
  when?: GuardName | readonly GuardName[];
  do?: readonly ActionName[];
}

export interface StepDefinition {
  /** The progress bar's value while this step is shown. Omit on every step to have it rise evenly to 100. */
  progress?: number;
  /** The next step: a name, or guarded transitions tried in order, ending in a fallback without `when`. */
  next?: string | readonly Transition[];
  /** Answering this step ends the funnel and posts the lead. */
  submit?: true;
}

export interface VariantDefinition {
  /** The `data-variant` id. */
  id: string;
  /** A product-owner's name for the flow. */
  title: string;
  start: string;
  steps: Readonly<Record<string, StepDefinition>>;
}

export function defineVariant<const V extends VariantDefinition>(definition: V): V {
  return definition;
}
