import type { PostLeadResponse } from '../services/api/lead/lead-contract';
import type { ZipPlace } from '../services/api/zip-place/zip-place-contract';

export type Lead = Record<string, string>;

/**
 * What the view asks of a state, by tag rather than by the shape of its value: `submitting` while the lead is
 * being sent and after (the redirect to the thank-you page is under way); `ended` on a step that ends the funnel
 * on the page (an in-funnel thank you).
 */
export const FUNNEL_TAGS = { submitting: 'submitting', ended: 'ended' } as const;
export type FunnelTag = (typeof FUNNEL_TAGS)[keyof typeof FUNNEL_TAGS];

/** What the page knows when the funnel starts. Never changes while it runs. */
export interface FunnelInput {
  /** When the funnel started (ms since the epoch): the first step's entry time; omitted in tests. */
  startedAt?: number;
  /** The idempotency key of the lead, made when the funnel starts. */
  leadId: string;
  /** The visitor's local date, yyyy-MM-dd: all day counts are taken against it. */
  today: string;
  language: 'en' | 'es';
  combinedLastStep: boolean;
  dateOfBirthStates: readonly string[];
  visitorState: string;
  /** Normalised tracking fields of the landing URL. */
  tracking: Readonly<Record<string, string>>;
  /** landing_page, landing_page_url, page_referer, user_agent. */
  page: Readonly<Record<string, string>>;
}

export interface AnsweredStep {
  step: string;
  values: Record<string, string>;
  /** The progress the step showed, restored when BACK returns to it. */
  progress: number;
}

export interface FunnelOutcome {
  qualified: boolean;
  dqReason: string;
  /** Whether the server acknowledged the lead. */
  posted: boolean;
  lead: Lead;
}

export interface FunnelContext {
  input: FunnelInput;
  /** The path actually taken: every answered step and what it set, in order. BACK pops it. */
  trail: AnsweredStep[];
  /** All answers so far: the trail's values merged in order. */
  answers: Record<string, string>;
  /** The last values given at each step, to prefill a step the visitor comes back to. */
  recall: Record<string, Record<string, string>>;
  progress: number;
  /** The progress the next step shows instead of its own (a branch-specific value, or the one shown before BACK). */
  nextProgress: number | null;
  /** The last post failed and the variant keeps the visitor on the last step to try again. */
  postFailed: boolean;
  /** When the step shown was entered (ms since the epoch), from the event that entered it; null when unknown. */
  stepEnteredAt: number | null;
  /** "Step:seconds" for each answer given, in order; 0 seconds where the events carried no time. */
  timings: string[];
  place: ZipPlace | null;
  lead: Lead | null;
  outcome: FunnelOutcome | null;
}

/**
 * What the visitor does. `at` is when (ms since the epoch): the page stamps its events, so the machine reads no
 * clock and a test that gives the times gets the same timings every run.
 */
export type FunnelEvent =
  { type: 'ANSWER'; values: Record<string, string>; at?: number } | { type: 'BACK'; at?: number };

export interface FunnelCalls {
  lookUpZip: (zip: string) => Promise<ZipPlace>;
  postLead: (lead: Lead) => Promise<PostLeadResponse>;
}

export type { PostLeadResponse, ZipPlace };
