import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepopulatedValues } from '../../src/funnel/prepopulation';
import { listenOnSocket, startInjectedServer, type InjectedServer } from './support/test-server';

let everyone: InjectedServer;
let listed: InjectedServer;

beforeAll(async () => {
  [everyone, listed] = await Promise.all([
    startInjectedServer(),
    startInjectedServer({ prepopulationAffids: ['1000350'] }),
  ]);
});

afterAll(async () => {
  await Promise.all([everyone.close(), listed.close()]);
});

async function check(server: InjectedServer, affid: string, percentage: string) {
  const response = await server.fetch(`/check-affid-pre/${affid}/${percentage}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, response };
}

describe('GET /check-affid-pre/:affid/:percentage', () => {
  it('answers yes at 100 and no at 0, never cached', async () => {
    const yes = await check(everyone, '1', '100');
    expect(yes.status).toBe(200);
    expect(yes.body).toEqual({ result: 'yes' });
    expect(yes.response.headers.get('cache-control')).toBe('no-store');
    expect((await check(everyone, '1', '0')).body).toEqual({ result: 'no' });
  });

  it('answers both ways at a share between', async () => {
    const answers = new Set<unknown>();
    for (let i = 0; i < 200 && answers.size < 2; i++)
      answers.add((await check(everyone, '1', '50')).body.result);
    expect([...answers].sort()).toEqual(['no', 'yes']);
  });

  it('with PREPOP_AFFIDS, answers no for any other affiliate', async () => {
    expect((await check(listed, '1000350', '100')).body).toEqual({ result: 'yes' });
    expect((await check(listed, '389', '100')).body).toEqual({ result: 'no' });
  });

  it('refuses a share outside 0 to 100 or an odd affiliate id', async () => {
    expect((await check(everyone, '1', '101')).status).toBe(400);
    expect((await check(everyone, '1', 'half')).status).toBe(400);
    expect((await check(everyone, 'a%20b', '50')).status).toBe(400);
  });
});

describe('the funnel asks the server below 100', () => {
  const search = '?prepop=60&firstName=Dana&email=dana%40example.com';
  // The browser's own client asks over HTTP.
  let listedUrl: string;
  beforeAll(async () => {
    listedUrl = await listenOnSocket(listed);
  });

  it('fills from the landing URL on the share the server says yes to', async () => {
    const filled = { firstName: 'Dana', first_name: 'Dana', email: 'dana@example.com' };
    const answers = [];
    for (let i = 0; i < 60; i++) answers.push(await prepopulatedValues(search, '1000350', listedUrl));
    expect(answers).toContainEqual(filled);
    expect(answers).toContainEqual(null);
    for (const answer of answers) expect([filled, null]).toContainEqual(answer);
  });

  it('fills nothing when it says no, or cannot be asked', async () => {
    expect(await prepopulatedValues(search, '389', listedUrl)).toBeNull();
    expect(await prepopulatedValues(search, '1000350', 'http://127.0.0.1:9')).toBeNull();
  });

  it('fills at once at 100, without asking', async () => {
    expect(await prepopulatedValues('?prepop=100&phone=7135550182', '389', 'http://127.0.0.1:9')).toEqual({
      phone: '7135550182',
    });
  });
});
