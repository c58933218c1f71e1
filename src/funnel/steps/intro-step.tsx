import type { IntroStep as IntroStepData } from '../../../variants/steps/step-catalogue';
import { localized } from '../../../machines/step-kinds';
import { StepForm } from '../native-form';
import type { StepProps } from '../step-props';
import { PrimaryButton } from './step-controls';

export function IntroStep({ step, language, onAnswer }: StepProps<IntroStepData>) {
  return (
    <StepForm>
      <PrimaryButton
        type="submit"
        data-action="next"
        onClick={(event) => {
          event.preventDefault();
          onAnswer({});
        }}
      >
        {localized(step.button, language)}
      </PrimaryButton>
    </StepForm>
  );
}
