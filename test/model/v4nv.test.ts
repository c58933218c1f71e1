import { describe, expect, it } from 'vitest';
import { SUBMITTING } from '../../machines/create-funnel-machine';
import { buildLead } from '../../variants/registries/lead-builder';
import { daysBetween, buildIncidentDate, monthsBetweenExact } from '../../guards/dates';
import { isSeriousInjury } from '../../guards/incident-rules';
import type { StepDefinition } from '../../machines/definition-language';
import v4nv from '../../variants/definitions/v4nv';
import { transitionsOf } from '../../machines/definition-graph';
import {
  MODEL_TODAY,
  THREE_WORD_DESCRIPTION,
  modelInput,
  pathsToSubmit,
  replay,
  stepOf,
  trailKey,
  type FunnelSnapshot,
  type GeneratedPath,
} from '../../scripts/paths/funnel-paths';

/** The page configurations under which v4nv runs: the plain page, the combined last step, a date-of-birth state. */
const CONFIGURATIONS = {
  plain: { input: modelInput(), options: {} },
  combinedLastStep: { input: modelInput({ combinedLastStep: true }), options: {} },
  dateOfBirthState: { input: modelInput({ visitorState: 'TX' }), options: { dateOfBirthStates: ['TX'] } },
};
const PLAIN = CONFIGURATIONS.plain.input;

const branchPaths = Object.fromEntries(
  Object.entries(CONFIGURATIONS).map(([name, { input, options }]) => [
    name,
    pathsToSubmit(v4nv, input, trailKey, options),
  ]),
) as Record<keyof typeof CONFIGURATIONS, GeneratedPath[]>;
const allBranchPaths = Object.values(branchPaths).flat();
const steps: Readonly<Record<string, StepDefinition>> = v4nv.steps;

describe('v4nv: paths generated from the machine', () => {
  it('reaches every step of the definition', () => {
    const reached = new Set(allBranchPaths.flatMap((path) => path.steps));
    expect([...reached].sort()).toEqual(Object.keys(v4nv.steps).sort());
  });

  it('takes every transition the definition names', () => {
    const taken = new Set(
      allBranchPaths.flatMap((path) =>
        path.steps.slice(1).map((step, index) => `${path.steps[index]} -> ${step}`),
      ),
    );
    const defined = Object.entries(v4nv.steps).flatMap(([from, step]) =>
      transitionsOf(step).map((transition) => `${from} -> ${transition.to}`),
    );
    expect(defined.filter((edge) => !taken.has(edge))).toEqual([]);
  });

  it('ends every path at a submit step', () => {
    expect(allBranchPaths.length).toBeGreaterThan(100);
    for (const path of allBranchPaths) {
      expect(steps[path.steps.at(-1)!]?.submit).toBe(true);
      expect(stepOf(path.final)).toBe(SUBMITTING);
    }
  });

  it('never moves the progress bar back, and ends at 100', () => {
    for (const path of allBranchPaths) {
      for (let index = 1; index < path.progress.length; index += 1) {
        expect(path.progress[index]).toBeGreaterThanOrEqual(path.progress[index - 1]!);
      }
      expect(path.progress.at(-1)).toBe(100);
    }
  });

  it('starts at the first question, as every v4nv path skips the intro', () => {
    expect(new Set(allBranchPaths.map((path) => path.steps[0]))).toEqual(new Set(['WhenWasTheAccident']));
  });

  it('returns with BACK along the path actually taken, to the first step', () => {
    for (const path of branchPaths.plain) {
      const withoutSubmit = path.events.slice(0, -1);
      const actor = replay(v4nv, PLAIN, withoutSubmit);
      const walkedBack = [actor.getSnapshot().value];
      for (let index = 0; index < withoutSubmit.length; index += 1) {
        actor.send({ type: 'BACK' });
        walkedBack.push(actor.getSnapshot().value);
      }
      expect(walkedBack).toEqual([...path.steps].reverse());
      expect(actor.getSnapshot().context.answers).toEqual({});
      actor.send({ type: 'BACK' });
      expect(actor.getSnapshot().value).toBe(path.steps[0]);
    }
  });
});

/** The facts the primary rule reads, so that BFS keeps one path per combination of them. */
function qualificationKey(snapshot: FunnelSnapshot): string {
  const answers = snapshot.context.answers;
  return JSON.stringify([
    answers.injury_year,
    answers.injury_month,
    answers.at_Fault,
    answers.physical_injury,
    isSeriousInjury(answers.injury_type),
    answers.doctor_treatment,
    answers.with_Lawyer,
    answers.lawyer_redirect_reason,
    answers.case_description === THREE_WORD_DESCRIPTION,
  ]);
}

/** The spec's primary rule and the 730-day window, written out from its sentences for zip 77002 (Texas, 2 years). */
function expectedQualification(answers: Record<string, string>): { qualified: boolean; dqReason: string } {
  const incident = buildIncidentDate(answers.injury_year, answers.injury_month);
  const days = daysBetween(incident, MODEL_TODAY);
  const recent = days <= 15;
  const lawyer = answers.with_Lawyer === 'Yes';
  const limitExceeded = monthsBetweenExact(incident, MODEL_TODAY) > 24;
  const fewWords = answers.case_description === THREE_WORD_DESCRIPTION;
  const notInjured = answers.physical_injury === 'No' && !recent;
  const untreated = answers.doctor_treatment === 'No' && !recent;
  const qualified =
    !lawyer &&
    !limitExceeded &&
    !fewWords &&
    !notInjured &&
    answers.at_Fault !== 'Yes' &&
    !untreated &&
    days <= 730;
  // One reason per rule, in the primary rule's order (spec section 5), then the 730-day window.
  const reasons: [boolean, string][] = [
    [lawyer, answers.lawyer_redirect_reason!],
    [limitExceeded, 'date|accident_limit_exceeded'],
    [fewWords, 'enough_words|no'],
    [notInjured, 'physical_injury|no'],
    [answers.at_Fault === 'Yes', 'at_Fault|yes'],
    [untreated, 'doctor_treatment|no'],
    [days > 730, 'date|over_730_days'],
  ];
  const dqReason = reasons.find(([failed]) => failed)?.[1] ?? '';
  return { qualified, dqReason };
}

describe('v4nv: the qualification each path gives', () => {
  const paths = pathsToSubmit(v4nv, PLAIN, qualificationKey);
  const place = { zip: '77002', city: 'Houston', state: 'TX', state_long: 'Texas', county: 'Harris' };

  it('matches the primary rule and the 730-day window on every path', () => {
    const outcomes = new Set<string>();
    for (const path of paths) {
      const lead = buildLead({ ...path.final.context, place });
      const expected = expectedQualification(path.final.context.answers);
      expect(
        { qualified: lead.lead_is_qualified === 'yes', dqReason: lead.dq_reason },
        path.steps.join(' > '),
      ).toEqual(expected);
      outcomes.add(`${lead.lead_is_qualified}:${lead.dq_reason}`);
    }
    // No disqualified path goes without a reason.
    expect([...outcomes].sort()).toEqual([
      'no:at_Fault|yes',
      'no:date|accident_limit_exceeded',
      'no:doctor_treatment|no',
      'no:enough_words|no',
      'no:have_attorney|yes',
      'no:have_attorney|yes_but_I_want_a_new_lawyer',
      'no:physical_injury|no',
      'yes:',
    ]);
  });
});

describe('v4nv: a lawyer is confirmed only for an accident not over 2 years back (from the date given)', () => {
  // MODEL_TODAY is 2026-11-10: 730 days back is 2024-11-10; a month-and-year date counts from its first day.
  it.each([
    ['2024', '12', 'ConfirmationHasLawyer'],
    ['2026', '06', 'ConfirmationHasLawyer'],
    ['2024', '11', 'IncidentDescription'],
    ['2023', '10', 'IncidentDescription'],
  ])('with a lawyer, an accident in %s-%s goes on to %s', (year, month, next) => {
    const actor = replay(v4nv, PLAIN, [
      { type: 'ANSWER', values: { injury_year: year, injury_month: month } },
      { type: 'ANSWER', values: { at_Fault: 'No' } },
      { type: 'ANSWER', values: { physical_injury: 'No' } },
      { type: 'ANSWER', values: { police_report: 'Yes' } },
      { type: 'ANSWER', values: { with_Lawyer: 'Yes', lawyer_redirect_reason: 'have_attorney|yes' } },
    ]);
    expect(stepOf(actor.getSnapshot())).toBe(next);
  });
});
