import type { FunnelContext } from '../../../machines/funnel-types';
import type { LeadPath } from '../../held-leads';
import { saveDataCall } from './save-data-call';
import { beacon } from '../../http';
import type { SaveDataBody } from './save-data-contract';

/**
 * The visitor's funnel so far, sent to `POST /api/save-data` when they leave (the tab hidden, closed or
 * navigated away): the steps reached since the last send go out together, with navigator.sendBeacon, which the
 * browser delivers even as the page unloads. Loaded after hydration, never on the first load.
 */
let pending: string | null = null;
let listening = false;

/** The longest answer the server keeps (save-data-contract.ts). */
const MAX_ANSWER_LENGTH = 5000;

export interface SessionPlace {
  path: string;
  variant: string;
  /** The step shown now. */
  step: string;
  submitted: boolean;
  /** Where the funnel's lead is posted: the session carries the lead there once the visitor has submitted. */
  leadPath?: LeadPath;
}

/** The path taken (answered steps, in order) with the seconds spent on each, from the machine's timings. */
export function sessionBody(context: FunnelContext, place: SessionPlace): SaveDataBody {
  const seconds = new Map<string, number>();
  for (const timing of context.timings) {
    const split = timing.lastIndexOf(':');
    const step = timing.slice(0, split);
    seconds.set(step, (seconds.get(step) ?? 0) + (Number(timing.slice(split + 1)) || 0));
  }
  return {
    session: {
      id: context.input.leadId,
      variant: place.variant,
      path: place.path,
      utm_source: context.input.tracking.utm_source ?? '',
      affid: context.input.tracking.affid ?? '',
    },
    data: {
      step: place.step,
      steps: context.trail.map(({ step }) => ({ step, seconds: Math.min(seconds.get(step) ?? 0, 86_400) })),
      answers: Object.fromEntries(
        Object.entries(context.answers).map(([field, value]) => [
          field,
          String(value).slice(0, MAX_ANSWER_LENGTH),
        ]),
      ),
      submitted: place.submitted,
    },
    // The lead rides along from the tap on: if its own post is lost, the server stores it from here.
    ...(context.lead && place.leadPath ? { lead: { path: place.leadPath, fields: context.lead } } : {}),
  };
}

/** Sends what is pending; kept for the next leave when the browser's beacon queue refuses it. */
export function flushSession(): void {
  if (pending !== null && beacon(saveDataCall, pending)) pending = null;
}

/** Replaces what will be sent on leaving with the session as it is now. */
export function recordSession(body: SaveDataBody): void {
  pending = JSON.stringify(body);
  if (listening) return;
  listening = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushSession();
  });
  window.addEventListener('pagehide', flushSession);
}

/** What the report reads of the running funnel. */
interface WatchedFunnel {
  getSnapshot(): FunnelSnapshot;
  subscribe(listener: (state: FunnelSnapshot) => void): { unsubscribe(): void };
}
interface FunnelSnapshot {
  status: string;
  value: unknown;
  context: FunnelContext;
}

/**
 * Records the funnel at each step it shows, from the step the visitor landed on (reached even if they leave
 * without answering) to the post.
 */
export function watchSession(
  funnel: WatchedFunnel,
  { path }: { path: string },
  definition: { id: string; start: string },
  leadPath: LeadPath,
): void {
  const record = (state: FunnelSnapshot) => {
    if (!state.context.input.leadId) return;
    const place = { path, variant: definition.id, leadPath };
    const lastStep = state.context.trail.at(-1)?.step ?? definition.start;
    if (state.status === 'done') {
      recordSession(sessionBody(state.context, { ...place, step: lastStep, submitted: true }));
    } else if (typeof state.value === 'string') {
      // A string value is a step; while the lead posts, the value is the posting state's object.
      recordSession(sessionBody(state.context, { ...place, step: state.value, submitted: false }));
    } else if (state.context.lead) {
      // Tapped and posting: the report now carries the lead, and goes out if the visitor leaves meanwhile.
      recordSession(sessionBody(state.context, { ...place, step: lastStep, submitted: false }));
    }
  };
  record(funnel.getSnapshot());
  funnel.subscribe(record);
}
