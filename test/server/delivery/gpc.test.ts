import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { carriesGpc } from '../../../server/privacy-signal';
import { leadDeliveries, testDeliverySettings } from '../support/deliveries';
import { postJson, qualifiedLead } from '../support/leads';
import { startStandIn, type RecordedRequest, type StandIn } from '../support/stand-in-server';
import {
  ADMIN_TOKEN,
  readStoredLead,
  startInjectedServer,
  type InjectedServer,
} from '../support/test-server';

/**
 * Global Privacy Control (docs/rules.md, "Global Privacy Control"): a lead whose request carries `Sec-GPC: 1`, or
 * whose body says `gpc_opt_out: yes`, is marked by the server and reaches no destination that buys it; the
 * operator's own copy (`sale: false`) still gets it. A body can add the opt-out, never remove the header's.
 */
const OUTCOME_WAIT = { timeout: 15_000, interval: 50 };
const SLOW_MACHINE_TIMEOUT = 60_000;

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length > 0) await closers.pop()!();
});

async function standIn(): Promise<StandIn> {
  const started = await startStandIn(() => ({ status: 200 }));
  closers.push(() => started.close());
  return started;
}

/** A buyer (a sale by default) and the operator's own copy, which is no sale. */
async function serverSending(receiver: StandIn): Promise<InjectedServer> {
  const server = await startInjectedServer({
    delivery: testDeliverySettings({
      destinations: [
        { name: 'buyer', kind: 'form-webhook', url: receiver.baseUrl, send: 'all' },
        { name: 'own-copy', kind: 'form-webhook', url: receiver.baseUrl, send: 'all', sale: false },
      ],
    }),
  });
  closers.push(() => server.close());
  return server;
}

async function settled(server: InjectedServer, leadId: string) {
  return vi.waitFor(async () => {
    const deliveries = await leadDeliveries(server, leadId);
    expect(deliveries).toHaveLength(2);
    for (const delivery of deliveries) expect(delivery.status).not.toBe('queued');
    return Object.fromEntries(deliveries.map((delivery) => [delivery.destination, delivery]));
  }, OUTCOME_WAIT);
}

const keyOf = (request: RecordedRequest) => String(request.headers['idempotency-key']);

describe('the Sec-GPC header', () => {
  it.each([
    [{ 'sec-gpc': '1' }, true],
    [{ 'sec-gpc': ' 1 ' }, true],
    [{ 'sec-gpc': ['0', '1'] }, true],
    [{ 'sec-gpc': '0' }, false],
    [{ 'sec-gpc': 'yes' }, false],
    [{}, false],
  ])('%j carries the signal: %s', (headers, expected) => {
    expect(carriesGpc(headers)).toBe(expected);
  });
});

describe('a lead made under Global Privacy Control', { timeout: SLOW_MACHINE_TIMEOUT }, () => {
  it('is marked by the header and withheld from the buyer, whatever its body says; the own copy gets it', async () => {
    const receiver = await standIn();
    const server = await serverSending(receiver);
    // The body claims no opt-out: it cannot take away the header's.
    const lead = qualifiedLead({ gpc_opt_out: 'no' });
    const leadId = lead.lead_id as string;
    expect((await postJson(server, lead, { headers: { 'sec-gpc': '1' } })).status).toBe(202);

    const stored = await readStoredLead(server, leadId);
    expect(stored.lead.gpc_opt_out).toBe('yes');
    expect(stored.sources?.gpc_opt_out).toBe('server');
    expect(stored.claimed.gpc_opt_out).toBe('no');

    const deliveries = await settled(server, leadId);
    expect(deliveries.buyer).toMatchObject({ status: 'withheld', attempts_made: [] });
    expect(deliveries.buyer!.outcome).toContain('gpc_opt_out');
    expect(deliveries['own-copy']).toMatchObject({ status: 'delivered' });
    expect(receiver.requests.map(keyOf)).toEqual([`${leadId}:own-copy`]);
    expect(new URLSearchParams(receiver.requests[0]!.body).get('gpc_opt_out')).toBe('yes');

    // An operator cannot sell it by hand either.
    const retry = await server.fetch(`/api/deliveries/${encodeURIComponent(`${leadId}:buyer`)}/retry`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(retry.status).toBe(409);
  });

  it('is marked by the page’s word alone, without the header', async () => {
    const receiver = await standIn();
    const server = await serverSending(receiver);
    const lead = qualifiedLead({ gpc_opt_out: 'yes' });
    expect((await postJson(server, lead)).status).toBe(202);

    const stored = await readStoredLead(server, lead.lead_id as string);
    expect(stored.lead.gpc_opt_out).toBe('yes');
    expect((await settled(server, lead.lead_id as string)).buyer!.status).toBe('withheld');
  });

  it('is a contact-form lead (/ingest) as well', async () => {
    const receiver = await standIn();
    const server = await serverSending(receiver);
    const leadId = randomUUID();
    const posted = await server.fetch('/ingest', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-gpc': '1' },
      body: JSON.stringify({
        lead_id: leadId,
        first_name: 'Dana',
        last_name: 'Whitfield',
        email: 'dana.whitfield@example.com',
        phone: '(713) 555-0147',
        message: 'A truck ran a red light and hit my car on Main Street.',
      }),
    });
    expect(posted.status).toBe(202);
    expect((await readStoredLead(server, leadId)).lead.gpc_opt_out).toBe('yes');
    const deliveries = await settled(server, leadId);
    expect(deliveries.buyer!.status).toBe('withheld');
    expect(deliveries['own-copy']!.status).toBe('delivered');
  });
});

describe('a lead made without the signal', { timeout: SLOW_MACHINE_TIMEOUT }, () => {
  it('carries no mark, even where the landing URL names one, and reaches the buyer', async () => {
    const receiver = await standIn();
    const server = await serverSending(receiver);
    const lead = qualifiedLead({
      landing_page_url: 'https://example.com/survey/v4nv?gpc_opt_out=no',
      gpc_opt_out: 'no',
    });
    expect((await postJson(server, lead, { headers: { 'sec-gpc': '0' } })).status).toBe(202);

    const stored = await readStoredLead(server, lead.lead_id as string);
    expect(stored.lead.gpc_opt_out).toBeUndefined();
    expect(stored.claimed.gpc_opt_out).toBe('no');
    const deliveries = await settled(server, lead.lead_id as string);
    expect(deliveries.buyer!.status).toBe('delivered');
    expect(deliveries['own-copy']!.status).toBe('delivered');
  });
});
