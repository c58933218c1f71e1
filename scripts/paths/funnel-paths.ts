import { buyerFields, selectionFields } from '../../guards/one-to-one';
import { stepOfAnyFlow } from '../../variants/steps/every-step';
import { FIXED_BUYERS } from '../../variants/routes/one-to-one-buyers';
/**
 * Paths generated from a variant's machine with xstate/graph. Events come from the step catalogue (every answer
 * of every choice step) and from sample values for form fields, so a new variant needs no hand-written walk.
 */
import { createActor, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { createFunnelMachine, SUBMITTING, type FunnelMachine } from '../../machines/create-funnel-machine';
import { describedMachineConfig } from '../../machines/machine-words';
import type { FunnelEvent, FunnelInput, Place } from '../../machines/funnel-types';
import type { VariantDefinition } from '../../variants/variant-definition';
import { funnelRegistries, type RegistryOptions } from '../../variants/registries/funnel-registries';
import { addDays } from '../../guards/dates';
import { answerValues } from '../../machines/step-kinds';
import { shownStep } from '../../machines/definition-language';
import { type FieldSpec, type FormField, type FormStep } from '../../variants/steps/step-catalogue';
import { GUARD_WORDS } from '../../variants/registries/guard-words';

export type FunnelSnapshot = SnapshotFrom<FunnelMachine>;

export const MODEL_TODAY = '2026-11-10';

/** Accident dates around the rules: 9 days (recent), 5 months, 20 months, 37 months before MODEL_TODAY. */
export const DATE_SAMPLES = [
  { injury_month: '11', injury_year: '2026' },
  { injury_month: '06', injury_year: '2026' },
  { injury_month: '03', injury_year: '2025' },
  { injury_month: '10', injury_year: '2023' },
];

export const GOOD_DESCRIPTION = 'I was stopped at a red light when a pickup truck hit my car from behind.';
/** Twenty characters, three words: the browser accepts it, and enough_words is no. */
export const THREE_WORD_DESCRIPTION = 'Rear-ended on freeway';

/** Sample values of each form field; the first is used unless a field lists alternatives worth walking. */
const FIELD_SAMPLES: Record<string, string[]> = {
  firstName: ['Maria'],
  lastName: ['Lopez'],
  first_name: ['Maria'],
  last_name: ['Lopez'],
  email: ['maria.lopez@example.com'],
  phone: ['7135550182'],
  zip_code: ['77002'],
  case_description: [GOOD_DESCRIPTION, THREE_WORD_DESCRIPTION],
  hit_and_run: ['No', 'Yes'],
  law_firm_name: ['Smith & Ortiz Injury Law'],
  attorney_name: [''],
  date_of_birth: ['1985-04-12'],
};

/**
 * A form field's sample: a select's answer that keeps the lead qualified (its first option otherwise), the year
 * and month of an accident five months ago, a ticket ten days old, else the fields' samples.
 */
const SELECT_SAMPLES: Record<string, string> = {
  motor_vehicle_accident: 'Yes',
  physical_injury: 'Yes',
  at_Fault: 'No',
  with_Lawyer: 'No',
  doctor_treatment: 'Yes',
  ticket_state: 'TX',
};

function formSample(field: FormField, today: string): string {
  if (field.type === 'select') {
    const answer = SELECT_SAMPLES[field.name] ?? field.options[0]!.answer;
    const option = field.options.find((candidate) => candidate.answer === answer)!;
    return option.value ?? option.answer;
  }
  const monthsAgo = addDays(today, -150);
  if (field.type === 'year') return monthsAgo.slice(0, 4);
  if (field.type === 'month') return monthsAgo.slice(5, 7);
  if (field.name === 'ticket_date') return addDays(today, -10);
  if (field.name === 'address') return '1200 Main Street';
  return sample(field as FieldSpec)[0]!;
}

/**
 * The one ANSWER of a form step: every field's sample, with what a select's option also sets; `chosen` answers
 * some selects otherwise (by the option's answer).
 */
function formAnswer(
  step: FormStep,
  today: string,
  chosen: Readonly<Record<string, string>> = {},
): FunnelEvent {
  const values: Record<string, string> = { tcpa: 'consent text' };
  for (const field of step.groups.flatMap((group) => group.fields)) {
    const other =
      field.type === 'select'
        ? field.options.find((option) => option.answer === chosen[field.name])
        : undefined;
    const value = other ? (other.value ?? other.answer) : formSample(field, today);
    const option =
      field.type === 'select' ? field.options.find((o) => (o.value ?? o.answer) === value) : undefined;
    Object.assign(values, option ? answerValues(field.name, option) : { [field.name]: value });
  }
  return { type: 'ANSWER', values };
}

/**
 * A form step's answers that may not qualify: the sample with one select the samples keep qualifying answered
 * otherwise. A step-by-step funnel meets such answers on its choice steps; a whole questionnaire only here.
 */
function formVerdictAnswers(step: FormStep, today: string): FunnelEvent[] {
  return step.groups
    .flatMap((group) => group.fields)
    .flatMap((field) => {
      if (field.type !== 'select' || !(field.name in SELECT_SAMPLES)) return [];
      const other = field.options.find((option) => option.answer !== SELECT_SAMPLES[field.name]);
      return other ? [formAnswer(step, today, { [field.name]: other.answer })] : [];
    });
}

/** What finding the buyers adds to the zip code's answer: five fixed firms, or nothing after a timeout. */
const FOUND_BUYERS_SAMPLES = [
  buyerFields({ kind: 'fixed', buyers: FIXED_BUYERS.d2 }),
  buyerFields({ kind: 'timeout' }),
];

function sample(field: FieldSpec): string[] {
  const values = FIELD_SAMPLES[field.name];
  if (!values) throw new Error(`No sample value for field ${field.name}: add one to FIELD_SAMPLES`);
  return values;
}

/** ANSWER events for a step: each choice, or each alternative of each field with the other fields' first sample. */
export function answerEvents(
  stepName: string,
  definition?: VariantDefinition,
  today: string = MODEL_TODAY,
): FunnelEvent[] {
  const step = definition ? shownStep(definition, stepName) : stepOfAnyFlow(stepName);
  if (!step) throw new Error(`Step ${stepName} has no catalogue entry`);
  switch (step.kind) {
    case 'intro':
      return [{ type: 'ANSWER', values: {} }];
    case 'choice':
      return step.options.map((option) => ({ type: 'ANSWER', values: answerValues(step.field, option) }));
    case 'month-year':
      return DATE_SAMPLES.map((values) => ({ type: 'ANSWER', values }));
    case 'fields': {
      const base = Object.fromEntries(step.fields.map((field) => [field.name, sample(field)[0]!]));
      const events: FunnelEvent[] = [{ type: 'ANSWER', values: { ...base, tcpa: 'consent text' } }];
      for (const field of step.fields) {
        for (const alternative of sample(field).slice(1)) {
          events.push({
            type: 'ANSWER',
            values: { ...base, [field.name]: alternative, tcpa: 'consent text' },
          });
        }
      }
      return events;
    }
    case 'buyers': {
      const base = Object.fromEntries(step.fields.map((field) => [field.name, sample(field)[0]!]));
      // Finding the buyers adds what was found: five fixed firms, or nothing after a timeout.
      if (step.role === 'find') {
        return FOUND_BUYERS_SAMPLES.map((found) => ({ type: 'ANSWER', values: { ...base, ...found } }));
      }
      const displayed = FIXED_BUYERS.d2;
      return [displayed, displayed.slice(0, 2), []].map((chosen) => ({
        type: 'ANSWER',
        values: { ...base, ...selectionFields(displayed, chosen), tcpa: 'consent text naming the firms' },
      }));
    }
    case 'form':
      return [formAnswer(step, today)];
    case 'message':
      return [];
  }
}

export function modelInput(overrides: Partial<FunnelInput> = {}): FunnelInput {
  return {
    leadId: '00000000-0000-4000-8000-000000000000',
    today: MODEL_TODAY,
    language: 'en',
    combinedLastStep: false,
    visitorState: '',
    tracking: { oid: '81', affid: '1', sub_id: '1' },
    page: {},
    ...overrides,
  };
}

export function stepOf(snapshot: FunnelSnapshot): string {
  return typeof snapshot.value === 'string' ? snapshot.value : SUBMITTING;
}

/** How a test builds a machine: the lead domain's registries as the page assembles them, for this route. */
export interface ModelOptions extends RegistryOptions {
  skipIntro?: boolean | undefined;
}

export function modelMachine(definition: VariantDefinition, options: ModelOptions = {}): FunnelMachine {
  return createFunnelMachine(definition, {
    ...funnelRegistries(definition, options),
    skipIntro: options.skipIntro,
    config: describedMachineConfig(definition, GUARD_WORDS, { skipIntro: options.skipIntro }),
  });
}

export interface GeneratedPath {
  /** The step names shown along the path, ending with the submit step. */
  steps: string[];
  events: FunnelEvent[];
  /** The progress value shown at each step, then at submitting. */
  progress: number[];
  final: FunnelSnapshot;
}

/**
 * Shortest paths from the start to the lead post, one per distinct key: the key decides what makes two visits
 * of a step different (the trail of steps for branch coverage, the facts a rule reads for qualification).
 */
export function pathsToSubmit(
  definition: VariantDefinition,
  input: FunnelInput,
  key: (snapshot: FunnelSnapshot) => string,
  options: ModelOptions = {},
): GeneratedPath[] {
  const machine = modelMachine(definition, options);
  const paths = getShortestPaths(machine, {
    input,
    events: (snapshot) =>
      typeof snapshot.value === 'string' ? answerEvents(snapshot.value, definition, input.today) : [],
    serializeState: (snapshot) => `${JSON.stringify(snapshot.value)}|${key(snapshot)}`,
    stopWhen: (snapshot) => typeof snapshot.value !== 'string',
  });
  return paths
    .filter((path) => typeof path.state.value !== 'string')
    .map((path) => {
      const snapshots = path.steps.map((step) => step.state);
      const shown = snapshots.filter((snapshot) => typeof snapshot.value === 'string');
      return {
        steps: shown.map(stepOf),
        events: path.steps.slice(1).map((step) => step.event),
        progress: snapshots.map((snapshot) => snapshot.context.progress),
        final: path.state,
      };
    });
}

/** A place the look-up finds for a path's zip code. */
export const PLACE_SAMPLE: Place = {
  zip: '77002',
  city: 'Houston',
  state: 'TX',
  state_long: 'Texas',
  county: 'Harris',
};

/** What the post may answer: the lead qualified, or not (with a reason); a failed post is the error event. */
export const POST_ANSWER_SAMPLES = [
  { success: true, lead_is_qualified: 'yes', dq_reason: '' },
  { success: true, lead_is_qualified: 'no', dq_reason: 'Sample reason' },
];

/** A settled call: xstate's done or error event of the actor a submission state invoked. */
export type SubmissionEvent =
  | { type: `xstate.done.actor.${string}`; output: unknown }
  | { type: `xstate.error.actor.${string}`; error: unknown };

/**
 * The events that end the calls the snapshot's submission state invoked, every way: each done with every sample
 * answer, and the error. The actor's id is the one the machine gives it (`<index>.<state id>`), so the events
 * reach the machine as the running call's would.
 */
export function submissionEvents(machine: FunnelMachine, snapshot: FunnelSnapshot): SubmissionEvent[] {
  if (typeof snapshot.value === 'string' || snapshot.status !== 'active') return [];
  const [submitting, substate] = Object.entries(snapshot.value)[0]!;
  const node = machine.root.states[submitting]?.states[String(substate)];
  return (node?.invoke ?? []).flatMap(({ id, src }) => {
    const outputs = src === 'lookUpPlace' ? [PLACE_SAMPLE] : POST_ANSWER_SAMPLES;
    return [
      ...outputs.map((output) => ({ type: `xstate.done.actor.${id}` as const, output })),
      { type: `xstate.error.actor.${id}` as const, error: new Error('no signal') },
    ];
  });
}

/** Where a path through the submission ends: the funnel done, or back on a step after a failed post. */
function submissionSettled(snapshot: FunnelSnapshot): boolean {
  return snapshot.status === 'done' || (typeof snapshot.value === 'string' && snapshot.context.postFailed);
}

export interface PathThroughSubmission {
  /** The ANSWER events to the submit step's tap, then the settled calls' events. */
  events: (FunnelEvent | SubmissionEvent)[];
  final: FunnelSnapshot;
}

/**
 * Shortest paths from the start through the submission to where it settles, one per distinct key and way the
 * calls settled: the lead qualified by the browser or not, the place found or not, the post answered (qualified or
 * not) or failed. They take the
 * submission's own transitions (the look-up's and the post's outcomes), which paths to the post stop before.
 */
export function pathsThroughSubmission(
  definition: VariantDefinition,
  input: FunnelInput,
  key: (snapshot: FunnelSnapshot) => string,
  options: ModelOptions = {},
): PathThroughSubmission[] {
  const machine = modelMachine(definition, options);
  const settledBy = (snapshot: FunnelSnapshot) =>
    [
      // The post's failure settles on the browser's own verdict of the lead.
      `lead qualified ${snapshot.context.lead?.lead_is_qualified ?? ''}`,
      snapshot.context.place === null ? 'no place' : 'place',
      snapshot.context.postFailed ? 'failed' : '',
      snapshot.context.outcome
        ? `posted ${snapshot.context.outcome.posted}, qualified ${snapshot.context.outcome.qualified}`
        : '',
    ].join('|');
  const events = (step: string): FunnelEvent[] => {
    const shown = shownStep(definition, step);
    return [
      ...answerEvents(step, definition, input.today),
      ...(shown?.kind === 'form' ? formVerdictAnswers(shown, input.today) : []),
    ];
  };
  const paths = getShortestPaths(machine, {
    input,
    events: (snapshot) =>
      typeof snapshot.value === 'string'
        ? events(snapshot.value)
        : // xstate's own events, which the machine's declared events (the visitor's) do not list.
          (submissionEvents(machine, snapshot) as unknown as FunnelEvent[]),
    serializeState: (snapshot) =>
      `${JSON.stringify(snapshot.value)}|${snapshot.status}|${key(snapshot)}|${settledBy(snapshot)}`,
    stopWhen: submissionSettled,
  });
  return paths
    .filter((path) => submissionSettled(path.state))
    .map((path) => ({
      events: path.steps.slice(1).map((step) => step.event as FunnelEvent | SubmissionEvent),
      final: path.state,
    }));
}

/** The trail of steps answered: two visits of a step differ when they came by different routes. */
export function trailKey(snapshot: FunnelSnapshot): string {
  return snapshot.context.trail.map((entry) => entry.step).join('>');
}

/** Replays a path on a running actor, as the browser would. */
export function replay(
  definition: VariantDefinition,
  input: FunnelInput,
  events: FunnelEvent[],
  options: ModelOptions = {},
) {
  const actor = createActor(modelMachine(definition, options), { input });
  actor.start();
  for (const event of events) actor.send(event);
  return actor;
}
