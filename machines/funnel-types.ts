export type Lead = Record<string, string>;

/** What the place look-up before the post answers (the zip code's city and state): fields added to the lead. */
export type Place = Readonly<Record<string, string>>;

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
  place: Place | null;
  lead: Lead | null;
  outcome: FunnelOutcome | null;
}

/**
 * What the visitor does. `at` is when (ms since the epoch): the page stamps its events, so the machine reads no
 * clock and a test that gives the times gets the same timings every run.
 */
export type FunnelEvent =
  { type: 'ANSWER'; values: Record<string, string>; at?: number } | { type: 'BACK'; at?: number };

/** The calls the machine invokes; the engine reads neither answer itself, its submission registry does. */
export interface FunnelCalls {
  lookUpPlace: (key: string) => Promise<Place>;
  postLead: (lead: Lead) => Promise<unknown>;
}

/** What the submission registry reads to build the lead and settle the outcome: the machine's context fits it. */
export interface SubmissionFacts {
  input: FunnelInput;
  /** The steps taken, as the machine recorded them: the lead carries them for the server to replay. */
  trail?: readonly AnsweredStep[];
  answers: Readonly<Record<string, string>>;
  place: Place | null;
  timings: readonly string[];
  lead: Lead | null;
}

/**
 * A named guard of the funnel: whether a transition is taken, read from the answers (with the one being given)
 * and what the page knows. The lead domain supplies them; the engine only looks them up by name.
 */
export type FunnelGuard = (answers: Readonly<Record<string, string>>, input: FunnelInput) => boolean;

/** A named action a transition runs: what it adds to the answers of the step it follows. */
export type FunnelAction = (
  answers: Readonly<Record<string, string>>,
  input: FunnelInput,
) => Record<string, string>;

/** What happens at the post, in the lead domain's terms: the engine only sequences it. */
export interface FunnelSubmission {
  /** The key the place is looked up by before the post (the zip code); '' when there is none. */
  placeKey: (answers: Readonly<Record<string, string>>) => string;
  /** The lead as posted, from the funnel so far. */
  buildLead: (facts: SubmissionFacts) => Lead;
  /** What the visitor is told: from the post's answer when there is one (null when it failed or never came). */
  settle: (facts: SubmissionFacts, reply: unknown) => FunnelOutcome;
}

/** The lead domain, handed to the engine by its caller (variants/registries/funnel-registries.ts assembles it). */
export interface FunnelRegistries {
  guards: Readonly<Record<string, FunnelGuard>>;
  actions: Readonly<Record<string, FunnelAction>>;
  submission: FunnelSubmission;
}
