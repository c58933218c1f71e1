import type { FlowDefinition } from './definition-language';
import { shownStep } from './definition-language';
import { transitionsOf } from './definition-graph';
import {
  type FunnelAction,
  type FunnelContext,
  type FunnelEvent,
  type FunnelGuard,
  type FunnelRegistries,
} from './funnel-types';

/**
 * What the step graph's names do when the machine runs: the guards read on the answers with the one being given,
 * the context changes of recording an answer, running a shared action and stepping back, and where the funnel
 * starts. The states themselves are data (`machine-config.ts`). It knows nothing of leads.
 */

export interface StepGraphOptions {
  /** Start at the step after the intro (a route row's `skipIntro`). */
  skipIntro?: boolean;
}

/**
 * The values merged, a later one winning. A loop, not a spread: the answers grow past the size V8 keeps an
 * object's properties in fast mode, and spreading such maps costs several times the loop. (guards/field-maps.ts
 * does the same for the lead's maps; the engine imports nothing of the guards.)
 */
function mergeValues(...valueMaps: readonly Readonly<Record<string, string>>[]): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const values of valueMaps) {
    for (const field of Object.keys(values)) {
      if (field === '__proto__')
        Object.defineProperty(merged, field, {
          value: values[field],
          enumerable: true,
          writable: true,
          configurable: true,
        });
      else merged[field] = values[field]!;
    }
  }
  return merged;
}

function mergeTrail(trail: FunnelContext['trail']): Record<string, string> {
  return mergeValues(...trail.map((entry) => entry.values));
}

/**
 * The last merge answersWith made: the answers it began from, the event whose values it added, and the result. A
 * step's guards, and then its recordAnswer, ask for the same merge of the same maps within one transition (no map of
 * the context is ever changed in place, so one merge serves them all). One entry, compared by identity: a WeakMap
 * by event cost the collector more than the merges it saved.
 */
let lastMerge:
  | {
      before: Readonly<Record<string, string>>;
      event: FunnelEvent;
      after: Record<string, string>;
    }
  | undefined;

/** The answers with the one being given. */
function answersWith(context: FunnelContext, event: FunnelEvent): Record<string, string> {
  if (event.type !== 'ANSWER') return context.answers;
  if (lastMerge?.event === event && lastMerge.before === context.answers) return lastMerge.after;
  const after = mergeValues(context.answers, event.values);
  lastMerge = { before: context.answers, event, after };
  return after;
}

/**
 * Refuses a definition that names a guard or an action its registries do not hold: the machine would otherwise
 * fail only when a visitor reaches that transition.
 */
export function checkNamesRegistered(definition: FlowDefinition, registries: FunnelRegistries): void {
  for (const [name, step] of Object.entries(definition.steps)) {
    for (const transition of transitionsOf(step)) {
      for (const guard of [transition.when ?? []].flat()) {
        if (!Object.hasOwn(registries.guards, guard)) {
          throw new Error(`${definition.id}: ${name} names the guard "${guard}", which no registry holds`);
        }
      }
      for (const action of transition.do ?? []) {
        if (!Object.hasOwn(registries.actions, action)) {
          throw new Error(`${definition.id}: ${name} names the action "${action}", which no registry holds`);
        }
      }
    }
  }
}

export function initialStep(definition: FlowDefinition, options: StepGraphOptions): string {
  const start = definition.steps[definition.start];
  if (!start) throw new Error(`${definition.id}: start step "${definition.start}" is not defined`);
  if (options.skipIntro && shownStep(definition, definition.start)?.kind === 'intro') {
    const onward = transitionsOf(start).at(-1)?.to;
    if (!onward) throw new Error(`${definition.id}: the intro leads nowhere`);
    return onward;
  }
  return definition.start;
}

/** When the visitor acted, where the event says (xstate's own events carry no time). */
function eventTime(event: { type: string }): number | undefined {
  return (event as { at?: unknown }).at as number | undefined;
}

function secondsOnStep(enteredAt: number | null, answeredAt: number | undefined): number {
  if (enteredAt === null || answeredAt === undefined) return 0;
  return Math.max(0, Math.round((answeredAt - enteredAt) / 1000));
}

/** The registry's guards as the machine calls them: on the answers with the one being given. */
export function stepGuards(
  guards: Readonly<Record<string, FunnelGuard>>,
): Record<string, (args: { context: FunnelContext; event: FunnelEvent }) => boolean> {
  return Object.fromEntries(
    Object.entries(guards).map(([name, guard]) => [
      name,
      ({ context, event }: { context: FunnelContext; event: FunnelEvent }) =>
        guard(answersWith(context, event), context.input),
    ]),
  );
}

/** Whether the step named was the last one answered (BACK's way home, and a submit step's way on). */
export function lastAnswered(context: FunnelContext, step: string): boolean {
  return context.trail.at(-1)?.step === step;
}

/** The context changes of the step graph's actions, wired into the machine by the factory. */
export const STEP_UPDATES = {
  enterStep(context: FunnelContext, event: { type: string }, progress: number): Partial<FunnelContext> {
    return {
      progress: context.nextProgress ?? progress,
      nextProgress: null,
      stepEnteredAt: eventTime(event) ?? context.input.startedAt ?? null,
    };
  },
  recordAnswer(context: FunnelContext, event: FunnelEvent, step: string): Partial<FunnelContext> {
    if (event.type !== 'ANSWER') return {};
    const trail = [...context.trail, { step, values: { ...event.values }, progress: context.progress }];
    const seconds = secondsOnStep(context.stepEnteredAt, event.at);
    return {
      trail,
      // The answers are always the trail's values merged, so the new step's values merged into them are the new
      // trail's: merging the whole trail again made each step cost as much as all before it.
      answers: answersWith(context, event),
      recall: { ...context.recall, [step]: { ...event.values } },
      timings: [...context.timings, `${step}:${seconds}`],
      postFailed: false,
    };
  },
  runShared(context: FunnelContext, action: FunnelAction): Partial<FunnelContext> {
    const last = context.trail.at(-1);
    if (!last) return {};
    const added = action(context.answers, context.input);
    const trail = [...context.trail.slice(0, -1), { ...last, values: { ...last.values, ...added } }];
    // What the action added is the last step's, so it wins over every earlier step's value as merging the trail
    // again would have it.
    return { trail, answers: mergeValues(context.answers, added) };
  },
  /** The step returned to shows the progress it showed before, whichever way it was reached. */
  stepBack(context: FunnelContext): Partial<FunnelContext> {
    const trail = context.trail.slice(0, -1);
    return { trail, answers: mergeTrail(trail), nextProgress: context.trail.at(-1)?.progress ?? null };
  },
};
