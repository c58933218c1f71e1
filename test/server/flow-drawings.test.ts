import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { statelyFile } from '../../machines/machine-words';
import { loadVariant } from '../../variants';
import { ADMIN_TOKEN, startInjectedServer, type InjectedServer } from './support/test-server';
import { GUARD_WORDS } from '../../variants/registries/guard-words';

let server: InjectedServer;
const ask = (path: string, token: string | null = ADMIN_TOKEN) =>
  server.fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });

beforeAll(async () => {
  server = await startInjectedServer();
  const save = (steps: string[], step: string, submitted = false) =>
    server.fetch('/api/save-data', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        session: { id: randomUUID(), variant: 'v4nv', path: '/survey/v4nv' },
        data: { step, steps: steps.map((name) => ({ step: name, seconds: 4 })), answers: {}, submitted },
      }),
    });
  await save([], 'WhenWasTheAccident');
  await save(['WhenWasTheAccident'], 'AtFault');
  await save(['WhenWasTheAccident', 'AtFault'], 'WasUserInjured');
  await save(['WhenWasTheAccident', 'AtFault', 'WasUserInjured'], 'PoliceReportFiled');
});
afterAll(() => server.close());

describe('GET /api/analytics/funnel/diagram.svg', () => {
  it('is for operators only, and refuses a variant it does not know', async () => {
    expect((await ask('/api/analytics/funnel/diagram.svg?variant=v4nv', null)).status).toBe(401);
    expect((await ask('/api/analytics/funnel/diagram.svg?variant=v4nv', 'wrong')).status).toBe(401);
    expect((await ask('/api/analytics/funnel/diagram.svg?variant=nope')).status).toBe(400);
  });

  it('draws the numbers the JSON answer gives, on each step and arrow', async () => {
    const answer = await ask('/api/analytics/funnel/diagram.svg?variant=v4nv&from=2026-11-22');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBeNull();
    const svg = await answer.text();
    const json = (await (await ask('/api/analytics/funnel?variant=v4nv&from=2026-11-22')).json()) as {
      sessions: number;
      steps: { step: string; reached: number; left: number; branches: { to: string; share: number }[] }[];
    };
    expect(json.sessions).toBe(4);
    expect(svg).toContain('4 sessions · 0 posted');
    for (const step of json.steps) {
      const box = new RegExp(`data-step="${step.step}">[\\s\\S]*?reached (\\d+) · left (\\d+)`).exec(svg);
      expect(box, step.step).not.toBeNull();
      expect([Number(box![1]), Number(box![2])], step.step).toEqual([step.reached, step.left]);
      for (const branch of step.branches) {
        expect(svg).toContain(
          `data-from="step:${step.step}" data-to="step:${branch.to}" data-share="${branch.share}"`,
        );
      }
    }
    expect(svg).toMatch(/data-step="WasUserInjured">[\s\S]*?reached 2 · left 1 · median 4 s/);
  });

  it('is sent as a file with download=1', async () => {
    const answer = await ask('/api/analytics/funnel/diagram.svg?variant=v4nv&download=1');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="funnel-v4nv.svg"');
    expect(await answer.text()).toContain('<svg');
  });
});

describe('GET /api/flows/stately.json', () => {
  it('gives operators the variant as a machine config the Stately editor imports and xstate runs', async () => {
    expect((await ask('/api/flows/stately.json?variant=v4nv', null)).status).toBe(401);
    const answer = await ask('/api/flows/stately.json?variant=v4nv');
    expect(answer.status).toBe(200);
    const text = await answer.text();
    expect(text).toBe(statelyFile(await loadVariant('v4nv'), GUARD_WORDS));
    const config = JSON.parse(text) as Parameters<typeof createMachine>[0];
    // What the editor imports, xstate runs: its actor starts at the first question.
    const actor = createActor(createMachine(config)).start();
    expect(actor.getSnapshot().value).toBe('WhenWasTheAccident');
  });
});
