import { FUNDING_SUBMITTING, isFundingSeeker, wordedForAnswers } from '../../variants/texts/funding-words';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useMemo, useState } from 'react';
import type { InspectionEvent, Snapshot } from 'xstate';
import { DONE, FUNNEL_TAGS, type FunnelMachine } from '../../machines/create-funnel-machine';
import type { VariantDefinition } from '../../variants/variant-definition';
import { flaggedStep, hasFlag, type PageFlags } from '../../variants/routes/page-flags';
import { activeStage } from '../../variants/texts/progress-stages';
import type { SurveyRoute } from '../../variants/routes/route-table';
import { localized } from '../../machines/step-kinds';
import { shownStep } from '../../machines/definition-language';
import { type CatalogueStep } from '../../variants/steps/step-catalogue';
import { useScreenWord } from './flow-words';
import { browserFunnelInput, prerenderFunnelInput } from './funnel-input';
import { leadCodeLoaded, loadLeadCode } from './lead-code';
import { useServerRenderedFunnel } from './native-form';
import { PhoneGateModal, usePhoneGate } from './phone-gate';
import { QuestionCard } from './question-card';
import { useStepDraft } from './step-draft';
import { StepView } from './step-registry';
import { SubmitOverlay } from './submit-overlay';
import { SurveyLayout } from './survey-layout';
import { useCompensationEstimate } from './use-compensation-estimate';
import { useFunnelSaving } from './use-funnel-saving';
import { usePageExtras } from './use-page-extras';
import { useStepFocus } from './use-step-focus';
import { useStepHistory } from './use-step-history';
import { useThankYouExit } from './use-thank-you-exit';

/**
 * Whether a step asks for any of these fields: pre-population that lands while such a step is shown fills it
 * afresh, and leaves any other step (and what the visitor chose there) alone.
 */
function asksAny(step: CatalogueStep, values: Readonly<Record<string, string>>): boolean {
  const fields =
    'groups' in step ? step.groups.flatMap((group) => group.fields) : 'fields' in step ? step.fields : [];
  return fields.some((field) => Object.hasOwn(values, field.name));
}

interface FunnelRunnerProps {
  machine: FunnelMachine;
  definition: VariantDefinition;
  route: SurveyRoute;
  /** The funnel to resume, or null for a fresh one. */
  snapshot: Snapshot<unknown> | null;
  /** Whether stored progress has been read, so this funnel may be saved, reported and kept in history. */
  persist: boolean;
  flags: PageFlags;
}

/** Where the bar stands once every field of a last-step questionnaire is filled, before the post. */
const FILLED_PROGRESS_MOST = 95;

/** Runs one funnel on the survey screen: its actor, the step it shows and everything that follows its answers. */
export function FunnelRunner({ machine, definition, route, snapshot, persist, flags }: FunnelRunnerProps) {
  const language = route.language;
  const submittingTitle = useScreenWord('submitting', language);
  const submittingDetail = useScreenWord('submittingDetail', language);
  const input = useMemo(
    () => (typeof window === 'undefined' ? prerenderFunnelInput(route) : browserFunnelInput(route)),
    [route],
  );
  // A browser test's transition recorder (test/e2e/transition-recording.ts), installed before the page loads: a
  // visitor's page has none, and no recording code ships with the survey.
  const inspect = (globalThis as { __funnelInspect?: (event: InspectionEvent) => void }).__funnelInspect;
  const actor = useActorRef(machine, snapshot ? { snapshot, input, inspect } : { input, inspect });
  const value = useSelector(actor, (state) => state.value);
  const context = useSelector(actor, (state) => state.context);
  const submitting = useSelector(actor, (state) => state.hasTag(FUNNEL_TAGS.submitting));
  // An in-funnel thank you (the GPO and MMM flow's ThankYouStep): the funnel has ended on a step.
  const finished = useSelector(actor, (state) => state.hasTag(FUNNEL_TAGS.ended));
  const { trail, recall, answers } = context;
  const stepName =
    typeof value === 'string' && value !== DONE ? value : (trail.at(-1)?.step ?? definition.start);
  const isLast = definition.steps[stepName]?.submit === true;
  // A funnel that ends on its own screen for a visitor it could not match tells them nothing of an attorney to come.
  const notMatched = finished && context.outcome !== null && !context.outcome.qualified;
  const meterOn = hasFlag(flags, 'show-meter');
  const estimate = useCompensationEstimate(meterOn, answers, route.flags?.meterMultiplier);
  useFunnelSaving(actor, persist, route, definition);
  const held = useThankYouExit(
    actor,
    persist,
    route,
    definition,
    meterOn ? String(estimate.compLevel) : undefined,
  );
  const heading = useStepFocus(stepName, flags);
  const extras = usePageExtras({
    oid: input.tracking.oid ?? route.oid,
    affid: input.tracking.affid ?? route.affid,
  });
  const draft = useStepDraft(route.path, stepName, persist);
  const [filled, setFilled] = useState<{ step: string; share: number } | null>(null);
  const onFilled = useCallback(
    (share: number) =>
      setFilled((before) =>
        before?.step === stepName && before.share === share ? before : { step: stepName, share },
      ),
    [stepName],
  );
  // A page the server rendered for a post it refused shows what was posted, and why.
  const server = useServerRenderedFunnel();
  const typed = server?.typed ?? draft.typed;

  const back = useCallback(() => actor.send({ type: 'BACK', at: Date.now() }), [actor]);
  // Forward gives a step its last answer again; never the last step's, which would post the lead.
  const forward = useCallback(() => {
    const state = actor.getSnapshot();
    const step = state.value;
    const given = typeof step === 'string' ? state.context.recall[step] : undefined;
    if (!given || definition.steps[step as string]?.submit) return false;
    actor.send({ type: 'ANSWER', values: given, at: Date.now() });
    return actor.getSnapshot().value !== step;
  }, [actor, definition]);
  const goBack = useStepHistory(trail.length, persist && !submitting && !finished, { back, forward });

  // The last answer waits for the lead's code, fetched after the first paint (./lead-code.ts): it is nearly always
  // here by then, and the answer goes at once. If it cannot load, nothing is sent and the step says so.
  const [leadCode, setLeadCode] = useState<'ready' | 'loading' | 'failed'>('ready');
  const send = (values: Record<string, string>) => {
    const at = Date.now();
    const sendAnswer = () => actor.send({ type: 'ANSWER', values, at });
    if (!isLast || leadCodeLoaded()) return sendAnswer();
    setLeadCode('loading');
    loadLeadCode().then(
      () => {
        setLeadCode('ready');
        sendAnswer();
      },
      () => setLeadCode('failed'),
    );
  };
  const knownPhone = answers.phone ?? '';
  const gate = usePhoneGate(isLast && hasFlag(flags, 'verify-phone'), knownPhone, send);
  const answer = (given: Record<string, string>) =>
    gate.pass(
      isLast
        ? { ...given, ...extras.leadFields(), ...(extras.prefill ? { pre_populated: 'yes' } : {}) }
        : given,
    );

  const step = shownStep(definition, stepName);
  if (!step) throw new Error(`Step ${stepName} has no catalogue entry`);
  const shown = wordedForAnswers(flaggedStep(step, flags, isLast), answers);
  const prefill = extras.prefill;
  // On a last step that is a whole questionnaire (the one-page survey), the bar moves as its fields fill, up to
  // FILLED_PROGRESS_MOST; the post takes it to 100.
  const shownProgress =
    isLast && !submitting && shown.kind === 'form' && filled?.step === stepName
      ? Math.max(
          context.progress,
          Math.round(context.progress + filled.share * (FILLED_PROGRESS_MOST - context.progress)),
        )
      : context.progress;
  const firstQuestion = trail.length === 0;
  return (
    <SurveyLayout
      language={language}
      progress={shownProgress}
      stage={activeStage(
        stepName,
        trail.map((entry) => entry.step),
      )}
      firstQuestion={firstQuestion}
      estimate={estimate}
      endedNotMatched={notMatched}
      overlays={
        <>
          <PhoneGateModal
            gate={gate}
            knownPhone={knownPhone}
            leadId={context.input.leadId}
            language={language}
          />
          {submitting && (
            <SubmitOverlay
              title={
                held?.title ??
                (isFundingSeeker(answers) ? localized(FUNDING_SUBMITTING, language) : submittingTitle)
              }
              detail={held?.detail ?? submittingDetail}
              busy={!held}
            />
          )}
        </>
      }
    >
      <QuestionCard
        stepName={stepName}
        step={shown}
        language={language}
        firstQuestion={firstQuestion}
        isLast={isLast}
        onBack={trail.length > 0 && !submitting && !finished ? goBack : null}
        postFailed={context.postFailed || server?.postFailed === true || leadCode === 'failed'}
        heading={heading}
      >
        <StepView
          key={`${prefill && asksAny(shown, prefill) ? 'prefilled' : 'plain'}${typed ? '-drafted' : ''}`}
          name={stepName}
          step={shown}
          values={prefill ? { ...prefill, ...recall[stepName] } : (recall[stepName] ?? {})}
          typed={typed ?? undefined}
          errors={server?.errors}
          onType={draft.keep}
          onFilled={onFilled}
          answers={answers}
          outcome={context.outcome}
          today={context.input.today}
          language={language}
          isLast={isLast}
          busy={submitting || leadCode === 'loading'}
          onAnswer={answer}
        />
      </QuestionCard>
    </SurveyLayout>
  );
}
