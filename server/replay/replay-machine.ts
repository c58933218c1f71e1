import { walkOfDefinition, type ConfigWalk } from '../../machines/config-walk';
import { SUBMITTING } from '../../machines/create-funnel-machine';
import type { FunnelInput } from '../../machines/funnel-types';
import type { VariantDefinition } from '../../variants/variant-definition';
import { funnelRegistries } from '../../variants/registries/funnel-registries';
import type { SurveyRoute } from '../../variants/routes/route-table';

/**
 * The variant's statechart as the server replays a trail through it: the config and implementations the factory
 * gives the browser's machine (its guards, its context changes), made once per variant and route options (a lead
 * costs its transitions, never a compile), and walked step by step without an actor (machines/config-walk.ts).
 * The machine's calls and effects are the browser's: the walk stops where the submission starts, with the answers
 * the visitor gave, and the server looks the place up and builds the lead itself, once (replay-lead.ts). The one
 * module of server/ besides the form posts' (survey-forms/native-funnel.ts) that runs the engine.
 *
 * An actor (createActor, start, one send a step) cost about 240 µs a ten-step replay, and xstate's pure
 * `transition` in an inert scope about 200 µs, most of it xstate's bookkeeping (snapshots, microsteps, action
 * queues) rather than the funnel's rules; the walk takes the same transitions for far less (`npm run
 * bench:replay`). The model tests hold the walk equal to the machine on every generated path of every variant.
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

const built = new Map<string, ConfigWalk>();

function machineKey(definition: VariantDefinition, route: SurveyRoute, dateOfBirthStates: readonly string[]) {
  return [
    definition.id,
    route.routingStateList ?? '',
    route.skipIntro ? 'skip' : '',
    ...dateOfBirthStates,
  ].join('\n');
}

function replayWalk(
  definition: VariantDefinition,
  route: SurveyRoute,
  dateOfBirthStates: readonly string[],
): ConfigWalk {
  const key = machineKey(definition, route, dateOfBirthStates);
  const cached = built.get(key);
  if (cached) return cached;
  const registries = funnelRegistries(definition, {
    routingStateList: route.routingStateList,
    dateOfBirthStates,
  });
  const walk = walkOfDefinition(definition, { ...registries, skipIntro: route.skipIntro });
  built.set(key, walk);
  return walk;
}

/** A fresh run of the variant's machine on the server's own input. */
export function startReplay(
  definition: VariantDefinition,
  route: SurveyRoute,
  dateOfBirthStates: readonly string[],
  input: FunnelInput,
): ReplayRun {
  const walk = replayWalk(definition, route, dateOfBirthStates);
  let snapshot = walk.start(input);
  return {
    step: () => (snapshot.done || snapshot.step === SUBMITTING ? null : snapshot.step),
    answer(values) {
      const next = walk.send(snapshot, { type: 'ANSWER', values });
      if (!next) return 'no_transition';
      snapshot = next;
      return snapshot.step === SUBMITTING ? 'submitted' : 'moved';
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
