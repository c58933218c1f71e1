import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../../server/config';
import type { LeadList } from '../../services/api/leads/leads-contract';
import { postJson, qualifiedLead } from './support/leads';
import { startStandIn, type StandIn } from './support/stand-in-server';
import { ADMIN_TOKEN, startInjectedServer, type InjectedServer } from './support/test-server';

/**
 * Every third party hangs: no call is ever answered (each provider's own timeout is a minute, past the test's).
 * The lead's checks share the 1 s deadline, run side by side, and the Slack notification waits for nobody, so each
 * lead is answered soon after the deadline and stored once, with the embedded defaults' verdict. No clock is read:
 * a lead that waited for any provider would never be answered, and the test would fail on its own timeout.
 */
const PROVIDER_TIMEOUT_MS = 60_000;
const DEADLINE_MS = 1000;
const NEVER = new Promise<never>(() => undefined);

let standIn: StandIn;
let server: InjectedServer;

beforeAll(async () => {
  standIn = await startStandIn(() => ({ until: NEVER, json: {} }));
  server = await startInjectedServer({
    providers: {
      ...readConfig({}).providers,
      zipServiceUrl: `${standIn.baseUrl}/zip`,
      gibberishServiceUrl: `${standIn.baseUrl}/gibberish`,
      slackWebhookUrl: `${standIn.baseUrl}/slack`,
      ipqsApiKey: 'key',
      ipqsBaseUrl: `${standIn.baseUrl}/ipqs`,
      timeoutMs: PROVIDER_TIMEOUT_MS,
      deadlineMs: DEADLINE_MS,
    },
  });
});

afterAll(async () => {
  await server.close();
  await standIn.close();
});

describe('with every provider hanging', () => {
  it('answers each lead and stores it once, a bad-words notification included', async () => {
    const leads = [
      qualifiedLead(),
      qualifiedLead({ case_description: 'A deer ran out and the car behind hit me' }),
      qualifiedLead({ zip_code: '10001', city: '', state: '' }),
    ];
    const answers = await Promise.all(leads.map((lead) => postJson(server, lead)));

    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202]);
    const listed = (await (
      await server.fetch('/api/leads', { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })
    ).json()) as LeadList;
    for (const lead of leads)
      expect(listed.leads.filter((stored) => stored.id === lead.lead_id)).toHaveLength(1);
    // The embedded zip data filled the place the hanging zip service never gave.
    expect(listed.leads.find((stored) => stored.id === leads[2]?.lead_id)?.lead).toMatchObject({
      city: 'New York',
      state: 'NY',
    });
    // Every provider was asked (Slack for the bad words, still hanging): the deadline and the unawaited
    // notification, not a skipped call, kept the answers fast.
    await vi.waitFor(() => {
      const asked = new Set(standIn.requests.map((request) => request.url.split('/')[1]));
      expect(asked).toEqual(new Set(['zip', 'gibberish', 'slack']));
    });
  });
});
