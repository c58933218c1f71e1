import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, startInjectedServer, type InjectedServer } from './support/test-server';
import { ENGINES, type TestDatabase } from './support/test-databases';

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const TABLET =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

interface FunnelAnswer {
  sessions: number;
  submitted: number;
  utm_source: string | null;
  affid: string | null;
  device: string | null;
  steps: {
    step: string;
    reached: number;
    left: number;
    median_seconds: number | null;
    branches: { to: string; sessions: number; share: number }[];
  }[];
}

/** The drop-off filters (traffic source and device) and the branch counts, through the real routes, on each engine. */
describe.each(ENGINES)('the funnel drop-off filters on $name', (engine) => {
  let testDatabase: TestDatabase;
  let server: InjectedServer;

  const report = async (
    traffic: { utm_source?: string; affid?: string; userAgent?: string },
    steps: [string, number][],
    step: string,
  ) => {
    const answer = await server.fetch('/api/save-data', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        // Empty: fetch would otherwise send its own, and the report would count as a desktop's.
        'user-agent': traffic.userAgent ?? '',
      },
      body: JSON.stringify({
        session: {
          id: randomUUID(),
          variant: 'v4nv',
          path: '/survey/v4nv',
          utm_source: traffic.utm_source,
          affid: traffic.affid,
        },
        data: {
          step,
          steps: steps.map(([name, seconds]) => ({ step: name, seconds })),
          answers: {},
          submitted: false,
        },
      }),
    });
    expect(answer.status).toBe(200);
  };

  const funnel = async (query: string): Promise<FunnelAnswer> => {
    const answer = await server.fetch(`/api/analytics/funnel?variant=v4nv${query}`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(answer.status).toBe(200);
    return (await answer.json()) as FunnelAnswer;
  };

  const step = (answer: FunnelAnswer, name: string) => answer.steps.find((entry) => entry.step === name)!;

  beforeAll(async () => {
    testDatabase = await engine.create();
    server = await startInjectedServer({ databaseUrl: testDatabase.url });
    // Five sessions: two phones from Google (affiliate 1), a tablet and a desktop from Facebook (affiliate 252),
    // and one report with no user agent and no tracking (a page from before the report carried it).
    await report(
      { utm_source: 'google', affid: '1', userAgent: PHONE },
      [['WhenWasTheAccident', 4]],
      'AtFault',
    );
    await report(
      { utm_source: 'google', affid: '1', userAgent: ANDROID_PHONE },
      [
        ['WhenWasTheAccident', 6],
        ['AtFault', 2],
      ],
      'WasUserInjured',
    );
    await report({ utm_source: 'facebook', affid: '252', userAgent: TABLET }, [], 'WhenWasTheAccident');
    // Went on to AtFault, came back and answered the date again, then left at AtFault: one move, not three.
    await report(
      { utm_source: 'facebook', affid: '252', userAgent: DESKTOP },
      [
        ['WhenWasTheAccident', 3],
        ['AtFault', 1],
        ['WhenWasTheAccident', 5],
      ],
      'AtFault',
    );
    await report({}, [['WhenWasTheAccident', 10]], 'AtFault');
    // Starting a server reads the embedded zip data, which takes long on a busy machine.
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await testDatabase?.drop();
  });

  it('counts every session without a filter, each branch once per session that took it', async () => {
    const all = await funnel('');
    expect(all).toMatchObject({ sessions: 5, submitted: 0, utm_source: null, affid: null, device: null });
    expect(step(all, 'WhenWasTheAccident')).toMatchObject({
      reached: 5,
      left: 1,
      // 3 + 5 for the session that answered it twice, beside 4, 6 and 10.
      median_seconds: 7,
      branches: [{ to: 'AtFault', sessions: 4, share: 1 }],
    });
    expect(step(all, 'AtFault')).toMatchObject({
      reached: 4,
      left: 3,
      branches: [{ to: 'WasUserInjured', sessions: 1, share: 1 }],
    });
  });

  it('reads only the sessions from one traffic source or affiliate', async () => {
    const google = await funnel('&utm_source=google');
    expect(google).toMatchObject({ sessions: 2, utm_source: 'google' });
    expect(step(google, 'AtFault')).toMatchObject({ reached: 2, left: 1 });
    const facebook = await funnel('&affid=252');
    expect(facebook).toMatchObject({ sessions: 2, affid: '252' });
    expect(step(facebook, 'WhenWasTheAccident')).toMatchObject({ reached: 2, left: 1, median_seconds: 8 });
    expect((await funnel('&utm_source=google&affid=252')).sessions).toBe(0);
  });

  it('tells phones from desktops by the user agent of the report, a tablet being a desktop', async () => {
    const phones = await funnel('&device=phone');
    expect(phones).toMatchObject({ sessions: 2, device: 'phone' });
    expect(step(phones, 'WasUserInjured')).toMatchObject({ reached: 1, left: 1 });
    const desktops = await funnel('&device=desktop');
    expect(desktops.sessions).toBe(2);
    expect(step(desktops, 'AtFault')).toMatchObject({ reached: 1, left: 1 });
  });

  it('answers 400 naming the field for a device it does not know', async () => {
    const answer = await server.fetch('/api/analytics/funnel?variant=v4nv&device=tablet', {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain('device');
  });

  it('keeps the landing traffic of the first report when a later one has none', async () => {
    const id = randomUUID();
    const save = (session: Record<string, string>) =>
      server.fetch('/api/save-data', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': PHONE },
        body: JSON.stringify({
          session: { id, variant: 'v4nv', path: '/survey/v4nv', ...session },
          data: { step: 'WhenWasTheAccident', steps: [], answers: {}, submitted: false },
        }),
      });
    expect((await save({ utm_source: 'bing', affid: '77' })).status).toBe(200);
    expect((await save({})).status).toBe(200);
    expect((await funnel('&utm_source=bing&affid=77&device=phone')).sessions).toBe(1);
  });
});
