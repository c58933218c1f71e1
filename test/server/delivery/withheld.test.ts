import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryFile } from '../../../server/delivery/destinations';
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
 * Which leads reach no buyer, or only some, on the server's own verdict (docs/rules.md): a lead marked
 * `do_not_send_to_dq` is withheld from every destination, and a contact-form lead, which has no verdict, goes only
 * to destinations that take every lead, whatever verdict its body claims.
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

async function serverWith(file: Pick<DeliveryFile, 'destinations'>): Promise<InjectedServer> {
  const server = await startInjectedServer({ delivery: testDeliverySettings(file) });
  closers.push(() => server.close());
  return server;
}

async function settled(server: InjectedServer, leadId: string, count: number) {
  return vi.waitFor(async () => {
    const deliveries = await leadDeliveries(server, leadId);
    expect(deliveries).toHaveLength(count);
    for (const delivery of deliveries) expect(delivery.status).not.toBe('queued');
    return deliveries;
  }, OUTCOME_WAIT);
}

const keyOf = (request: RecordedRequest) => String(request.headers['idempotency-key']);

/**
 * Junk text the server's own checks find, each making do_not_send_to_dq yes: a gibberish name leaves the lead
 * qualified (names are not in the verdict's rules), a gibberish description disqualifies it.
 */
const JUNK = [
  ['a gibberish first name', { firstName: 'Xkcdqz' }],
  ['a gibberish description', { case_description: 'asdf qwer zxcv hjkl qwerty uiop' }],
] as const;

describe(
  'do_not_send_to_dq withholds a lead from every destination',
  { timeout: SLOW_MACHINE_TIMEOUT },
  () => {
    it.each(JUNK)(
      'a lead with %s is withheld from the buyer of its verdict and from one that takes all',
      async (_junk, overrides) => {
        const receiver = await standIn();
        const server = await serverWith({
          destinations: [
            { name: 'buyer', kind: 'form-webhook', url: receiver.baseUrl, send: 'qualified' },
            { name: 'dq-buyer', kind: 'form-webhook', url: receiver.baseUrl, send: 'disqualified' },
            { name: 'everything', kind: 'form-webhook', url: receiver.baseUrl, send: 'all' },
          ],
        });
        // The body claims the lead is fine to send: the server's own derivation decides.
        const junk = qualifiedLead({ ...overrides, do_not_send_to_dq: 'no' });
        expect((await postJson(server, junk)).status).toBe(202);
        const clean = qualifiedLead({ with_Lawyer: 'Yes', do_not_send_to_dq: 'yes' });
        expect((await postJson(server, clean)).status).toBe(202);

        const stored = await readStoredLead(server, junk.lead_id as string);
        expect(stored.lead.do_not_send_to_dq).toBe('yes');
        const withheld = await settled(server, junk.lead_id as string, 2);
        for (const delivery of withheld) {
          expect(delivery).toMatchObject({ status: 'withheld', attempts_made: [] });
          expect(delivery.outcome).toContain('do_not_send_to_dq');
        }
        // The clean lead (disqualified, and its body's do_not_send_to_dq yes only a claim) reaches both buyers,
        // and the junk one neither: the receiver saw exactly the clean lead's two deliveries.
        await settled(server, clean.lead_id as string, 2);
        expect(receiver.requests.map(keyOf).sort()).toEqual([
          `${clean.lead_id as string}:dq-buyer`,
          `${clean.lead_id as string}:everything`,
        ]);

        // An operator cannot send it by hand either.
        const retry = await server.fetch(
          `/api/deliveries/${encodeURIComponent(`${junk.lead_id as string}:everything`)}/retry`,
          { method: 'POST', headers: { authorization: `Bearer ${ADMIN_TOKEN}` } },
        );
        expect(retry.status).toBe(409);
        const metrics = await server.fetch('/metrics', {
          headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
        });
        expect(await metrics.text()).toContain(
          'lead_deliveries{destination="everything",status="withheld"} 1',
        );
      },
    );
  },
);

describe('a contact-form lead goes only where every lead goes', { timeout: SLOW_MACHINE_TIMEOUT }, () => {
  it('is not delivered to the qualified buyer on a forged verdict, nor to the disqualified one', async () => {
    const receiver = await standIn();
    const server = await serverWith({
      destinations: [
        { name: 'qualified', kind: 'form-webhook', url: receiver.baseUrl, send: 'qualified' },
        { name: 'disqualified', kind: 'form-webhook', url: receiver.baseUrl, send: 'disqualified' },
        { name: 'everything', kind: 'form-webhook', url: receiver.baseUrl, send: 'all' },
      ],
    });
    const leadId = randomUUID();
    const posted = await server.fetch('/ingest', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        lead_id: leadId,
        first_name: 'Dana',
        last_name: 'Whitfield',
        email: 'dana.whitfield@example.com',
        phone: '(713) 555-0147',
        message: 'A truck ran a red light and hit my car on Main Street.',
        lead_is_qualified: 'yes',
        sms_verified: 'yes',
        with_Lawyer: 'Yes',
        dq_reason: '',
      }),
    });
    expect(posted.status).toBe(202);

    const deliveries = await settled(server, leadId, 1);
    expect(deliveries[0]).toMatchObject({ destination: 'everything', status: 'delivered' });
    expect(receiver.requests.map(keyOf)).toEqual([`${leadId}:everything`]);
    const sent = new URLSearchParams(receiver.requests[0]!.body);
    expect(sent.get('lead_is_qualified')).toBeNull();
    expect(sent.get('with_Lawyer')).toBeNull();
    expect(sent.get('sms_verified')).toBe('no');
  });
});
