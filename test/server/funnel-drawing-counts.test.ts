import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN_TOKEN, startInjectedServer, type InjectedServer } from './support/test-server';

/**
 * Twelve visitors of /survey/v4nv, each leaving after a different number of answers on one of two branches, saved
 * as the browser's session report saves them: the drawing shows the counts and shares a person can check by hand,
 * and the same numbers as the JSON answer. (That the browser's reports reach the analytics is
 * test/e2e/session-save.spec.ts's walk.)
 */
interface StepStats {
  step: string;
  reached: number;
  left: number;
  median_seconds: number | null;
  branches: { to: string; share: number }[];
}

/** The steps each branch shows after the accident date, up to the description. */
const INJURED = [
  'AtFault',
  'WasUserInjured',
  'DidYouReceiveMedicalTreatment',
  'PoliceReportFiled',
  'HasLawyer',
  'IncidentDescription',
];
const UNHURT = ['AtFault', 'WasUserInjured', 'PoliceReportFiled', 'HasLawyer', 'IncidentDescription'];
/** A visitor who gave the accident date and `answers` answers on a branch, then left on the step that followed. */
const leftAfter = (branch: string[], answers: number) => ({
  passed: ['WhenWasTheAccident', ...branch.slice(0, answers)],
  at: branch[answers]!,
});
const VISITS = [
  { passed: [], at: 'WhenWasTheAccident' },
  ...[0, 1, 2, 3, 4, 5].map((answers) => leftAfter(INJURED, answers)),
  ...[2, 3, 3, 4, 4].map((answers) => leftAfter(UNHURT, answers)),
];

let server: InjectedServer;
const asOperator = { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } };
const query = 'variant=v4nv';

beforeAll(async () => {
  server = await startInjectedServer();
  for (const { passed, at } of VISITS) {
    const saved = await server.fetch('/api/save-data', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        session: { id: randomUUID(), variant: 'v4nv', path: '/survey/v4nv' },
        data: {
          step: at,
          steps: passed.map((step, index) => ({ step, seconds: 2 + index })),
          answers: {},
          submitted: false,
        },
      }),
    });
    expect(saved.status).toBeLessThan(300);
  }
});
afterAll(() => server.close());

it('counts each step and branch of twelve visitors, and draws exactly those numbers', async () => {
  const json = (await (await server.fetch(`/api/analytics/funnel?${query}`, asOperator)).json()) as {
    sessions: number;
    steps: StepStats[];
  };
  expect(json.sessions).toBe(12);
  const counted = (step: string) => json.steps.find((entry) => entry.step === step);
  // Known counts, so a drawing and an answer that were both wrong the same way would still fail.
  expect(counted('WhenWasTheAccident')).toMatchObject({ reached: 12, left: 1 });
  expect(counted('AtFault')).toMatchObject({ reached: 11, left: 1 });
  expect(counted('WasUserInjured')).toMatchObject({ reached: 10, left: 1 });
  expect(counted('PoliceReportFiled')).toMatchObject({ reached: 8, left: 2 });
  expect(counted('HasLawyer')).toMatchObject({ reached: 6, left: 3 });
  expect(counted('IncidentDescription')).toMatchObject({ reached: 3, left: 3 });

  const svg = await (await server.fetch(`/api/analytics/funnel/diagram.svg?${query}`, asOperator)).text();
  for (const step of json.steps) {
    const box = new RegExp(
      `data-step="${step.step}">[\\s\\S]*?reached (\\d+) · left (\\d+) · median ([^<]+)<`,
    ).exec(svg);
    expect(box, step.step).not.toBeNull();
    expect([Number(box![1]), Number(box![2])], step.step).toEqual([step.reached, step.left]);
    expect(box![3], step.step).toBe(
      step.median_seconds === null ? '–' : `${Number(step.median_seconds.toFixed(1))} s`,
    );
    for (const branch of step.branches) {
      const arrow = new RegExp(
        `data-from="step:${step.step}" data-to="step:${branch.to}"[^>]*>[\\s\\S]*?<text class="share"[^>]*>([^<]+)<`,
      ).exec(svg);
      // The share ends the label; a branching step's rule in words comes before it.
      expect(arrow?.[1], `${step.step} -> ${branch.to}`).toMatch(
        new RegExp(`(^| · )${Number((branch.share * 100).toFixed(1))} %$`),
      );
    }
  }
  // Of the nine who answered WasUserInjured, four said they were hurt and five not; each arrow names its rule.
  expect(svg).toMatch(
    /data-from="step:WasUserInjured" data-to="step:DidYouReceiveMedicalTreatment"[^>]*>[\s\S]*?>was injured · 44\.4 %</,
  );
  expect(svg).toMatch(
    /data-from="step:WasUserInjured" data-to="step:PoliceReportFiled"[^>]*>[\s\S]*?>otherwise · 55\.6 %</,
  );
});
