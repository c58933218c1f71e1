/**
 * The forge matrix's sixth way in (issue 35): a trail tampered with where no visitor could have walked it. A value
 * changed to another one its step allows is an honest, different walk; so the tampering here is what cannot be
 * honest: a value no option allows, a field the step does not ask, a step skipped, two steps swapped, a step no
 * variant has, no trail, a trail that is not one, a trail that stops before the last step, an accident in the
 * future. Each is stored all the same (never lose a lead), with `lead_is_qualified` no and `dq_reason`
 * `trail|<why>`: never better than the honest walk. Generated from every variant's honest walks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VARIANT_IDS } from '../../../variants';
import { shownStep } from '../../../machines/definition-language';
import { startInjectedServer, TODAY, type InjectedServer } from '../support/test-server';
import {
  browserPost,
  describeWalk,
  honestWalks,
  leadBody,
  type HonestWalk,
  type TrailEntry,
} from './honest-walks';
import { ONLY_VARIANTS, TRAIL_REPLAY } from './replay-switch';
import { postLead, readLead } from './ways-in';

const VARIANTS =
  ONLY_VARIANTS.length > 0 ? VARIANT_IDS.filter((id) => ONLY_VARIANTS.includes(id)) : VARIANT_IDS;

/** A tampering of a trail: what it does, the reasons the replay may give, and the trail it sends (or none). */
interface Tampering {
  name: string;
  /** The `<why>` of `trail|<why>` the replay gives; more than one where two readings are fair. */
  why: readonly string[];
  /** The trail sent instead of the honest one; `undefined` leaves the trail out of the body. */
  tamper: (trail: TrailEntry[], walk: HonestWalk) => unknown;
  /** Whether this walk's trail can be tampered with so. */
  applies?: (trail: TrailEntry[], walk: HonestWalk) => boolean;
}

const copy = (trail: TrailEntry[]) =>
  trail.map((entry) => ({ step: entry.step, values: { ...entry.values } }));

/** The first step of the trail with a field chosen from options (a choice, or a list of a form), and that field. */
function optionField(trail: TrailEntry[], walk: HonestWalk): { index: number; field: string } | undefined {
  for (const [index, entry] of trail.entries()) {
    const step = shownStep(walk.definition, entry.step);
    if (step?.kind === 'choice') return { index, field: step.field };
    if (step?.kind === 'form') {
      const select = step.groups.flatMap((group) => group.fields).find((field) => field.type === 'select');
      if (select) return { index, field: select.name };
    }
  }
  return undefined;
}

/** Next month of TODAY's year: a month and year each step offers, an accident that has not happened yet. */
const NEXT_MONTH = String(Number(TODAY.slice(5, 7)) + 1).padStart(2, '0');
/**
 * A step where the visitor gave the month and year themselves. A timeframe answer's month and year are the step's
 * action's: the server works them out again from the timeframe, so a forged one there is dropped, not refused (the
 * forge matrix holds that its verdict stays the honest walk's).
 */
const asksMonthAndYear = (entry: TrailEntry) =>
  entry.values.injury_month !== undefined &&
  entry.values.injury_year !== undefined &&
  entry.values.accident_date_button === undefined;
const hasMonthAndYear = (trail: TrailEntry[]) => trail.some(asksMonthAndYear);

const TAMPERINGS: readonly Tampering[] = [
  { name: 'no trail', why: ['missing'], tamper: () => undefined },
  { name: 'a trail that is not a list of steps', why: ['malformed'], tamper: () => ({ step: 'AtFault' }) },
  {
    name: 'a step without its name',
    why: ['malformed'],
    tamper: (trail) => [{ values: trail[0]!.values }, ...copy(trail).slice(1)],
  },
  {
    name: 'a step no variant has',
    why: ['unknown_step'],
    tamper: (trail) => [trail[0]!, { step: 'NoSuchStep', values: {} }, ...copy(trail).slice(1)],
  },
  {
    name: 'a value no option allows',
    why: ['invalid_value'],
    applies: (trail, walk) => optionField(trail, walk) !== undefined,
    tamper: (trail, walk) => {
      const { index, field } = optionField(trail, walk)!;
      const tampered = copy(trail);
      tampered[index]!.values[field] = 'not-an-option';
      return tampered;
    },
  },
  {
    name: 'a verdict inside a step’s values',
    why: ['invalid_value', 'malformed'],
    tamper: (trail) => {
      const tampered = copy(trail);
      Object.assign(tampered[0]!.values, { lead_is_qualified: 'yes', dq_reason: '' });
      return tampered;
    },
  },
  {
    name: 'a step skipped',
    why: ['wrong_step', 'no_transition'],
    applies: (trail) => trail.length >= 3,
    tamper: (trail) => copy(trail).filter((_, index) => index !== 1),
  },
  {
    name: 'two steps swapped',
    why: ['wrong_step', 'no_transition'],
    applies: (trail) => trail.length >= 2,
    tamper: (trail) => {
      const tampered = copy(trail);
      [tampered[0], tampered[1]] = [tampered[1]!, tampered[0]!];
      return tampered;
    },
  },
  {
    name: 'a trail that stops before its last step',
    why: ['incomplete'],
    applies: (trail) => trail.length >= 2,
    tamper: (trail) => copy(trail).slice(0, -1),
  },
  {
    name: 'an accident next month',
    why: ['future_date'],
    applies: (trail) => Number(NEXT_MONTH) <= 12 && hasMonthAndYear(trail),
    tamper: (trail) =>
      copy(trail).map((entry) =>
        !asksMonthAndYear(entry)
          ? entry
          : {
              ...entry,
              values: { ...entry.values, injury_month: NEXT_MONTH, injury_year: TODAY.slice(0, 4) },
            },
      ),
  },
];

describe.runIf(TRAIL_REPLAY)('a tampered trail is stored, disqualified, with its reason', () => {
  let server: InjectedServer;
  const walks: HonestWalk[] = [];
  let sent = 0;

  beforeAll(async () => {
    server = await startInjectedServer({ rateLimitMax: 1_000_000, leadRateLimitMax: 1_000_000 });
    for (const id of VARIANTS) walks.push(...(await honestWalks(id)));
  }, 120_000);

  afterAll(async () => {
    await server?.close();
  });

  it('tampers with every variant’s trails in every way that fits them', () => {
    for (const tampering of TAMPERINGS) {
      const fitting = walks.filter((walk) => {
        const trail = walk.path.final.context.trail;
        return tampering.applies?.(trail, walk) ?? true;
      });
      expect(fitting.length, tampering.name).toBeGreaterThan(0);
    }
  });

  it.each(VARIANTS)('%s: each tampering stores the lead with trail|<why>, never qualified', async (id) => {
    const failures: string[] = [];
    for (const walk of walks.filter((candidate) => candidate.variant === id)) {
      for (const [index, tampering] of TAMPERINGS.entries()) {
        // A payload of its own: the same payload again is stored as a repeat of the first.
        sent += 1;
        const post = (await browserPost(walk, { person: index, query: `utm_content=tamper-${sent}` }))!;
        if (!(tampering.applies?.(post.trail, walk) ?? true)) continue;
        const trail = tampering.tamper(post.trail, walk);
        const body = leadBody(post, trail);
        if (trail === undefined) delete body.trail;
        const stored = await readLead(server, await postLead(server, post.route, body));
        const reason = stored.lead.dq_reason ?? '';
        const whys = tampering.why.map((why) => `trail|${why}`);
        if (stored.lead.lead_is_qualified !== 'no' || !whys.includes(reason)) {
          failures.push(
            `${tampering.name} on ${describeWalk(walk)}: stored ${stored.lead.lead_is_qualified} ${JSON.stringify(reason)}, expected no ${whys.join(' or ')}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
