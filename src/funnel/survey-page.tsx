import { useMemo } from 'react';
import type { VariantDefinition } from '../../variants/definition';
import type { SurveyRoute } from '../../variants/route-table';
import { useSiteConfig } from '../ui/site-config';
import { loadBelowTheFoldForPrerender } from './below-the-fold-slot';
import { browserMachine } from './browser-machine';
import { FlowTextsProvider } from './flow-words';
import { FunnelRunner } from './funnel-runner';
import { useServerRenderedFunnel } from './native-form';
import { loadStepKinds } from './step-registry';
import { SurveyFlagsProvider, usePageFlags } from './survey-flags';
import { SurveyFlagsStyle } from './survey-flags-style';
import { loadSurveyHeaderForPrerender } from './survey-header-slot';
import { useResumeChoice } from './use-resume-choice';

/** What a survey page needs before it renders: the components of step kinds kept out of the survey's chunk. */
export async function prepareSurvey(definition: VariantDefinition): Promise<void> {
  await Promise.all([
    loadStepKinds(definition),
    loadBelowTheFoldForPrerender(),
    loadSurveyHeaderForPrerender(),
  ]);
}

/**
 * A survey route: runs its variant's machine, resuming a funnel this tab already started, or, at the visitor's
 * choice, one this device kept from another tab or day.
 */
export function SurveyPage({ definition, route }: { definition: VariantDefinition; route: SurveyRoute }) {
  const { partnerOfferUrl, dateOfBirthStates } = useSiteConfig();
  const flags = usePageFlags(route.flags);
  const machine = useMemo(
    () => browserMachine(definition, route, partnerOfferUrl, dateOfBirthStates),
    [definition, route, partnerOfferUrl, dateOfBirthStates],
  );
  const { resume, offer, settle } = useResumeChoice(route.path, definition);
  // A page the server renders for a form post runs the funnel from where the post left it.
  const snapshot = useServerRenderedFunnel()?.snapshot ?? resume.snapshot;
  return (
    <SurveyFlagsProvider value={flags}>
      {/* Outside the runner, which mounts afresh when a funnel resumes: the browser renders this element empty. */}
      <SurveyFlagsStyle />
      {offer && (
        <offer.Prompt
          language={route.language}
          onContinue={() => settle(offer.snapshot, false)}
          onStartOver={() => settle(null, true)}
          onDismiss={() => settle(null, false)}
        />
      )}
      <FlowTextsProvider texts={definition.texts}>
        <FunnelRunner
          key={snapshot ? 'resumed' : 'fresh'}
          machine={machine}
          definition={definition}
          route={route}
          snapshot={snapshot}
          persist={resume.checked}
          flags={flags}
        />
      </FlowTextsProvider>
    </SurveyFlagsProvider>
  );
}
