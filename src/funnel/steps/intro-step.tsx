import type { IntroStep as IntroStepData } from '../../../variants/step-catalogue';
import { localized } from '../../../variants/step-catalogue';
import type { StepProps } from '../step-props';
import { PrimaryButton } from './step-controls';

export function IntroStep({ step, language, onAnswer }: StepProps<IntroStepData>) {
  return (
    <PrimaryButton type="button" data-action="next" onClick={() => onAnswer({})}>
      {localized(step.button, language)}
    </PrimaryButton>
  );
}
