import { createActor, waitFor, type Actor, type SnapshotFrom } from 'xstate';
import {
  createFunnelMachine,
  DONE,
  FUNNEL_TAGS,
  provideCalls,
  SUBMITTING,
  type FunnelMachine,
} from '../../machines/create-funnel-machine';
import type { FunnelCalls, FunnelInput, FunnelOutcome, Lead } from '../../machines/funnel-types';
import type { VariantDefinition } from '../../variants/variant-definition';
import { funnelRegistries } from '../../variants/registries/funnel-registries';
import type { SurveyRoute } from '../../variants/routes/route-table';
import type { FunnelFormState } from './form-state';

/**
 * The visitor's funnel on the server: the statechart the browser runs, compiled by the same factory from the same
 * definition with the same registries (guards, actions, lead builder), its calls supplied by the server (the zip
 * look-up, and the lead stored through the intake `/post-lead` uses). A post restores it by replaying the answers
 * its state carries, one ANSWER each, as the browser sent them. The one module of server/ that runs the engine
 * (lint keeps the rest of server/ off machines/).
 */

export { DONE };
export type { FunnelCalls, FunnelOutcome, Lead };

export type FunnelActor = Actor<FunnelMachine>;
export type FunnelSnapshot = SnapshotFrom<FunnelMachine>;

export function serverFunnelMachine(
  definition: VariantDefinition,
  route: SurveyRoute,
  dateOfBirthStates: readonly string[],
  calls: FunnelCalls,
): FunnelMachine {
  const registries = funnelRegistries(definition, {
    routingStateList: route.routingStateList,
    dateOfBirthStates,
  });
  return provideCalls(createFunnelMachine(definition, { ...registries, skipIntro: route.skipIntro }), calls);
}

/** The step a snapshot shows, or null once the funnel is past its steps (posting, or done). */
export function stepShown(snapshot: FunnelSnapshot): string | null {
  return typeof snapshot.value === 'string' && snapshot.value !== SUBMITTING && snapshot.status === 'active'
    ? snapshot.value
    : null;
}

/**
 * The machine at the step the state's answers lead to, or null when they do not replay: an answer that moves
 * nothing or posts (a state made by another version of the variant, or made up).
 */
export function restoreFunnel(machine: FunnelMachine, state: FunnelFormState): FunnelActor | null {
  const actor = createActor(machine, { input: state.input satisfies FunnelInput });
  actor.start();
  for (const [index, event] of state.events.entries()) {
    if (stepShown(actor.getSnapshot()) === null) break;
    actor.send({ type: 'ANSWER', values: event.values, at: event.at });
    if (actor.getSnapshot().context.trail.length !== index + 1) break;
  }
  const snapshot = actor.getSnapshot();
  if (stepShown(snapshot) === null || snapshot.context.trail.length !== state.events.length) {
    actor.stop();
    return null;
  }
  return actor;
}

/** Sends the step's answer; on a submit step, waits until the lead is posted and the outcome settled. */
export async function answerStep(
  actor: FunnelActor,
  values: Record<string, string>,
  at: number,
): Promise<FunnelSnapshot> {
  actor.send({ type: 'ANSWER', values, at });
  return waitFor(
    actor,
    (snapshot) => snapshot.status !== 'active' || !snapshot.hasTag(FUNNEL_TAGS.submitting),
  );
}
