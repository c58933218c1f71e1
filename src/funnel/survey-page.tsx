import { useEffect, useMemo } from 'react';
import { RESUMING_ATTRIBUTE } from '../../services/resume-marker';
import type { VariantDefinition } from '../../variants/variant-definition';
import type { SurveyRoute } from '../../variants/routes/route-table';
import { readSiteConfig, useSiteConfig } from '../ui/site-config';
import { browserMachine } from './browser-machine';
import { FlowTextsProvider } from './flow-words';
import { FunnelRunner } from './funnel-runner';
import { useServerRenderedFunnel } from './native-form';
import { loadStepKinds } from './step-registry';
import { SurveyFlagsProvider, usePageFlags } from './survey-flags';
import { SurveyFrame, prepareSurveyFrame } from './survey-layout';
import { nothingStored, useResumeChoice } from './use-resume-choice';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * What a survey page needs before it renders: the components of step kinds kept out of the survey's chunk; for
 * the prerender, the parts that hydrate later. In the browser the machine is built too, each in a task of its own,
 * so no part of the work before hydration is one long task.
 */
export async function prepareSurvey(definition: VariantDefinition, route?: SurveyRoute): Promise<void> {
  if (typeof window === 'undefined') {
    await Promise.all([loadStepKinds(definition), prepareSurveyFrame()]);
    return;
  }
  await loadStepKinds(definition);
  if (!route) return;
  await nextTask();
  const { partnerOfferUrl, dateOfBirthStates } = readSiteConfig(document);
  browserMachine(definition, route, partnerOfferUrl, dateOfBirthStates);
  await nextTask();
  // The page's first look at its storage opens it, several milliseconds on a phone: here, not inside hydration.
  nothingStored(route.path, definition);
  await nextTask();
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
  // The resumed step is shown (or there was none to resume): the first question may paint now.
  useEffect(() => {
    if (resume.checked)
      document.querySelector(`[${RESUMING_ATTRIBUTE}]`)?.removeAttribute(RESUMING_ATTRIBUTE);
  }, [resume.checked]);
  // A page the server renders for a form post runs the funnel from where the post left it.
  const snapshot = useServerRenderedFunnel()?.snapshot ?? resume.snapshot;
  return (
    <FlowTextsProvider texts={definition.texts}>
      <SurveyFrame variant={definition.id} flags={flags} language={route.language}>
        {/* The flags' context sits below the frame: a change above a part that has not hydrated renders it afresh. */}
        <SurveyFlagsProvider value={flags}>
          {offer && (
            <offer.Prompt
              language={route.language}
              onContinue={() => settle(offer.snapshot, false)}
              onStartOver={() => settle(null, true)}
              onDismiss={() => settle(null, false)}
            />
          )}
          <FunnelRunner
            key={snapshot ? 'resumed' : 'fresh'}
            machine={machine}
            definition={definition}
            route={route}
            snapshot={snapshot}
            persist={resume.checked}
            flags={flags}
          />
        </SurveyFlagsProvider>
      </SurveyFrame>
    </FlowTextsProvider>
  );
}
