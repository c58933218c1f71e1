import { fromPromise, createActor } from 'xstate';
import {
  createFunnelMachine,
  FUNNEL_TAGS,
  SUBMITTING,
  type FunnelMachine,
} from '../../machines/create-funnel-machine';
import type { FunnelInput, Place } from '../../machines/funnel-types';
import type { VariantDefinition } from '../../variants/definition';
import { funnelRegistries } from '../../variants/funnel-registries';
import type { SurveyRoute } from '../../variants/route-table';

/**
 * The variant's statechart as the server replays a trail through it: the factory and registries the browser runs,
 * compiled once per variant and route options (a lead costs its transitions, never a compile). The machine's own
 * calls are never made here: the place look-up waits forever, so a replay stops at the submission with the answers
 * the visitor gave, and the server looks the place up and builds the lead itself. The one module of server/ besides
 * the form posts' (survey-forms/native-funnel.ts) that runs the engine.
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
  stop(): void;
}

const built = new Map<string, FunnelMachine>();

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
): FunnelMachine {
  const key = machineKey(definition, route, dateOfBirthStates);
  const cached = built.get(key);
  if (cached) return cached;
  const registries = funnelRegistries(definition, {
    routingStateList: route.routingStateList,
    dateOfBirthStates,
  });
  const machine = createFunnelMachine(definition, { ...registries, skipIntro: route.skipIntro }).provide({
    actors: {
      lookUpPlace: fromPromise<Place, { key: string }>(() => new Promise<Place>(() => {})),
      postLead: fromPromise<unknown, { lead: Record<string, string> }>(() => new Promise(() => {})),
    },
  });
  built.set(key, machine);
  return machine;
}

/** A fresh run of the variant's machine on the server's own input. */
export function startReplay(
  definition: VariantDefinition,
  route: SurveyRoute,
  dateOfBirthStates: readonly string[],
  input: FunnelInput,
): ReplayRun {
  const actor = createActor(replayMachine(definition, route, dateOfBirthStates), { input });
  actor.start();
  const stepShown = () => {
    const snapshot = actor.getSnapshot();
    return typeof snapshot.value === 'string' && snapshot.value !== SUBMITTING && snapshot.status === 'active'
      ? snapshot.value
      : null;
  };
  return {
    step: stepShown,
    answer(values) {
      const before = actor.getSnapshot().context.trail.length;
      actor.send({ type: 'ANSWER', values });
      const snapshot = actor.getSnapshot();
      if (snapshot.context.trail.length === before) return 'no_transition';
      return snapshot.hasTag(FUNNEL_TAGS.submitting) ? 'submitted' : 'moved';
    },
    result() {
      const { context } = actor.getSnapshot();
      return {
        answers: { ...context.answers },
        trail: context.trail.map(({ step, values }) => ({ step, values: { ...values } })),
        timings: [...context.timings],
      };
    },
    stop: () => actor.stop(),
  };
}
