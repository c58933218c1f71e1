import { lazy, Suspense, type ComponentType } from 'react';
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
 * The form step is its own chunk, so the surveys without one never load it. A variant that opens on a form loads it
 * before it renders (see `loadStepKinds`); one that reaches a form later loads it once the page has loaded, off its
 * first load, and shows it from then on (a resumed visit that lands on the form waits for it in Suspense).
 */
let LoadedFormStep: ComponentOf<'form'> | null = null;

function loadFormStep(): Promise<{ default: ComponentOf<'form'> }> {
  return import('./steps/form-step').then(({ FormStep: loaded }) => {
    LoadedFormStep = loaded;
    return { default: loaded };
  });
}

const LazyFormStep = lazy(loadFormStep);

function FormStep(props: StepProps<FormStepData>) {
  if (LoadedFormStep) return <LoadedFormStep {...props} />;
  return (
    <Suspense fallback={null}>
      <LazyFormStep {...props} />
    </Suspense>
  );
}

function afterPageLoad(load: () => Promise<unknown>): void {
  const start = () => void load().catch(() => undefined);
  if (typeof document === 'undefined' || document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/** Loads the components of the step kinds a variant shows that are not in the survey's own chunk. */
export async function loadStepKinds(definition: VariantDefinition): Promise<void> {
  const kinds = new Set(Object.keys(definition.steps).map((name) => shownStep(definition, name)?.kind));
  if (!kinds.has('form') || LoadedFormStep) return;
  if (shownStep(definition, definition.start)?.kind === 'form') await loadFormStep();
  else afterPageLoad(loadFormStep);
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
