import type { CSSObject } from '@emotion/react';
import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Snapshot } from 'xstate';
import { METER_BANDS, METER_START, type CompensationEstimate } from '../../guards/compensation-estimate';
import { localIsoDate } from '../../guards/dates';
import { ticketLead } from '../../guards/ticket-rules';
import {
  DONE,
  FUNNEL_TAGS,
  createFunnelMachine,
  provideCalls,
  type FunnelMachine,
} from '../../machines/create-funnel-machine';
import type { PageHookName } from '../../variants/definition';
import type { Lead, PostLeadResponse } from '../../machines/funnel-types';
import { holdLead, LEAD_PATH_OF_DELIVERY, type LeadPath } from '../../services/held-leads';
import { PAGE_FLAGS_SCRIPT } from '../../services/page-flags-script';
import { lookUpZip } from '../../services/zip-client';
import type { VariantDefinition } from '../../variants/definition';
import { SURVEY_TEXTS } from '../../variants/messages';
import {
  SCROLL_TO_SURVEY_ID,
  flagAttributes,
  flaggedStep,
  hasFlag,
  stepChangeScroll,
  type PageFlags,
} from '../../variants/page-flags';
import { activeStage } from '../../variants/progress-stages';
import { SCREEN_TEXTS } from '../../variants/screen-texts';
import { skipsIntro, type SurveyRoute } from '../../variants/route-table';
import { localized, shownStep, type CatalogueStep } from '../../variants/step-catalogue';
import { useSiteConfig } from '../ui/site-config';
import { breakpoint, color, focusRing, font, radius, size } from '../ui/theme';
import { BelowTheFoldSlot, loadBelowTheFoldForPrerender } from './below-the-fold-slot';
import { loadSurveyHeaderForPrerender, SurveyHeaderSlot } from './survey-header-slot';
import { CompensationMeter } from './compensation-meter';
import { browserFunnelInput, prerenderFunnelInput } from './funnel-input';
import { clearFunnel, hasKeptFunnel, loadFunnel, saveFunnel } from './funnel-persistence';
import type { HeldNotice } from './after-submit';
import type { KeptOffer } from './resume-prompt';
import { createLeadSubmission, loadLeadClient, sendLead, withTextVerdicts } from './lead-submission';
import type { PageExtras } from './page-extras';
import { runPageHook } from './page-hooks';
import { ProgressBar } from './progress-bar';
import { ExtraHeaders, LogoArea, SocialProof } from './screen-parts';
import { SlideTransition } from './slide-transition';
import { StepView, loadStepKinds } from './step-registry';
import { FlowTextsProvider, useScreenWord } from './flow-words';
import { SubmitOverlay } from './submit-overlay';
import { SurveyFlagsProvider, usePageFlags } from './survey-flags';
import { useBrowserBack } from './use-browser-back';
import { SurveyFlagsStyle } from './survey-flags-style';

const page: CSSObject = {
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: color.page,
  color: color.ink,
  fontFamily: font.body,
};
const main: CSSObject = {
  width: '100%',
  maxWidth: size.surveyMaxWidth,
  margin: '0 auto',
  padding: '10px 16px 0',
};
const card: CSSObject = {
  maxWidth: size.questionMaxWidth,
  margin: '10px auto 0',
  padding: '24px 24px 28px',
  borderRadius: radius.card,
  background: color.surface,
  boxShadow: '0 6px 24px rgba(15, 39, 71, 0.08)',
  [breakpoint.mobile]: { padding: '12px 16px 20px' },
};
const question: CSSObject = {
  margin: '0 0 8px',
  fontFamily: font.heading,
  fontSize: 'calc(clamp(22px, 5vw, 30px) * var(--type-question, 1))',
  lineHeight: 1.2,
  color: color.navy,
  '&:focus': { outline: 'none' },
};
const subheading: CSSObject = { margin: '0 0 14px', fontSize: 16, lineHeight: 1.45, color: color.muted };
const postFailedNotice: CSSObject = {
  margin: '0 0 16px',
  padding: '12px 14px',
  borderRadius: 10,
  background: color.errorSurface,
  color: color.error,
  fontWeight: 600,
};
const backButton: CSSObject = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 40,
  margin: '-6px 0 4px -8px',
  padding: '0 8px',
  border: 0,
  background: 'none',
  color: color.navy,
  fontSize: 15,
  fontWeight: 700,
  cursor: 'pointer',
  '&:focus-visible': focusRing,
};
const secure: CSSObject = {
  maxWidth: size.questionMaxWidth,
  margin: '16px auto 0',
  fontSize: 14,
  color: color.muted,
  textAlign: 'center',
};

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
        css={{ fill: color.action }}
        d="M12 1a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V11a2 2 0 0 0-2-2h-1V6a5 5 0 0 0-5-5zm-3 8V6a3 3 0 0 1 6 0v3z"
      />
    </svg>
  );
}

/**
 * Whether a step asks for any of these fields: pre-population that lands while such a step is shown fills it
 * afresh, and leaves any other step (and what the visitor chose there) alone.
 */
function asksAny(step: CatalogueStep, values: Readonly<Record<string, string>>): boolean {
  const fields =
    'groups' in step ? step.groups.flatMap((group) => group.fields) : 'fields' in step ? step.fields : [];
  return fields.some((field) => Object.hasOwn(values, field.name));
}

/** Loaded only when a verify-phone page reaches its last step: no survey's first load carries it. */
const loadPhoneVerification = () => import('./phone-verification');
const PhoneVerification = lazy(loadPhoneVerification);

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
  const answer: { id?: string } | undefined = await sendLead(lead, LEAD_PATH_OF_DELIVERY.ingest);
  return {
    id: answer?.id ?? '',
    lead_is_qualified: lead.lead_is_qualified === 'yes' ? 'yes' : 'no',
    dq_reason: lead.dq_reason ?? '',
  };
}

/** A traffic-ticket lead goes to the ticket-flow ingest, judged by the ticket rules and without its omitted fields. */
async function postTicketLead(lead: Lead): Promise<PostLeadResponse> {
  const judged = ticketLead(await withTextVerdicts(lead), localIsoDate(new Date()));
  return sendLead(judged, LEAD_PATH_OF_DELIVERY.ticket);
}

/**
 * The parts the theme gallery shows (./theme-gallery.tsx), taken from here so the gallery shares this chunk
 * whole: importing them one by one would split the survey's first load into more, smaller chunks.
 */
export { ChoiceStep } from './steps/choice-step';
export { PrimaryButton } from './steps/step-controls';
export { CompensationMeter, ExtraHeaders, LogoArea, ProgressBar, SocialProof };

/** What a survey page needs before it renders: the components of step kinds kept out of the survey's chunk. */
export async function prepareSurvey(definition: VariantDefinition): Promise<void> {
  await Promise.all([
    loadStepKinds(definition),
    loadBelowTheFoldForPrerender(),
    loadSurveyHeaderForPrerender(),
  ]);
}

function delivery(definition: VariantDefinition, partnerOfferTemplate: string) {
  switch (definition.delivery) {
    case 'ingest':
      return ingestLead;
    case 'ticket':
      return postTicketLead;
    default:
      return createLeadSubmission({ partnerOffer: definition.partnerOffer, partnerOfferTemplate });
  }
}

/** The call a variant's lead is stored by: where it is held at the tap and sent. */
function leadPathOf(definition: VariantDefinition): LeadPath {
  return LEAD_PATH_OF_DELIVERY[definition.delivery ?? 'post-lead'];
}

/** Everything that sends or re-sends a lead, fetched after the first paint so the tap never waits on a chunk. */
function preloadLeadSending(): void {
  for (const load of [loadLeadClient, () => import('./after-submit')]) load().catch(() => undefined);
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
      // Synchronous, in the tap's own handler: from here on the lead survives a lost signal or a closed tab.
      holdLead: ({ context }) => {
        if (context.lead) holdLead(leadPathOf(definition), context.lead);
      },
    },
  });
}

/**
 * A survey route: runs its variant's machine, resuming a funnel this tab already started, or, at the visitor's
 * choice, one this device kept from another tab or day.
 */
export function SurveyPage({ definition, route }: SurveyPageProps) {
  const { partnerOfferUrl } = useSiteConfig();
  const flags = usePageFlags(route.flags);
  const machine = useMemo(
    () => browserMachine(definition, route, partnerOfferUrl),
    [definition, route, partnerOfferUrl],
  );
  // Stored progress is read after hydration, so the first render matches the prerendered HTML.
  const [resume, setResume] = useState<{ checked: boolean; snapshot: Snapshot<unknown> | null }>({
    checked: false,
    snapshot: null,
  });
  const [offer, setOffer] = useState<KeptOffer | null>(null);
  useEffect(() => {
    const snapshot = loadFunnel(route.path, definition.id, Object.keys(definition.steps));
    // This tab's own funnel resumes as it is; a funnel kept on the device from another tab or day is offered.
    if (snapshot || !hasKeptFunnel(route.path)) {
      setResume({ checked: true, snapshot });
      return;
    }
    let current = true;
    // The keeper and the prompt load only when the device holds a funnel: never on a first load.
    void import('./resume-prompt').then(({ keptOffer }) => {
      const kept = keptOffer(route.path, definition);
      if (!current) return;
      if (kept) setOffer(kept);
      else setResume({ checked: true, snapshot: null });
    });
    return () => {
      current = false;
    };
  }, [route.path, definition]);

  const settle = (snapshot: Snapshot<unknown> | null, forget: boolean) => {
    if (forget) offer?.forget();
    setOffer(null);
    setResume({ checked: true, snapshot });
  };

  return (
    <SurveyFlagsProvider value={flags}>
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
          key={resume.snapshot ? 'resumed' : 'fresh'}
          machine={machine}
          definition={definition}
          route={route}
          snapshot={resume.snapshot}
          persist={resume.checked}
          flags={flags}
        />
      </FlowTextsProvider>
    </SurveyFlagsProvider>
  );
}

interface RunnerProps extends SurveyPageProps {
  machine: FunnelMachine;
  snapshot: Snapshot<unknown> | null;
  persist: boolean;
  flags: PageFlags;
}

const START_ESTIMATE: CompensationEstimate = {
  value: METER_START,
  compLevel: 1,
  label: METER_BANDS[0].label,
};

/**
 * The compensation meter's estimate (show-meter): the start until the visitor answers, then the server's estimate
 * for the answers so far. The client that asks is loaded only when the flag is on.
 */
function useCompensationEstimate(
  enabled: boolean,
  answers: Readonly<Record<string, string>>,
  multiplier: number | undefined,
): CompensationEstimate {
  const [estimate, setEstimate] = useState(START_ESTIMATE);
  useEffect(() => {
    if (!enabled || Object.keys(answers).length === 0) return;
    let current = true;
    void import('../../services/compensation-client')
      .then(({ fetchCompensationEstimate }) => fetchCompensationEstimate(answers, multiplier))
      .then((answer) => {
        if (current && answer) setEstimate(answer);
      });
    return () => {
      current = false;
    };
  }, [enabled, answers, multiplier]);
  return estimate;
}

/**
 * The question, and with update-text-first-question or update-text-last-step its other wording, chosen by CSS.
 * The other wording is generated content (src/funnel/survey-flags.css): read aloud and shown only when its flag is
 * set, never part of the heading's text otherwise.
 */
function QuestionText({
  text,
  first,
  last,
  dateStep,
  language,
}: {
  text: string;
  first: boolean;
  last: boolean;
  /** The first question asks when the accident happened: its other wording is the spec's. */
  dateStep: boolean;
  language: 'en' | 'es';
}) {
  const lastStep = useScreenWord('lastStep', language);
  if (!first && !last) return <>{text}</>;
  const kind = first ? 'first' : 'last';
  const other = !first
    ? lastStep
    : dateStep
      ? localized(SCREEN_TEXTS.firstQuestion, language)
      : `${localized(SCREEN_TEXTS.firstQuestionLead, language)} ${text}`;
  return (
    <>
      <span data-part={`question-${kind}-default`}>{text}</span>
      <span data-part={`question-${kind}-alt`} data-text={other} />
    </>
  );
}

function FunnelRunner({ machine, definition, route, snapshot, persist, flags }: RunnerProps) {
  const site = useSiteConfig();
  const language = route.language;
  const submittingTitle = useScreenWord('submitting', language);
  const submittingDetail = useScreenWord('submittingDetail', language);
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
  const answers = useSelector(actor, (state) => state.context.answers);
  const meterOn = hasFlag(flags, 'show-meter');
  const estimate = useCompensationEstimate(meterOn, answers, route.flags?.meterMultiplier);
  const compensationLevel = useRef<string | undefined>(undefined);
  compensationLevel.current = meterOn ? String(estimate.compLevel) : undefined;

  const submitting = useSelector(actor, (state) => state.hasTag(FUNNEL_TAGS.submitting));
  // The lead could not be sent and no thank-you page can be shown offline: it is held here until it is stored.
  const [held, setHeld] = useState<HeldNotice | null>(null);
  // An in-funnel thank you (the GPO and MMM flow's ThankYouStep): the funnel has ended on a step.
  const finished = useSelector(actor, (state) => state.hasTag(FUNNEL_TAGS.ended));
  const stepName =
    typeof value === 'string' && value !== DONE ? value : (trail.at(-1)?.step ?? definition.start);
  const step = shownStep(definition, stepName);

  const sendBack = useCallback(() => actor.send({ type: 'BACK', at: Date.now() }), [actor]);
  const goBack = useBrowserBack(trail.length, persist && !submitting && !finished, sendBack);

  useEffect(() => {
    if (!persist) return;
    // The session report (POST /api/save-data) is a chunk of its own, never part of the first load. It needs no
    // unsubscribing: an unmounted runner's actor is stopped and reports nothing more.
    void import('../../services/session-report').then((report) =>
      report.watchSession(actor, route, definition, leadPathOf(definition)),
    );
    // Kept on the device for another tab or day, until the lead is posted (./funnel-keeper.ts).
    void import('./funnel-keeper').then((keeper) => keeper.watchFunnel(actor, route.path, definition.id));
    const subscription = actor.subscribe((state) => {
      if (state.status === 'done') {
        const outcome = state.output;
        const lead = outcome && { path: leadPathOf(definition), body: outcome.lead, posted: outcome.posted };
        // The answers go once the lead is stored (or, decided after submit, held); until then a reload resumes at
        // the last step.
        if (!lead || lead.posted) clearFunnel(route.path);
        // A funnel that ends on its own step (ThankYouStep) stays on the page.
        if (lead && state.value === DONE) {
          const thankYou = {
            page: route.thankYouPage,
            flow: definition.texts?.flow ?? 'accident',
            language,
            compensationLevel: compensationLevel.current,
          };
          // The query's rules load with the after-submit chunk, fetched after the first paint; should it be
          // unreachable, the thank-you page still shows, without the query.
          import('./after-submit')
            .then(({ leaveForThankYou }) =>
              leaveForThankYou(thankYou, lead, {
                onHeld: setHeld,
                forget: () => clearFunnel(route.path),
              }),
            )
            .catch(() => window.location.assign(route.thankYouPage));
        }
      } else if (typeof state.value === 'string') {
        // Only a step is saved: a reload while posting resumes at the last step, and the same lead_id
        // makes a second post store nothing new.
        saveFunnel(route.path, definition.id, actor.getPersistedSnapshot());
      }
    });
    return () => subscription.unsubscribe();
  }, [actor, persist, route, definition, language]);

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
  const scroll = stepChangeScroll(flags);
  useEffect(() => {
    if (firstStep.current === stepName) return;
    firstStep.current = stepName;
    const behavior = prefersReducedMotion() ? 'auto' : 'smooth';
    if (scroll === 'top') window.scrollTo({ top: 0, behavior });
    else if (scroll === 'survey')
      document.getElementById(SCROLL_TO_SURVEY_ID)?.scrollIntoView({ behavior, block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [stepName, scroll]);

  // Pre-population, the consent-proof vendors and the page hooks start once the page has painted, from a chunk of
  // their own.
  const [prefill, setPrefill] = useState<Record<string, string> | null>(null);
  const extras = useRef<PageExtras | null>(null);
  useEffect(() => {
    let current = true;
    const offer = { oid: input.tracking.oid ?? route.oid, affid: input.tracking.affid ?? route.affid };
    preloadLeadSending();
    import('./page-extras')
      .then(async ({ startPageExtras }) => {
        extras.current = startPageExtras(offer);
        const values = await extras.current.prefill;
        if (current && values) setPrefill(values);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [input, route]);

  const isLast = definition.steps[stepName]?.submit === true;
  const verifyPhone = isLast && hasFlag(flags, 'verify-phone');
  const leadId = useSelector(actor, (state) => state.context.input.leadId);
  // The last step's answer waits here while its phone is verified; a phone verified once is not asked again.
  const [verifying, setVerifying] = useState<Record<string, string> | null>(null);
  const verifiedPhone = useRef<string | null>(null);
  useEffect(() => {
    if (verifyPhone) loadPhoneVerification().catch(() => undefined);
  }, [verifyPhone]);
  const sendAnswer = (values: Record<string, string>) =>
    actor.send({ type: 'ANSWER', values, at: Date.now() });
  const answer = (given: Record<string, string>) => {
    const values = isLast
      ? { ...given, ...extras.current?.leadFields(), ...(prefill ? { pre_populated: 'yes' } : {}) }
      : given;
    const phone = values.phone ?? answers.phone ?? '';
    if (verifyPhone && phone && verifiedPhone.current !== phone) setVerifying(values);
    else sendAnswer(values);
  };
  const endVerification = (post: boolean, verified: boolean) => {
    if (!verifying) return;
    setVerifying(null);
    if (verified) verifiedPhone.current = verifying.phone ?? answers.phone ?? '';
    if (post) sendAnswer(verifying);
    else document.querySelector<HTMLElement>('[data-action="submit"]')?.focus();
  };

  if (!step) throw new Error(`Step ${stepName} has no catalogue entry`);
  const shown = flaggedStep(step, flags, isLast);

  const first = trail.length === 0;
  return (
    <div css={page} data-variant={definition.id} {...flagAttributes(flags)}>
      {/* Lays the query's flags over the root's before the first paint (services/page-flags-script.ts). */}
      {/* Only the prerendered page needs its text; the browser keeps the element as the HTML has it. */}
      <script
        dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? PAGE_FLAGS_SCRIPT : '' }}
        suppressHydrationWarning
      />
      <SurveyFlagsStyle />
      <SurveyHeaderSlot callLabel={localized(SURVEY_TEXTS.callUs, language)} />
      <ExtraHeaders language={language} />
      <main css={main}>
        <LogoArea language={language} promise={first} />
        <ProgressBar
          value={progress}
          label={localized(SURVEY_TEXTS.progress, language)}
          stage={activeStage(
            stepName,
            trail.map((entry) => entry.step),
          )}
          language={language}
        />
        <CompensationMeter estimate={estimate} language={language} />
        <div css={card} data-part="card" id={SCROLL_TO_SURVEY_ID}>
          {trail.length > 0 && !submitting && !finished && (
            <button css={backButton} type="button" data-action="back" onClick={goBack}>
              <span aria-hidden="true">←</span> {localized(SURVEY_TEXTS.back, language)}
            </button>
          )}
          <SlideTransition stepKey={stepName}>
            <section data-step={stepName} aria-labelledby={`question-${stepName}`}>
              <h1
                css={shown.subheading ? question : [question, { marginBottom: 20 }]}
                id={`question-${stepName}`}
                ref={heading}
                tabIndex={-1}
              >
                <QuestionText
                  text={localized(shown.question, language)}
                  first={first && !isLast}
                  last={isLast}
                  dateStep={shown.kind === 'month-year'}
                  language={language}
                />
              </h1>
              {shown.subheading && <p css={subheading}>{localized(shown.subheading, language)}</p>}
              {postFailed && isLast && (
                <p css={postFailedNotice} role="alert">
                  {localized(SURVEY_TEXTS.postFailed, language)}
                </p>
              )}
              <StepView
                key={prefill && asksAny(shown, prefill) ? 'prefilled' : 'plain'}
                name={stepName}
                step={shown}
                values={prefill ? { ...prefill, ...recall[stepName] } : (recall[stepName] ?? {})}
                answers={answers}
                today={today}
                language={language}
                isLast={isLast}
                busy={submitting}
                onAnswer={answer}
              />
            </section>
          </SlideTransition>
        </div>
        <p css={secure} data-part="privacy-guarantee">
          <LockIcon />
          {localized(SURVEY_TEXTS.secure, language)}
        </p>
        <SocialProof language={language} />
      </main>
      <BelowTheFoldSlot language={language} />
      {verifying && (
        <Suspense fallback={null}>
          <PhoneVerification
            phone={verifying.phone ?? answers.phone ?? ''}
            leadId={leadId}
            language={language}
            onVerified={() => endVerification(true, true)}
            onUnverifiable={() => endVerification(true, false)}
            onClose={() => endVerification(false, false)}
          />
        </Suspense>
      )}
      {submitting && (
        <SubmitOverlay
          title={held?.title ?? submittingTitle}
          detail={held?.detail ?? submittingDetail}
          busy={!held}
        />
      )}
    </div>
  );
}
