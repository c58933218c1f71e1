import { createActor, fromPromise } from 'xstate';
import {
  createFunnelMachine,
  FUNNEL_TAGS,
  SUBMITTING,
  type FunnelMachine,
} from '../../machines/create-funnel-machine';
import type { FunnelInput, Place } from '../../machines/funnel-types';
import type { VariantDefinition } from '../../variants/variant-definition';
import { funnelRegistries } from '../../variants/registries/funnel-registries';
import type { SurveyRoute } from '../../variants/routes/route-table';

/**
 * The variant's statechart as the server replays a trail through it: the factory and registries the browser runs,
 * compiled once per variant and route options (a lead costs its transitions, never a compile). The machine's own
 * calls are never made here: the place look-up waits forever, so a replay stops at the submission with the answers
 * the visitor gave, and the server looks the place up and builds the lead itself. The one module of server/ besides
 * the form posts' (survey-forms/native-funnel.ts) that runs the engine.
 *
 * The replay takes the machine's pure transitions: the same states, guards and assigns as an actor's, without the
 * actor's mailbox, its invoked calls or its stop, which cost a lead more than its steps did. They run in an inert
 * scope made once per machine, as xstate's own `transition` makes one per call (with no input, which this
 * machine's context refuses: a thrown error a step). Nothing is executed: the machine's own effects (holding the
 * lead, the page's hooks, the calls) are the browser's. The machine's building of the lead on entering the submission is left out too:
 * the server builds it once, from the replayed answers (replay-lead.ts).
 */

/** What the replay starts the machine with (the engine's input). */
export type ReplayInput = FunnelInput;

export interface ReplayedAnswers {
  /** The answers the machine merged from the replayed trail. */
  answers: Record<string, string>;
  /** The trail as the replayed machine recorded it (each step's values, actions included). */
  trail: { step: string; values: Record<string, string> }[];
  timings: string[];
}

/** One ANSWER's outcome: the machine moved (to a step, or to the submission), or no guard let it. */
export type ReplayMove = 'moved' | 'submitted' | 'no_transition';

export interface ReplayRun {
  /** The step the machine shows, or null once it is past its steps. */
  step(): string | null;
  answer(values: Record<string, string>): ReplayMove;
  result(): ReplayedAnswers;
}

/** The scope the machine's transitions are given: xstate's own type for it, spelled for this machine. */
export type FunnelScope = Parameters<FunnelMachine['transition']>[2];

interface ReplayMachine {
  machine: FunnelMachine;
  scope: FunnelScope;
}

const built = new Map<string, ReplayMachine>();

/** The scope a machine's pure transitions run in: its effects, logs and children go nowhere. */
export function inertScope(machine: FunnelMachine, input: FunnelInput): FunnelScope {
  const self = createActor(machine, { input });
  const nothing = () => undefined;
  return {
    self,
    id: '',
    sessionId: '',
    system: self.system,
    logger: nothing,
    defer: nothing,
    emit: nothing,
    stopChild: nothing,
    actionExecutor: nothing,
  };
}

function machineKey(definition: VariantDefinition, route: SurveyRoute, dateOfBirthStates: readonly string[]) {
  return [
    definition.id,
    route.routingStateList ?? '',
    route.skipIntro ? 'skip' : '',
    ...dateOfBirthStates,
  ].join('\n');
}

function replayMachine(
  definition: VariantDefinition,
  route: SurveyRoute,
  dateOfBirthStates: readonly string[],
  input: FunnelInput,
): ReplayMachine {
  const key = machineKey(definition, route, dateOfBirthStates);
  const cached = built.get(key);
  if (cached) return cached;
  const registries = funnelRegistries(definition, {
    routingStateList: route.routingStateList,
    dateOfBirthStates,
  });
  const machine = createFunnelMachine(definition, { ...registries, skipIntro: route.skipIntro }).provide({
    actions: { buildLead: () => undefined },
    actors: {
      lookUpPlace: fromPromise<Place, { key: string }>(() => new Promise<Place>(() => {})),
      postLead: fromPromise<unknown, { lead: Record<string, string> }>(() => new Promise(() => {})),
    },
  });
  const replay = { machine, scope: inertScope(machine, input) };
  built.set(key, replay);
  return replay;
}

/** A fresh run of the variant's machine on the server's own input. */
export function startReplay(
  definition: VariantDefinition,
  route: SurveyRoute,
  dateOfBirthStates: readonly string[],
  input: FunnelInput,
): ReplayRun {
  const { machine, scope } = replayMachine(definition, route, dateOfBirthStates, input);
  let snapshot = machine.getInitialSnapshot(scope, input);
  const stepShown = () =>
    typeof snapshot.value === 'string' && snapshot.value !== SUBMITTING && snapshot.status === 'active'
      ? snapshot.value
      : null;
  return {
    step: stepShown,
    answer(values) {
      const before = snapshot.context.trail.length;
      snapshot = machine.transition(snapshot, { type: 'ANSWER', values }, scope);
      if (snapshot.context.trail.length === before) return 'no_transition';
      return snapshot.hasTag(FUNNEL_TAGS.submitting) ? 'submitted' : 'moved';
    },
    result() {
      const { context } = snapshot;
      return {
        answers: { ...context.answers },
        trail: context.trail.map(({ step, values }) => ({ step, values: { ...values } })),
        timings: [...context.timings],
      };
    },
  };
}
