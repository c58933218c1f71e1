import type { ComponentType } from 'react';
import type { CatalogueStep, StepKind } from '../../variants/step-catalogue';
import type { StepProps } from './step-props';
import { ChoiceStep } from './steps/choice-step';
import { FieldsStep } from './steps/fields-step';
import { IntroStep } from './steps/intro-step';
import { MessageStep } from './steps/message-step';
import { MonthYearStep } from './steps/month-year-step';

type ComponentOf<K extends StepKind> = ComponentType<StepProps<Extract<CatalogueStep, { kind: K }>>>;

/** One component per step kind; a kind without one does not compile. */
export const STEP_COMPONENTS: { [K in StepKind]: ComponentOf<K> } = {
  intro: IntroStep,
  choice: ChoiceStep,
  'month-year': MonthYearStep,
  fields: FieldsStep,
  message: MessageStep,
};

export function StepView(props: StepProps) {
  const Component = STEP_COMPONENTS[props.step.kind] as ComponentType<StepProps>;
  return <Component {...props} />;
}
