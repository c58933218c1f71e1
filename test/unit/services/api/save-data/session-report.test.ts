import { describe, expect, it } from 'vitest';
import type { FunnelContext } from '../../../../../machines/funnel-types';
import { sessionBody } from '../../../../../services/api/save-data/session-report';

function context(overrides: Partial<FunnelContext>): FunnelContext {
  return {
    input: {
      leadId: 'c0ffee00-0000-4000-8000-000000000001',
      tracking: { utm_source: 'google', affid: '1', oid: '57' },
    },
    trail: [],
    answers: {},
    timings: [],
    ...overrides,
  } as FunnelContext;
}

describe('sessionBody', () => {
  it.each([
    {
      name: 'the landing step, nothing answered',
      trail: [],
      timings: [],
      steps: [],
    },
    {
      name: 'each answered step with its seconds, in the order taken',
      trail: ['WhenWasTheAccident', 'AtFault'],
      timings: ['WhenWasTheAccident:4', 'AtFault:7'],
      steps: [
        { step: 'WhenWasTheAccident', seconds: 4 },
        { step: 'AtFault', seconds: 7 },
      ],
    },
    {
      name: 'a step answered again after BACK adds up its times; a step left by BACK is off the path',
      trail: ['WhenWasTheAccident', 'Injured'],
      timings: ['WhenWasTheAccident:4', 'AtFault:7', 'WhenWasTheAccident:2', 'Injured:1'],
      steps: [
        { step: 'WhenWasTheAccident', seconds: 6 },
        { step: 'Injured', seconds: 1 },
      ],
    },
  ])('$name', ({ trail, timings, steps }) => {
    const body = sessionBody(
      context({
        trail: trail.map((step) => ({ step, values: {}, progress: 0 })),
        timings,
        answers: { injury_year: '2026', case_description: 'x'.repeat(6000) },
      }),
      { path: '/survey/v4nv', variant: 'v4nv', step: 'Email', submitted: false },
    );
    expect(body.session).toEqual({
      id: 'c0ffee00-0000-4000-8000-000000000001',
      variant: 'v4nv',
      path: '/survey/v4nv',
      // The landing's traffic source, so drop-off can be read per source; no other tracking field.
      utm_source: 'google',
      affid: '1',
    });
    expect(body.data.step).toBe('Email');
    expect(body.data.steps).toEqual(steps);
    // The server keeps answers of at most 5,000 characters.
    expect(body.data.answers.case_description).toHaveLength(5000);
    expect(body.data.answers.injury_year).toBe('2026');
  });
});
