import type { ComponentType } from 'react';
import type { VariantDefinition } from '../../variants/definition';
import type { CatalogueStep, FormStep as FormStepData, StepKind } from '../../variants/step-catalogue';
import { shownStep } from '../../variants/step-catalogue';
import type { StepProps } from './step-props';
import { ChoiceStep } from './steps/choice-step';
import { FieldsStep } from './steps/fields-step';
import { IntroStep } from './steps/intro-step';
import { MessageStep } from './steps/message-step';
import { MonthYearStep } from './steps/month-year-step';

type ComponentOf<K extends StepKind> = ComponentType<StepProps<Extract<CatalogueStep, { kind: K }>>>;

/**
 * The form step is its own chunk: only the pages whose variant has one load it, before they render (see
 * `loadStepKinds`), so the other surveys' first load does not grow.
 */
let LoadedFormStep: ComponentOf<'form'> | null = null;

function FormStep(props: StepProps<FormStepData>) {
  if (!LoadedFormStep) throw new Error('The form step renders only after loadStepKinds()');
  return <LoadedFormStep {...props} />;
}

/** Loads the components of the step kinds a variant shows that are not in the survey's own chunk. */
export async function loadStepKinds(definition: VariantDefinition): Promise<void> {
  const kinds = new Set(Object.keys(definition.steps).map((name) => shownStep(definition, name)?.kind));
  if (kinds.has('form') && !LoadedFormStep) LoadedFormStep = (await import('./steps/form-step')).FormStep;
}

/** One component per step kind; a kind without one does not compile. */
export const STEP_COMPONENTS: { [K in StepKind]: ComponentOf<K> } = {
  intro: IntroStep,
  choice: ChoiceStep,
  'month-year': MonthYearStep,
  fields: FieldsStep,
  message: MessageStep,
  form: FormStep,
};

export function StepView(props: StepProps) {
  const Component = STEP_COMPONENTS[props.step.kind] as ComponentType<StepProps>;
  return <Component {...props} />;
}
