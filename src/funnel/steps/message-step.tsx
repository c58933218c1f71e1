import type { MessageStep as MessageStepData } from '../../../variants/step-catalogue';
import { localized } from '../../../variants/step-catalogue';
import { color } from '../../ui/theme';
import type { StepProps } from '../step-props';

/** A screen with nothing to answer: the funnel has ended and says what happens next. */
export function MessageStep({ step, language }: StepProps<MessageStepData>) {
  return (
    <div>
      <ol css={{ margin: '0 0 20px', paddingLeft: 22, lineHeight: 1.5, '& li': { marginBottom: 8 } }}>
        {step.body.map((line) => (
          <li key={line.en}>{localized(line, language)}</li>
        ))}
      </ol>
      <a href={step.link.href} css={{ color: color.navy, fontWeight: 700 }}>
        {localized(step.link.label, language)}
      </a>
    </div>
  );
}
