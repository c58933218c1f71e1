import { describe, expect, it } from 'vitest';
import type { TrailStep } from '../../../guards/trail';
import { replayLead, replayToday } from '../../../server/replay/replay-lead';
import { qualifiedLead } from '../support/leads';
import { TODAY } from '../support/test-server';
import { DEFAULT_LANDING, trailFor } from '../support/trails';

/**
 * The replay as a unit (docs/rules.md, "The trail"): an honest walk's trail replays into the lead its answers
 * make; each way a trail can be tampered with is named by its own reason.
 */

const body = qualifiedLead({ landing_page_url: DEFAULT_LANDING }) as Record<string, string>;
const honest = await trailFor(body);

type Tamper = (trail: TrailStep[]) => unknown;
const at = (step: string, trail: TrailStep[]) => trail.findIndex((entry) => entry.step === step);
const changed = (step: string, values: Record<string, string>) => (trail: TrailStep[]) =>
  trail.map((entry) => (entry.step === step ? { step, values: { ...entry.values, ...values } } : entry));

const cases: { name: string; trail: Tamper; why: string }[] = [
  { name: 'no trail at all', trail: () => undefined, why: 'missing' },
  { name: 'an empty text', trail: () => '', why: 'missing' },
  { name: 'text that is not JSON', trail: () => '[{"step":', why: 'malformed' },
  { name: 'an object instead of a list', trail: (trail) => ({ trail }), why: 'malformed' },
  { name: 'an entry without values', trail: (trail) => [{ step: trail[0]!.step }], why: 'malformed' },
  {
    name: 'a value that is not text',
    trail: () => [{ step: 'AtFault', values: { at_Fault: 1 } }],
    why: 'malformed',
  },
  {
    name: 'a step no variant has',
    trail: (trail) => [{ step: 'Bonus', values: {} }, ...trail],
    why: 'unknown_step',
  },
  { name: 'two steps swapped', trail: (trail) => [trail[1], trail[0], ...trail.slice(2)], why: 'wrong_step' },
  {
    name: 'a step skipped (the fault question)',
    trail: (trail) => trail.filter((_, index) => index !== at('AtFault', trail)),
    why: 'wrong_step',
  },
  { name: 'a step after the submit step', trail: (trail) => [...trail, trail[0]], why: 'wrong_step' },
  {
    name: 'an answer no option gives',
    trail: changed('AtFault', { at_Fault: 'Maybe' }),
    why: 'invalid_value',
  },
  {
    name: 'a verdict slipped into a step',
    trail: changed('AtFault', { lead_is_qualified: 'yes' }),
    why: 'invalid_value',
  },
  {
    name: "another step's field slipped into a step",
    trail: changed('AtFault', { with_Lawyer: 'No' }),
    why: 'invalid_value',
  },
  {
    name: 'a month not in the calendar',
    trail: changed('WhenWasTheAccident', { injury_month: '13' }),
    why: 'invalid_value',
  },
  {
    name: 'an accident in a later month',
    trail: changed('WhenWasTheAccident', { injury_month: '12', injury_year: '2026' }),
    why: 'future_date',
  },
  {
    name: 'a time frame on a page that hides its buttons (no show-accident-timeframe)',
    trail: changed('WhenWasTheAccident', { accident_date_button: 'Within 6 Months' }),
    why: 'invalid_value',
  },
  { name: 'a walk that stops before the last step', trail: (trail) => trail.slice(0, -1), why: 'incomplete' },
];

describe('replayLead', () => {
  it('replays an honest walk into the lead its answers make', async () => {
    const replay = await replayLead(body, honest, { serverToday: TODAY });
    expect(replay.ok).toBe(true);
    if (!replay.ok) return;
    expect(replay.lead).toMatchObject({
      at_Fault: 'No',
      with_Lawyer: 'No',
      injury_year: '2026',
      injury_month: '8',
    });
    expect(replay.stepOf).toMatchObject({ at_Fault: 'AtFault', injury_month: 'WhenWasTheAccident' });
  });

  it("leaves the derived fields to the authority, and takes none of the field map's", async () => {
    const claiming = { ...body, lead_is_qualified: 'yes', dq_reason: '', days_from_incident_date: '3' };
    const replay = await replayLead(claiming, honest, { serverToday: TODAY });
    expect(replay.ok).toBe(true);
    for (const field of ['lead_is_qualified', 'dq_reason', 'incident_date', 'days_from_incident_date'])
      expect(replay.ok && replay.lead).not.toHaveProperty(field);
  });

  it('reads a trail sent as JSON text as the same trail', async () => {
    const replay = await replayLead(body, JSON.stringify(honest), { serverToday: TODAY });
    expect(replay.ok).toBe(true);
  });

  it.each(cases)('$name: trail|$why', async ({ trail, why }) => {
    const replay = await replayLead(body, trail(honest), { serverToday: TODAY });
    expect(replay).toMatchObject({ ok: false, why });
  });

  it('counts on an unknown route as on no step', async () => {
    const replay = await replayLead({ ...body, landing_page_url: 'https://x.example/nowhere' }, honest, {
      serverToday: TODAY,
    });
    expect(replay).toMatchObject({ ok: false, why: 'unknown_step' });
  });

  it('takes a time frame where the landing page offers its buttons', async () => {
    const landed = { ...body, landing_page_url: `${DEFAULT_LANDING}?show-accident-timeframe=yes` };
    const trail = changed('WhenWasTheAccident', { accident_date_button: 'Within 6 Months' })(honest);
    const replay = await replayLead(landed, trail, { serverToday: TODAY });
    expect(replay.ok && replay.lead).toMatchObject({ accident_date_button: 'Within 6 Months' });
  });

  it('refuses a one-page answer the form does not offer beside another (no injury after "not injured")', async () => {
    const onePage = { ...body, landing_page_url: 'https://accidentclaims.example/survey/one-page' };
    const trail = await trailFor(onePage);
    expect(await replayLead(onePage, trail, { serverToday: TODAY })).toMatchObject({ ok: true });
    const injuredButNone = changed('OnePageSurvey', { physical_injury: 'Yes', injury_type: 'None' })(trail);
    expect(await replayLead(onePage, injuredButNone, { serverToday: TODAY })).toMatchObject({
      ok: false,
      why: 'invalid_value',
    });
  });

  it('takes no answer from the field map beside the trail', async () => {
    const replay = await replayLead(
      { ...body, with_Lawyer: 'Yes', lead_is_qualified: 'no', incident_date: '2020-01-01' },
      honest,
      { serverToday: TODAY },
    );
    expect(replay.ok && replay.lead).toMatchObject({ with_Lawyer: 'No', injury_month: '8' });
    expect(replay.ok && replay.lead).not.toHaveProperty('incident_date');
  });
});

describe('replayToday', () => {
  it.each([
    ['', TODAY],
    ['2026-11-21', '2026-11-21'],
    ['2026-11-23', '2026-11-23'],
    ['2026-11-20', TODAY],
    ['2026-11-24', TODAY],
    ['tomorrow', TODAY],
  ])('a visitor date of "%s" replays on %s', (claimed, today) => {
    expect(replayToday(TODAY, claimed)).toBe(today);
  });
});
