import { lazy, Suspense } from 'react';
import type { MessageStep as MessageStepData } from '../../../variants/steps/step-catalogue';
import { localized } from '../../../machines/step-kinds';
import { color } from '../../ui/theme';
import { useFlow } from '../flow-words';
import { LoadFailureBoundary } from '../load-failure-boundary';
import { useServerRenderedFunnel } from '../native-form';
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
  // The page the server renders for a form post (no JavaScript) has the ending loaded: nothing would replace a
  // Suspense fallback there.
  const LoadedEnding = useServerRenderedFunnel()?.Ending;
  const byReason = step.endsByReason && outcome && !outcome.qualified;
  const ending = (Ending: typeof FunnelEnding | NonNullable<typeof LoadedEnding>, reason: string) => (
    <div data-part="ending" css={{ marginBottom: 20 }}>
      <Ending flow={flow} language={language} dqReason={reason} answers={answers ?? {}} otherwise={body} />
    </div>
  );
  return (
    <div>
      {!byReason ? (
        body
      ) : LoadedEnding ? (
        ending(LoadedEnding, outcome.dqReason)
      ) : (
        // Until its chunk is in, and should it never come, the screen's own words.
        <LoadFailureBoundary fallback={() => body}>
          <Suspense fallback={body}>{ending(FunnelEnding, outcome.dqReason)}</Suspense>
        </LoadFailureBoundary>
      )}
      <a href={step.link.href} css={{ color: color.navy, fontWeight: 700 }}>
        {localized(step.link.label, language)}
      </a>
    </div>
  );
}
