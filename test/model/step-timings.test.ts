import { describe, expect, it } from 'vitest';
import { buildLead } from '../../variants/registries/lead-builder';
import v4nv from '../../variants/definitions/v4nv';
import { DATE_SAMPLES, modelInput, replay } from '../../scripts/paths/funnel-paths';

const START = Date.UTC(2026, 10, 10, 12, 0, 0);

describe('the time spent on each step (time_on_steps)', () => {
  it('is counted from the times the events carry, so the same events give the same timings', () => {
    const events = [
      { type: 'ANSWER' as const, values: DATE_SAMPLES[0]!, at: START + 12_400 },
      { type: 'ANSWER' as const, values: { at_Fault: 'No' }, at: START + 15_000 },
      { type: 'BACK' as const, at: START + 20_000 },
      { type: 'ANSWER' as const, values: { at_Fault: 'Yes' }, at: START + 27_600 },
    ];
    const timings = [1, 2].map(() => {
      const actor = replay(v4nv, modelInput({ startedAt: START }), events);
      return actor.getSnapshot().context.timings;
    });
    // AtFault is timed from when BACK showed it again.
    expect(timings[0]).toEqual(['WhenWasTheAccident:12', 'AtFault:3', 'AtFault:8']);
    expect(timings[1]).toEqual(timings[0]);
    const actor = replay(v4nv, modelInput({ startedAt: START }), events);
    expect(buildLead(actor.getSnapshot().context).time_on_steps).toBe(
      'WhenWasTheAccident:12|AtFault:3|AtFault:8',
    );
  });

  it('counts 0 seconds where the events carry no time', () => {
    const actor = replay(v4nv, modelInput(), [{ type: 'ANSWER', values: DATE_SAMPLES[0]! }]);
    expect(actor.getSnapshot().context.timings).toEqual(['WhenWasTheAccident:0']);
  });
});
