import styled from '@emotion/styled';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Snapshot } from 'xstate';
import { localIsoDate } from '../../guards/dates';
import { thankYouQuery, thankYouUrl } from '../../guards/thank-you-query';
import { ticketLead } from '../../guards/ticket-rules';
import {
  DONE,
  createFunnelMachine,
  provideCalls,
  type FunnelMachine,
} from '../../machines/create-funnel-machine';
import type { FunnelOutcome } from '../../machines/funnel-types';
import type { PageHookName } from '../../variants/definition';
import type { Lead, PostLeadResponse } from '../../machines/funnel-types';
import { INGEST_PATH } from '../../services/lead-paths';
import { TICKET_LEAD_PATH } from '../../services/ticket-contract';
import { lookUpZip } from '../../services/zip-client';
import type { VariantDefinition } from '../../variants/definition';
import { SURVEY_TEXTS } from '../../variants/messages';
import { skipsIntro, type SurveyRoute } from '../../variants/route-table';
import { localized, shownStep } from '../../variants/step-catalogue';
import { HydrateLater } from '../ui/hydrate-later';
import { useSiteConfig } from '../ui/site-config';
import { SurveyHeader } from '../ui/survey-header';
import { breakpoint, color, focusRing, font, size } from '../ui/theme';
import { browserFunnelInput, prerenderFunnelInput } from './funnel-input';
import { clearFunnel, loadFunnel, saveFunnel } from './funnel-persistence';
import { createLeadSubmission, sendLead, withTextVerdicts } from './lead-submission';
import { runPageHook } from './page-hooks';
import { ProgressBar } from './progress-bar';
import { SlideTransition } from './slide-transition';
import { StepView, loadStepKinds } from './step-registry';
import { SubmitOverlay } from './submit-overlay';
import { SurveyFooter } from './survey-footer';
import { useBrowserBack } from './use-browser-back';

const Page = styled.div({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: color.page,
  color: color.ink,
  fontFamily: font.body,
});
const Main = styled.main({
  width: '100%',
  maxWidth: size.surveyMaxWidth,
  margin: '0 auto',
  padding: '20px 16px 40px',
});
const Card = styled.div({
  maxWidth: size.questionMaxWidth,
  margin: '20px auto 0',
  padding: '24px 24px 28px',
  borderRadius: 16,
  background: color.surface,
  boxShadow: '0 6px 24px rgba(15, 39, 71, 0.08)',
  [breakpoint.mobile]: { padding: '18px 16px 22px' },
});
const Question = styled.h1({
  margin: '0 0 8px',
  fontSize: 'clamp(22px, 5vw, 30px)',
  lineHeight: 1.2,
  color: color.navy,
  '&:focus': { outline: 'none' },
});
const Subheading = styled.p({ margin: '0 0 20px', fontSize: 16, lineHeight: 1.45, color: color.muted });
const PostFailed = styled.p({
  margin: '0 0 16px',
  padding: '12px 14px',
  borderRadius: 10,
  background: color.errorSurface,
  color: color.error,
  fontWeight: 600,
});
const BackButton = styled.button({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 40,
  margin: '-6px 0 10px -8px',
  padding: '0 8px',
  border: 0,
  background: 'none',
  color: color.navy,
  fontSize: 15,
  fontWeight: 700,
  cursor: 'pointer',
  '&:focus-visible': focusRing,
});
const Secure = styled.p({
  maxWidth: size.questionMaxWidth,
  margin: '16px auto 0',
  fontSize: 14,
  color: color.muted,
  textAlign: 'center',
});

function LockIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      css={{ verticalAlign: -2, marginRight: 6 }}
    >
      <path
        fill={color.action}
        d="M12 1a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V11a2 2 0 0 0-2-2h-1V6a5 5 0 0 0-5-5zm-3 8V6a3 3 0 0 1 6 0v3z"
      />
    </svg>
  );
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

interface SurveyPageProps {
  definition: VariantDefinition;
  route: SurveyRoute;
}

/**
 * The lead ingestion service answers only `{ id }`: the funnel's outcome is then the browser's own verdict.
 * Until /ingest is deployed a 404 is a failed post, and the GPO and MMM flow still ends on its ThankYouStep.
 */
async function ingestLead(lead: Lead): Promise<PostLeadResponse> {
  const answer = await sendLead<{ id?: string }>(lead, { path: INGEST_PATH });
  return {
    id: answer.id ?? '',
    lead_is_qualified: lead.lead_is_qualified === 'yes' ? 'yes' : 'no',
    dq_reason: lead.dq_reason ?? '',
  };
}

/** A traffic-ticket lead goes to the ticket-flow ingest, judged by the ticket rules and without its omitted fields. */
async function postTicketLead(lead: Lead): Promise<PostLeadResponse> {
  const judged = ticketLead(await withTextVerdicts(lead), localIsoDate(new Date()));
  return sendLead(judged, { path: TICKET_LEAD_PATH });
}

/** What a survey page needs before it renders: the components of step kinds kept out of the survey's chunk. */
export const prepareSurvey = loadStepKinds;

function delivery(definition: VariantDefinition, partnerOfferTemplate: string) {
  switch (definition.delivery) {
    case 'ingest':
      return ingestLead;
    case 'ticket':
      return postTicketLead;
    default:
      return createLeadSubmission({ variant: definition.id, partnerOfferTemplate });
  }
}

function browserMachine(
  definition: VariantDefinition,
  route: SurveyRoute,
  partnerOfferTemplate: string,
): FunnelMachine {
  const options = { skipIntro: skipsIntro(route.path), routingStateList: route.routingStateList };
  const machine = provideCalls(createFunnelMachine(definition, options), {
    lookUpZip,
    postLead: delivery(definition, partnerOfferTemplate),
  });
  return machine.provide({
    actions: {
      pageHook: ({ context }, params: { hook: PageHookName }) =>
        runPageHook(params.hook, context.input.tracking),
    },
  });
}

/** A survey route: runs its variant's machine, resuming a funnel this tab already started. */
export function SurveyPage({ definition, route }: SurveyPageProps) {
  const { partnerOfferUrl } = useSiteConfig();
  const machine = useMemo(
    () => browserMachine(definition, route, partnerOfferUrl),
    [definition, route, partnerOfferUrl],
  );
  // Stored progress is read after hydration, so the first render matches the prerendered HTML.
  const [resume, setResume] = useState<{ checked: boolean; snapshot: Snapshot<unknown> | null }>({
    checked: false,
    snapshot: null,
  });
  useEffect(() => {
    setResume({
      checked: true,
      snapshot: loadFunnel(route.path, definition.id, Object.keys(definition.steps)),
    });
  }, [route.path, definition]);

  return (
    <FunnelRunner
      key={resume.snapshot ? 'resumed' : 'fresh'}
      machine={machine}
      definition={definition}
      route={route}
      snapshot={resume.snapshot}
      persist={resume.checked}
    />
  );
}

interface RunnerProps extends SurveyPageProps {
  machine: FunnelMachine;
  snapshot: Snapshot<unknown> | null;
  persist: boolean;
}

function FunnelRunner({ machine, definition, route, snapshot, persist }: RunnerProps) {
  const site = useSiteConfig();
  const language = route.language;
  const input = useMemo(
    () =>
      typeof window === 'undefined'
        ? prerenderFunnelInput(route)
        : browserFunnelInput(route, site.dateOfBirthStates),
    [route, site.dateOfBirthStates],
  );
  const actor = useActorRef(machine, snapshot ? { snapshot, input } : { input });
  const value = useSelector(actor, (state) => state.value);
  const progress = useSelector(actor, (state) => state.context.progress);
  const trail = useSelector(actor, (state) => state.context.trail);
  const recall = useSelector(actor, (state) => state.context.recall);
  const today = useSelector(actor, (state) => state.context.input.today);
  const postFailed = useSelector(actor, (state) => state.context.postFailed);

  const submitting = typeof value !== 'string' || value === DONE;
  // An in-funnel thank you (the GPO and MMM flow's ThankYouStep): the funnel has ended on a step.
  const finished = typeof value === 'string' && definition.steps[value]?.final === true;
  const stepName =
    typeof value === 'string' && value !== DONE ? value : (trail.at(-1)?.step ?? definition.start);
  const step = shownStep(definition, stepName);

  const sendBack = useCallback(() => actor.send({ type: 'BACK' }), [actor]);
  const goBack = useBrowserBack(trail.length, persist && !submitting && !finished, sendBack);

  useEffect(() => {
    if (!persist) return;
    const subscription = actor.subscribe((state) => {
      if (state.status === 'done') {
        clearFunnel(route.path);
        const outcome = state.output as FunnelOutcome | null;
        // A funnel that ends on its own step (ThankYouStep) stays on the page.
        if (outcome && state.value === DONE) {
          const query = thankYouQuery(outcome.lead, { language });
          window.location.assign(thankYouUrl(route.thankYouPage, query));
        }
      } else if (typeof state.value === 'string') {
        // Only a step is saved: a reload while posting resumes at the last step, and the same lead_id
        // makes a second post store nothing new.
        saveFunnel(route.path, definition.id, actor.getPersistedSnapshot());
      }
    });
    return () => subscription.unsubscribe();
  }, [actor, persist, route, definition.id, language]);

  useEffect(() => {
    // Back from the thank-you page can restore this page from the back/forward cache with a finished funnel
    // behind the overlay; its progress was cleared on the way out, so a reload starts a fresh one.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted && actor.getSnapshot().status === 'done') window.location.reload();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [actor]);

  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(stepName);
  useEffect(() => {
    if (firstStep.current === stepName) return;
    firstStep.current = stepName;
    const reduced = prefersReducedMotion();
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
    heading.current?.focus({ preventScroll: true });
  }, [stepName]);

  if (!step) throw new Error(`Step ${stepName} has no catalogue entry`);
  const isLast = definition.steps[stepName]?.submit === true;

  return (
    <Page>
      <HydrateLater>
        <SurveyHeader callLabel={localized(SURVEY_TEXTS.callUs, language)} />
      </HydrateLater>
      <Main data-variant={definition.id}>
        <ProgressBar value={progress} label={localized(SURVEY_TEXTS.progress, language)} />
        <Card>
          {trail.length > 0 && !submitting && !finished && (
            <BackButton type="button" data-action="back" onClick={goBack}>
              <span aria-hidden="true">←</span> {localized(SURVEY_TEXTS.back, language)}
            </BackButton>
          )}
          <SlideTransition stepKey={stepName}>
            <section data-step={stepName} aria-labelledby={`question-${stepName}`}>
              <Question
                id={`question-${stepName}`}
                ref={heading}
                tabIndex={-1}
                css={step.subheading ? undefined : { marginBottom: 20 }}
              >
                {localized(step.question, language)}
              </Question>
              {step.subheading && <Subheading>{localized(step.subheading, language)}</Subheading>}
              {postFailed && isLast && (
                <PostFailed role="alert">{localized(SURVEY_TEXTS.postFailed, language)}</PostFailed>
              )}
              <StepView
                name={stepName}
                step={step}
                values={recall[stepName] ?? {}}
                today={today}
                language={language}
                isLast={isLast}
                busy={submitting}
                onAnswer={(values) => actor.send({ type: 'ANSWER', values })}
              />
            </section>
          </SlideTransition>
        </Card>
        <Secure>
          <LockIcon />
          {localized(SURVEY_TEXTS.secure, language)}
        </Secure>
      </Main>
      <HydrateLater>
        <SurveyFooter language={language} />
      </HydrateLater>
      {submitting && (
        <SubmitOverlay
          title={localized(SURVEY_TEXTS.submitting, language)}
          detail={localized(SURVEY_TEXTS.submittingDetail, language)}
        />
      )}
    </Page>
  );
}
