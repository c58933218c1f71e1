import { lazy, Suspense } from 'react';
import type { MessageStep as MessageStepData } from '../../../variants/step-catalogue';
import { localized } from '../../../variants/step-catalogue';
import { color } from '../../ui/theme';
import { useFlow } from '../flow-words';
import { LoadFailureBoundary } from '../load-failure-boundary';
import type { StepProps } from '../step-props';

const FunnelEnding = lazy(() =>
  import('../funnel-ending').then((module) => ({ default: module.FunnelEnding })),
);

/** A screen with nothing to answer: the funnel has ended and says what happens next. */
export function MessageStep({ step, language, outcome, answers }: StepProps<MessageStepData>) {
  const flow = useFlow();
  const body = (
    <ol css={{ margin: '0 0 20px', paddingLeft: 22, lineHeight: 1.5, '& li': { marginBottom: 8 } }}>
      {step.body.map((line) => (
        <li key={line.en}>{localized(line, language)}</li>
      ))}
    </ol>
  );
  const byReason = step.endsByReason && outcome && !outcome.qualified;
  return (
    <div>
      {byReason ? (
        // Until its chunk is in, and should it never come, the screen's own words.
        <LoadFailureBoundary fallback={() => body}>
          <Suspense fallback={body}>
            <div data-part="ending" css={{ marginBottom: 20 }}>
              <FunnelEnding
                flow={flow}
                language={language}
                dqReason={outcome.dqReason}
                answers={answers ?? {}}
                otherwise={body}
              />
            </div>
          </Suspense>
        </LoadFailureBoundary>
      ) : (
        body
      )}
      <a href={step.link.href} css={{ color: color.navy, fontWeight: 700 }}>
        {localized(step.link.label, language)}
      </a>
    </div>
  );
}
