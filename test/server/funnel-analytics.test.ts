import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { funnelStats, median } from '../../server/analytics/funnel-stats';
import type { SessionPath } from '../../server/storage/session-store';
import { postJson, qualifiedLead } from './support/leads';
import { ADMIN_TOKEN, startInjectedServer } from './support/test-server';

/** A session as saved: the answered steps with their seconds, then the step it was on. */
function walked(path: string, submitted = false, unreplayed = false): SessionPath {
  const steps = path.split(' ').map((part) => {
    const [step, seconds] = part.split(':');
    return { step: step!, seconds: Number(seconds) };
  });
  const current = steps.at(-1)!;
  // The last entry without seconds is the step shown when the session was last saved.
  const answered = Number.isNaN(current.seconds) ? steps.slice(0, -1) : steps;
  return { currentStep: current.step, steps: answered, submitted, unreplayed, experiment: '', arm: '' };
}

describe('median', () => {
  it.each([
    [[], null],
    [[7], 7],
    [[9, 1, 5], 5],
    [[4, 1, 3, 10], 3.5],
  ])('of %j is %s', (values, expected) => {
    expect(median(values)).toBe(expected);
  });
});

describe('funnelStats', () => {
  const order = ['Date', 'Fault', 'Injured', 'Lawyer', 'Contact'];
  const sessions = [
    walked('Date'), // landed and left without answering
    walked('Date:4 Fault'),
    walked('Date:6 Fault:3 Injured'),
    walked('Date:2 Fault:5 Lawyer'),
    walked('Date:8 Fault:1 Injured:2 Contact:30', true),
    walked('Date:3 Fault:2 Injured:4 Contact'),
  ];

  it.each([
    // step, reached, left, median seconds, branches as "to:sessions:share"
    ['Date', 6, 1, 4, ['Fault:5:1']],
    ['Fault', 5, 1, 2.5, ['Injured:3:0.75', 'Lawyer:1:0.25']],
    ['Injured', 3, 1, 3, ['Contact:2:1']],
    ['Lawyer', 1, 1, null, []],
    ['Contact', 2, 1, 30, []],
  ])(
    '%s: reached by %i, left by %i, median %s s, then %j',
    (step, reached, left, medianSeconds, branches) => {
      const stats = funnelStats(sessions, order).steps.find((entry) => entry.step === step)!;
      expect(stats).toEqual({
        step,
        reached,
        left,
        median_seconds: medianSeconds,
        branches: branches.map((branch) => {
          const [to, count, share] = branch.split(':');
          return { to, sessions: Number(count), share: Number(share) };
        }),
      });
    },
  );

  it('counts sessions and posted leads, keeps the definition order and adds a step it does not know at the end', () => {
    const stats = funnelStats([...sessions, walked('Date:1 Retired')], order);
    expect(stats.sessions).toBe(7);
    expect(stats.submitted).toBe(1);
    expect(stats.steps.map((entry) => entry.step)).toEqual([...order, 'Retired']);
  });

  it('counts the posted leads whose trail did not replay', () => {
    const stats = funnelStats(
      [walked('Date:1 Contact:2', true), walked('Date:1 Contact:9', true, true), walked('Date')],
      order,
    );
    expect(stats).toMatchObject({ sessions: 3, submitted: 2, unreplayed: 1 });
  });

  it('counts a step shown twice (after BACK) once for the session', () => {
    const stats = funnelStats([walked('Date:1 Fault:1 Date:1 Fault')], order);
    expect(stats.steps.find((entry) => entry.step === 'Date')!.reached).toBe(1);
  });

  it('counts a branch on the way a session finally went, once, never as a move back, its time on a step summed', () => {
    const stats = funnelStats(
      [walked('Date:1 Fault:2 Injured:1 Fault:3 Lawyer'), walked('Date:2 Fault:1 Injured')],
      order,
    );
    const of = (step: string) => stats.steps.find((entry) => entry.step === step)!;
    expect(of('Date').branches).toEqual([{ to: 'Fault', sessions: 2, share: 1 }]);
    expect(of('Fault').branches).toEqual([
      { to: 'Injured', sessions: 1, share: 0.5 },
      { to: 'Lawyer', sessions: 1, share: 0.5 },
    ]);
    expect(of('Injured')).toMatchObject({ reached: 2, left: 1, branches: [] });
    expect(of('Fault').median_seconds).toBe(3);
  });
});

describe('GET /api/analytics/funnel', () => {
  it('gives per step of a variant what the saved sessions show, within dates, to operators only', async () => {
    const server = await startInjectedServer();
    const save = (steps: { step: string; seconds: number }[], step: string, submitted = false) =>
      server.fetch('/api/save-data', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          session: { id: randomUUID(), variant: 'v4nv', path: '/survey/v4nv' },
          data: { step, steps, answers: {}, submitted },
        }),
      });
    const ask = (query: string, token: string | null = ADMIN_TOKEN) =>
      server.fetch(`/api/analytics/funnel?${query}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    try {
      await save([], 'WhenWasTheAccident');
      await save([{ step: 'WhenWasTheAccident', seconds: 5 }], 'AtFault');
      await save(
        [
          { step: 'WhenWasTheAccident', seconds: 3 },
          { step: 'AtFault', seconds: 2 },
        ],
        'WasUserInjured',
      );

      expect((await ask('variant=v4nv', null)).status).toBe(401);
      expect((await ask('variant=nope')).status).toBe(400);

      const answer = await ask('variant=v4nv&from=2026-11-22');
      expect(answer.status).toBe(200);
      const body = (await answer.json()) as {
        sessions: number;
        steps: { step: string; reached: number; left: number; median_seconds: number | null }[];
        arms: unknown[];
      };
      expect(body.sessions).toBe(3);
      expect(body.arms).toEqual([]);
      expect(body.steps.slice(0, 3)).toMatchObject([
        { step: 'WhenWasTheAccident', reached: 3, left: 1, median_seconds: 4 },
        { step: 'AtFault', reached: 2, left: 1, median_seconds: 2 },
        { step: 'WasUserInjured', reached: 1, left: 1, median_seconds: null },
      ]);

      // Two sessions post their lead: one with the trail its walk makes, one without (stored trail|missing).
      const honest = qualifiedLead();
      const bare = qualifiedLead();
      for (const lead of [honest, bare]) {
        expect((await postJson(server, lead, { trail: lead === honest })).status).toBe(202);
      }
      const saveLead = (lead: Record<string, unknown>) =>
        server.fetch('/api/save-data', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            session: { id: lead.lead_id, variant: 'v4nv', path: '/survey/v4nv' },
            data: { step: 'PhoneAndZip', steps: [], answers: {}, submitted: true },
          }),
        });
      for (const lead of [honest, bare]) expect((await saveLead(lead)).status).toBeLessThan(300);
      const posted = (await (await ask('variant=v4nv')).json()) as { submitted: number; unreplayed: number };
      expect(posted).toMatchObject({ submitted: 2, unreplayed: 1 });

      // The test server's clock is on 2026-11-22: nothing was saved the day after.
      const later = (await (await ask('variant=v4nv&from=2026-11-23')).json()) as { sessions: number };
      expect(later.sessions).toBe(0);
    } finally {
      await server.close();
    }
  });
});
