import type { FunnelContext, FunnelSubmission, Lead } from './funnel-types';

/**
 * The submission: what happens once a submit step is answered. The place is looked up (by the key the
 * submission registry names), the lead is built and posted (both invoked actors, supplied by the page or a
 * test), and the outcome settled; then the submit step's own next step, the step again (a variant that keeps the
 * visitor after a failed post), or DONE. The engine only sequences this: what a lead is, and what its verdict
 * means, is the registry's (variants/registries/funnel-registries.ts).
 */

export const SUBMITTING = 'submitting';
export const DONE = 'done';

/** The post's answer, when the event is the post actor's completion; null for its failure and anything else. */
export function postAnswer(event: { type: string }): unknown {
  const output = (event as unknown as { output?: unknown }).output;
  return event.type.startsWith('xstate.done.actor') ? output : null;
}

/** The context changes of the submission's actions, wired into the machine by the factory. */
export const SUBMISSION_UPDATES = {
  markSubmitting(): Partial<FunnelContext> {
    return { progress: 100 };
  },
  keepPlace(event: { type: string }): Partial<FunnelContext> {
    return { place: (event as unknown as { output: FunnelContext['place'] }).output };
  },
  buildLead(context: FunnelContext, submission: FunnelSubmission): Partial<FunnelContext> {
    return { lead: submission.buildLead(context) };
  },
  /** After a failed post, back on the submit step with its answer undone, so the visitor can send again. */
  returnAfterFailedPost(context: FunnelContext): Partial<FunnelContext> {
    const trail = context.trail.slice(0, -1);
    return {
      trail,
      answers: Object.assign({}, ...trail.map((entry) => entry.values)) as Record<string, string>,
      nextProgress: context.trail.at(-1)?.progress ?? null,
      postFailed: true,
      lead: null,
      outcome: null,
    };
  },
};

/**
 * A settled call's transitions in order, without those no post can take: the lead was posted from exactly one
 * submit step, the one answered last, so once each submit step has a transition guarded by that alone (or there is
 * one without a guard), the rest are never taken. Left in, the fallback to DONE of a funnel whose every submit step
 * goes on to a step of its own would read as a way the funnel ends, and count as a transition never walked.
 */
export function takeableTransitions<T extends object>(
  transitions: readonly T[],
  submitSteps: readonly string[],
): T[] {
  const caught = new Set<string>();
  const kept: T[] = [];
  for (const transition of transitions) {
    kept.push(transition);
    const guard =
      'guard' in transition ? (transition.guard as { type?: string; params?: { step?: string } }) : undefined;
    if (guard === undefined) break;
    if (guard.type === 'lastAnswered' && guard.params?.step) caught.add(guard.params.step);
    if (submitSteps.every((step) => caught.has(step))) break;
  }
  return kept;
}

/** Where a state config holds the place look-up's and the post's invocations (machine-config.ts). */
interface SubmissionStateConfig {
  states?: Record<string, { invoke?: object }>;
}

/**
 * The submission's state as it runs: its data (machine-config.ts) with what data cannot say, the input each call
 * is invoked with, read from the context when the call starts.
 */
export function withCallInputs<State extends SubmissionStateConfig>(
  submitting: State,
  submission: FunnelSubmission,
): State {
  const { lookingUpPlace, posting } = submitting.states ?? {};
  return {
    ...submitting,
    states: {
      ...submitting.states,
      lookingUpPlace: {
        ...lookingUpPlace,
        invoke: {
          ...lookingUpPlace?.invoke,
          input: ({ context }: { context: FunnelContext }) => ({ key: submission.placeKey(context.answers) }),
        },
      },
      posting: {
        ...posting,
        invoke: {
          ...posting?.invoke,
          input: ({ context }: { context: FunnelContext }): { lead: Lead } => ({
            lead: context.lead ?? submission.buildLead(context),
          }),
        },
      },
    },
  };
}
