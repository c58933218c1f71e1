import type { ComponentType } from 'react';
import type { VariantDefinition } from '../../variants/variant-definition';
import type { StepKind } from '../../variants/steps/step-catalogue';
import { shownStep } from '../../machines/definition-language';
import { whenPageIdle } from '../ui/page-hydration';
import { lazyStep, type ComponentOf } from './lazy-step';
import type { StepProps } from './step-props';
import { ChoiceStep } from './steps/choice-step';
import { IntroStep } from './steps/intro-step';
import { MessageStep } from './steps/message-step';
import { MonthYearStep } from './steps/month-year-step';

/** The form step (the one-page survey, the first funnel, the ticket flow). */
const formStep = lazyStep<'form'>(() => import('./steps/form-step').then((module) => module.FormStep));
/**
 * The fields step (names, e-mail, phone, the description) with its checks, its e-mail hint and the consent: no
 * variant opens on it, so it stays off every survey's first load and is fetched once the page has loaded.
 */
const fieldsStep = lazyStep<'fields'>(() =>
  import('./steps/fields-step').then((module) => module.FieldsStep),
);
/** The one-to-one buyers step. */
const buyersStep = lazyStep<'buyers'>(() =>
  import('./steps/buyers-step').then((module) => module.BuyersStep),
);

const LAZY_STEPS: readonly [StepKind, { load: () => Promise<unknown>; isLoaded: () => boolean }][] = [
  ['form', formStep],
  ['fields', fieldsStep],
  ['buyers', buyersStep],
];

function afterHydration(load: () => Promise<unknown>): void {
  if (typeof window === 'undefined') void load().catch(() => undefined);
  else whenPageIdle(() => void load().catch(() => undefined));
}

/** Loads the components of the step kinds a variant shows that are not in the survey's own chunk. */
export async function loadStepKinds(definition: VariantDefinition): Promise<void> {
  const kinds = new Set(Object.keys(definition.steps).map((name) => shownStep(definition, name)?.kind));
  const first = shownStep(definition, definition.start)?.kind;
  for (const [kind, step] of LAZY_STEPS) {
    if (!kinds.has(kind) || step.isLoaded()) continue;
    if (kind === first) await step.load();
    else afterHydration(step.load);
  }
}

/** Every step kind's component loaded, for the tools and tests that render any step at once. */
export async function loadEveryStepKind(): Promise<void> {
  await Promise.all(LAZY_STEPS.map(([, step]) => step.load()));
}

/** One component per step kind; a kind without one does not compile. */
export const STEP_COMPONENTS: { [K in StepKind]: ComponentOf<K> } = {
  intro: IntroStep,
  choice: ChoiceStep,
  'month-year': MonthYearStep,
  fields: fieldsStep.Step,
  message: MessageStep,
  form: formStep.Step,
  buyers: buyersStep.Step,
};

export function StepView(props: StepProps) {
  const Component = STEP_COMPONENTS[props.step.kind] as ComponentType<StepProps>;
  return <Component {...props} />;
}
