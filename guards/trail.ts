/**
 * The visitor's trail: the steps in the order they were taken, with the values each stored, as the funnel's
 * machine recorded them. Every lead route that carries funnel answers carries it beside the field map, and the
 * server replays it through the variant's own machine (server/replay/); the field map only ever counts as a claim.
 */

/** The body's property that carries the trail, beside the field map. */
export const TRAIL_FIELD = 'trail';

export interface TrailStep {
  step: string;
  values: Record<string, string>;
}

/** Why a trail did not replay; the lead is stored all the same, disqualified with `trail|<why>`. */
export const TRAIL_FAILURES = [
  'missing',
  'malformed',
  'unknown_step',
  'wrong_step',
  'invalid_value',
  'no_transition',
  'future_date',
  'incomplete',
] as const;
export type TrailFailure = (typeof TRAIL_FAILURES)[number];

export const TRAIL_REASON_PREFIX = 'trail|';

export function trailReason(failure: TrailFailure): string {
  return `${TRAIL_REASON_PREFIX}${failure}`;
}

/** Whether a stored reason says the lead's trail did not replay. */
export function isTrailReason(dqReason: string | undefined): boolean {
  return (dqReason ?? '').startsWith(TRAIL_REASON_PREFIX);
}

/** Far above the longest funnel (about 25 steps with Back and forward); a trail longer than this is not one. */
export const MAX_TRAIL_STEPS = 200;
const MAX_VALUES_PER_STEP = 100;

function isStep(entry: unknown): entry is TrailStep {
  if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) return false;
  const { step, values } = entry as Record<string, unknown>;
  if (typeof step !== 'string' || step === '') return false;
  if (values === null || typeof values !== 'object' || Array.isArray(values)) return false;
  const fields = Object.values(values);
  return fields.length <= MAX_VALUES_PER_STEP && fields.every((value) => typeof value === 'string');
}

/**
 * The trail a body carried: an array of `{ step, values }` with text values, or that array as JSON text (the
 * browser's flat lead carries it so through its outbox). `missing` when there is none, `malformed` when it is
 * anything else.
 */
export function readTrail(raw: unknown): TrailStep[] | 'missing' | 'malformed' {
  if (raw === undefined || raw === null || raw === '') return 'missing';
  let parsed: unknown = raw;
  if (typeof raw === 'string') {
    try {
      parsed = JSON.parse(raw) as unknown;
    } catch {
      return 'malformed';
    }
  }
  if (!Array.isArray(parsed) || parsed.length > MAX_TRAIL_STEPS || !parsed.every(isStep)) return 'malformed';
  return parsed.map((entry) => ({ step: entry.step, values: { ...entry.values } }));
}

/** The trail as the machine keeps it (with the progress each step showed), as it goes on the wire. */
export function trailOf(entries: readonly { step: string; values: Record<string, string> }[]): TrailStep[] {
  return entries.map(({ step, values }) => ({ step, values: { ...values } }));
}
