import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { wilsonInterval } from '../../server/analytics/wilson-interval';
import { armCookieName, cookieValue, experimentOf, pickArm } from '../../server/experiments';
import { EXPERIMENTS, findExperiment } from '../../variants/routes/experiment-table';
import { findSurveyRoute } from '../../variants/routes/route-table';
import { qualifiedLead } from './support/leads';
import { withTrail } from './support/trails';
import { ADMIN_TOKEN, startInjectedServer } from './support/test-server';

const split = findExperiment('/survey/split')!;
const arms = [
  { arm: 'a', path: '/survey/v4nv', weight: 1 },
  { arm: 'b', path: '/survey/v7', weight: 3 },
];

describe('the experiments table', () => {
  it.each(EXPERIMENTS.map((experiment) => [experiment.name, experiment] as const))(
    '%s: a free path, arms on survey routes with positive weights, a name fit for a cookie',
    (_name, experiment) => {
      expect(experiment.name).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(findSurveyRoute(experiment.path)).toBeUndefined();
      expect(experiment.arms.length).toBeGreaterThanOrEqual(2);
      expect(new Set(experiment.arms.map((arm) => arm.arm)).size).toBe(experiment.arms.length);
      for (const arm of experiment.arms) {
        expect(findSurveyRoute(arm.path), arm.path).toBeDefined();
        expect(arm.weight).toBeGreaterThan(0);
        expect(arm.arm).toMatch(/^[A-Za-z0-9_-]+$/);
      }
      // A floor above an equal split could not hold for every arm.
      const floorShare = experiment.allocation?.floorShare ?? 0;
      expect(floorShare).toBeGreaterThanOrEqual(0);
      expect(floorShare).toBeLessThanOrEqual(1 / experiment.arms.length);
    },
  );
});

describe('pickArm', () => {
  it.each([
    [0, 'a'],
    [0.2499, 'a'],
    [0.25, 'b'],
    [0.9999, 'b'],
  ])('at %s of weights 1:3 picks %s', (random, expected) => {
    expect(pickArm(arms, random).arm).toBe(expected);
  });
});

describe('cookieValue and experimentOf', () => {
  it.each([
    [undefined, 'arm_x', undefined],
    ['arm_x=v7', 'arm_x', 'v7'],
    ['theme=dark; arm_x=v4nv ; other=1', 'arm_x', 'v4nv'],
    ['xarm_x=v7', 'arm_x', undefined],
  ])('%s has %s = %s', (header, name, expected) => {
    expect(cookieValue(header, name)).toBe(expected);
  });

  it('names the experiment only on the route of the arm the cookie names', () => {
    const cookie = `${armCookieName(split)}=v7`;
    expect(experimentOf('/survey/v7/', cookie)).toEqual({ experiment: split.name, arm: 'v7' });
    expect(experimentOf('/survey/v4nv', cookie)).toBeUndefined();
    expect(experimentOf('/survey/v7', `${armCookieName(split)}=gone`)).toBeUndefined();
    expect(experimentOf('/survey/v7', undefined)).toBeUndefined();
  });
});

describe('wilsonInterval (95 %)', () => {
  it.each([
    // successes, trials, lower, upper (published values, to 4 decimals)
    [0, 10, 0, 0.2775],
    [5, 10, 0.2366, 0.7634],
    [10, 10, 0.7225, 1],
    [1, 1, 0.2065, 1],
    [81, 263, 0.2553, 0.3662],
  ])('%i of %i: [%s, %s]', (successes, trials, lower, upper) => {
    const [low, high] = wilsonInterval(successes, trials)!;
    expect(low).toBeCloseTo(lower, 4);
    expect(high).toBeCloseTo(upper, 4);
  });

  it('has none without trials', () => {
    expect(wilsonInterval(0, 0)).toBeNull();
  });
});

describe('an experiment on the server', () => {
  it('sends a new visitor to an arm by weight, a returning one to the same arm, and counts each arm', async () => {
    const server = await startInjectedServer();
    const visit = (cookie?: string) =>
      server.fetch('/survey/split?utm_source=tv', {
        redirect: 'manual',
        headers: cookie ? { cookie } : {},
      });
    try {
      const firstVisits = await Promise.all(Array.from({ length: 40 }, () => visit()));
      const sentTo = firstVisits.map((answer) => {
        expect(answer.status).toBe(302);
        expect(answer.headers.get('cache-control')).toBe('no-store');
        return answer.headers.get('location');
      });
      // 40 visitors at 50/50 all in one arm would happen once in 500 billion runs.
      expect(new Set(sentTo)).toEqual(new Set(['/survey/v4nv?utm_source=tv', '/survey/v7?utm_source=tv']));

      const first = firstVisits[0]!;
      const cookie = first.headers.get('set-cookie')!.split(';', 1)[0]!;
      expect(first.headers.get('set-cookie')).toMatch(/Path=\/; Max-Age=7776000; SameSite=Lax; HttpOnly/);
      for (let again = 0; again < 5; again += 1) {
        expect((await visit(cookie)).headers.get('location')).toBe(first.headers.get('location'));
      }

      // Two visitors in the v7 arm: one leaves, one posts a lead; one in the v4nv arm leaves.
      const v7 = `${armCookieName(split)}=v7`;
      const v4nv = `${armCookieName(split)}=v4nv`;
      const save = (cookieHeader: string, variant: string, path: string, submitted: boolean) =>
        server.fetch('/api/save-data', {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: cookieHeader },
          body: JSON.stringify({
            session: { id: randomUUID(), variant, path },
            data: { step: 'AtFault', steps: [], answers: {}, submitted },
          }),
        });
      await save(v7, 'v7', '/survey/v7', false);
      await save(v7, 'v7', '/survey/v7', true);
      await save(v4nv, 'v4nv', '/survey/v4nv', false);
      // The lead goes with the trail of its walk through v7, as the funnel posts it.
      const lead = await withTrail(
        qualifiedLead({ landing_page_url: 'http://localhost/survey/v7?utm_source=tv' }),
      );
      const posted = await server.fetch('/post-lead', {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: v7 },
        body: JSON.stringify(lead),
      });
      expect(posted.status).toBe(202);

      const stored = await server.fetch(`/api/leads/${lead.lead_id as string}`, {
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      });
      expect(((await stored.json()) as { lead: Record<string, string> }).lead).toMatchObject({
        experiment: split.name,
        arm: 'v7',
      });

      const answer = await server.fetch('/api/analytics/experiments', {
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      });
      expect(answer.status).toBe(200);
      const { experiments } = (await answer.json()) as { experiments: { experiment: string }[] };
      expect(experiments.find((entry) => entry.experiment === split.name)).toEqual({
        experiment: split.name,
        path: '/survey/split',
        allocation: { by: 'revenue-per-visitor', floor_share: 0.1 },
        arms: [
          {
            arm: 'v4nv',
            path: '/survey/v4nv',
            weight: 50,
            visitors: 1,
            leads: 0,
            qualified_leads: 0,
            conversion: 0,
            conversion_95: [0, expect.closeTo(0.7935, 4)],
            // No buyers here: no sale, so no revenue (test/server/selling/lead-returns.test.ts has some).
            revenue_cents: 0,
            revenue_per_visitor_cents: 0,
            // No sale yet: the weights.
            share: 0.5,
          },
          {
            arm: 'v7',
            path: '/survey/v7',
            weight: 50,
            visitors: 2,
            leads: 1,
            qualified_leads: 1,
            conversion: 0.5,
            conversion_95: [expect.closeTo(0.0945, 4), expect.closeTo(0.9055, 4)],
            revenue_cents: 0,
            revenue_per_visitor_cents: 0,
            share: 0.5,
          },
        ],
        leading_arm: 'v7',
        decided: false,
        // One lead in three visitors tells nothing yet: some more visitors would (server/analytics/experiment-verdict.ts).
        visitors_needed: expect.any(Number),
      });
      expect((await server.fetch('/api/analytics/experiments', { headers: {} })).status).toBe(401);

      const funnel = await server.fetch('/api/analytics/funnel?variant=v7', {
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      });
      const { arms: funnelArms } = (await funnel.json()) as { arms: { arm: string; sessions: number }[] };
      expect(funnelArms).toMatchObject([{ experiment: split.name, arm: 'v7', sessions: 2 }]);
    } finally {
      await server.close();
    }
  });
});
