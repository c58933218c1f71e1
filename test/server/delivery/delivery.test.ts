import { randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryFile } from '../../../server/delivery/destinations';
import { leadDeliveries, listDeliveries, testDeliverySettings, WEBHOOK_SECRET } from '../support/deliveries';
import { postJson, qualifiedLead } from '../support/leads';
import { withTrail } from '../support/trails';
import {
  startStandIn,
  type RecordedRequest,
  type StandIn,
  type StandInHandler,
} from '../support/stand-in-server';
import { ADMIN_TOKEN, startInjectedServer, type InjectedServer } from '../support/test-server';

/** Outcomes are polled for, never timed: a loaded machine only makes the wait longer. */
const OUTCOME_WAIT = { timeout: 15_000, interval: 50 };
/** A test waits for several outcomes in turn, so it may take longer than one wait. */
const SLOW_MACHINE_TIMEOUT = 60_000;

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length > 0) await closers.pop()!();
});

async function standIn(handler: StandInHandler): Promise<StandIn> {
  const started = await startStandIn(handler);
  closers.push(() => started.close());
  return started;
}

async function serverWith(
  file: Partial<DeliveryFile> & Pick<DeliveryFile, 'destinations'>,
  env: Record<string, string> = {},
): Promise<InjectedServer> {
  const server = await startInjectedServer({ delivery: testDeliverySettings(file, env) });
  closers.push(() => server.close());
  return server;
}

async function postLead(server: InjectedServer, overrides: Record<string, unknown> = {}): Promise<string> {
  const body = qualifiedLead(overrides);
  const response = await postJson(server, body);
  expect(response.status).toBe(202);
  return body.lead_id as string;
}

function keyOf(request: RecordedRequest): string {
  return String(request.headers['idempotency-key']);
}

async function settled(server: InjectedServer, leadId: string, count: number) {
  return vi.waitFor(async () => {
    const deliveries = await leadDeliveries(server, leadId);
    expect(deliveries).toHaveLength(count);
    for (const delivery of deliveries) expect(delivery.status).not.toBe('queued');
    return deliveries;
  }, OUTCOME_WAIT);
}

const LEAD_PROSPER_ACCEPTED = { json: { status: 'ACCEPTED', code: 0, lead_id: 'lp-1' } };

describe('delivery to every destination kind', { timeout: SLOW_MACHINE_TIMEOUT }, () => {
  it('posts a qualified lead to the lead platform, a signed JSON webhook, a form webhook and the lead exchange', async () => {
    const platform = await standIn(() => LEAD_PROSPER_ACCEPTED);
    const verified: unknown[] = [];
    const signedHook = await standIn((request) => {
      // The receiver checks the signature as a Standard Webhooks consumer would, and refuses what fails.
      try {
        verified.push(
          new Webhook(WEBHOOK_SECRET).verify(request.body, request.headers as Record<string, string>),
        );
        return { status: 204 };
      } catch {
        return { status: 401 };
      }
    });
    const formHook = await standIn(() => ({ text: 'ok' }));
    const exchange = await standIn(() => ({ json: { ok: true } }));
    const server = await serverWith(
      {
        destinations: [
          {
            name: 'platform',
            kind: 'leadprosper',
            url: `${platform.baseUrl}/direct_post`,
            send: 'qualified',
            campaigns: {
              default: { lp_campaign_id: 1, lp_supplier_id: 2, lp_key: 'default-key' },
              '81': { lp_campaign_id: '6612', lp_supplier_id: '48213', lp_key: 'env:LP_KEY' },
            },
          },
          {
            name: 'signed',
            kind: 'json-webhook',
            url: signedHook.baseUrl,
            send: 'all',
            secret: 'env:HOOK_SECRET',
          },
          { name: 'form', kind: 'form-webhook', url: formHook.baseUrl, send: 'all', sources: ['post-lead'] },
          {
            name: 'exchange',
            kind: 'lead-exchange',
            url: `${exchange.baseUrl}/store/lead-data`,
            send: 'qualified',
          },
        ],
      },
      { LP_KEY: 'secret-lp-key', HOOK_SECRET: WEBHOOK_SECRET },
    );

    const qualified = await postLead(server, {
      email: 'maria.lopez@example.com',
      oid: '81',
      affid: '252',
      trusted_form_cert_url: 'https://cert.trustedform.com/abc',
      leadid_token: 'LEADID-1',
    });
    const disqualified = await postLead(server, { with_Lawyer: 'Yes', email: 'has.lawyer@example.com' });

    const deliveries = await settled(server, qualified, 4);
    expect(deliveries.map((delivery) => [delivery.destination, delivery.status])).toEqual([
      ['exchange', 'delivered'],
      ['form', 'delivered'],
      ['platform', 'delivered'],
      ['signed', 'delivered'],
    ]);
    for (const delivery of deliveries) {
      expect(delivery.id).toBe(`${qualified}:${delivery.destination}`);
      expect(delivery.attempts_made).toHaveLength(1);
      expect(delivery.attempts_made[0]).toMatchObject({ verdict: 'delivered' });
    }
    expect(deliveries.find((delivery) => delivery.destination === 'platform')?.outcome).toBe('ACCEPTED');
    // The disqualified lead goes only where every lead goes.
    expect((await settled(server, disqualified, 2)).map((delivery) => delivery.destination)).toEqual([
      'form',
      'signed',
    ]);

    expect(platform.requests).toHaveLength(1);
    const posted = JSON.parse(platform.requests[0]!.body) as Record<string, string>;
    expect(posted).toMatchObject({
      lead_id: qualified,
      affid: '10',
      oid: '81',
      lp_campaign_id: '6612',
      lp_supplier_id: '48213',
      lp_key: 'secret-lp-key',
      email: 'maria.lopez@example.com',
      lead_is_qualified: 'yes',
    });
    expect(keyOf(platform.requests[0]!)).toBe(`${qualified}:platform`);

    expect(verified).toHaveLength(2);
    const signedForQualified = signedHook.requests.find(
      (request) => keyOf(request) === `${qualified}:signed`,
    )!;
    expect(signedForQualified.headers['webhook-id']).toBe(`${qualified}:signed`);
    expect(JSON.parse(signedForQualified.body)).toMatchObject({
      type: 'lead.created',
      data: { id: qualified, source: 'post-lead', lead: { email: 'maria.lopez@example.com' } },
    });

    const form = new URLSearchParams(
      formHook.requests.find((request) => keyOf(request) === `${qualified}:form`)!.body,
    );
    expect(formHook.requests[0]!.contentType).toBe('application/x-www-form-urlencoded');
    expect(form.get('lead_id')).toBe(qualified);
    expect(form.get('email')).toBe('maria.lopez@example.com');

    expect(JSON.parse(exchange.requests[0]!.body)).toEqual({
      project: 'MVA',
      zipCode: '77002',
      ipAddress: '127.0.0.1',
      userAgent: 'lead-tests/1.0',
      tf: 'https://cert.trustedform.com/abc',
      leadId: 'LEADID-1',
    });
    // Delivery logs name the lead, the destination and the status; never the lead's contents.
    expect(server.logs()).toContain(qualified);
    expect(server.logs()).not.toContain('maria.lopez@example.com');
    expect(server.logs()).not.toContain('Lopez');
  });

  it('refuses a webhook whose signature does not verify (the receiver answers 401, so it is rejected)', async () => {
    const receiver = await standIn((request) => {
      try {
        new Webhook(WEBHOOK_SECRET).verify(request.body, request.headers as Record<string, string>);
        return { status: 200 };
      } catch {
        return { status: 401 };
      }
    });
    const otherSecret = `whsec_${Buffer.from('another-secret-another-secret-12').toString('base64')}`;
    const server = await serverWith(
      {
        destinations: [
          { name: 'signed', kind: 'json-webhook', url: receiver.baseUrl, send: 'all', secret: 'env:S' },
        ],
      },
      { S: otherSecret },
    );
    const leadId = await postLead(server);
    const [delivery] = await settled(server, leadId, 1);
    expect(delivery).toMatchObject({ status: 'rejected', outcome: 'HTTP 401' });
  });

  it("stores the lead platform's ACCEPTED, DUPLICATED and ERROR answers; ERROR is rejected, not retried", async () => {
    const platform = await standIn((request) => ({
      json: { status: (JSON.parse(request.body) as { sub_id: string }).sub_id, code: 0 },
    }));
    const server = await serverWith({
      destinations: [{ name: 'platform', kind: 'leadprosper', url: platform.baseUrl, send: 'all' }],
    });
    const answers = ['ACCEPTED', 'DUPLICATED', 'ERROR'];
    // The sub id is tracking: it comes from the landing URL.
    const leads = await Promise.all(
      answers.map((answer) =>
        postLead(server, { landing_page_url: `https://accidentclaims.example/survey/v4nv?sub1=${answer}` }),
      ),
    );
    const outcomes = [];
    for (const leadId of leads) {
      const [delivery] = await settled(server, leadId, 1);
      outcomes.push([delivery!.status, delivery!.outcome, delivery!.attempts_made.length]);
    }
    expect(outcomes).toEqual([
      ['delivered', 'ACCEPTED', 1],
      ['delivered', 'DUPLICATED', 1],
      ['rejected', 'ERROR', 1],
    ]);
    expect(platform.requests).toHaveLength(3);
  });
});

describe('pre-post verification', { timeout: SLOW_MACHINE_TIMEOUT }, () => {
  it('asks the verification service once per lead before its first send, stores the answer, and ignores a failure', async () => {
    const verifier = await standIn(() => ({ json: { verified: true } }));
    const receiver = await standIn(() => ({ status: 200 }));
    const destinations: DeliveryFile['destinations'] = [
      { name: 'one', kind: 'form-webhook', url: receiver.baseUrl, send: 'all' },
      { name: 'two', kind: 'form-webhook', url: receiver.baseUrl, send: 'all' },
    ];
    const server = await serverWith({ destinations, verification: { url: `${verifier.baseUrl}/verify` } });
    const leadId = await postLead(server, { trusted_form_cert_id: 'TF-1', leadid_token: 'LEADID-9' });
    await settled(server, leadId, 2);
    expect(verifier.requests.map((request) => JSON.parse(request.body) as unknown)).toEqual([
      {
        zip_code: '77002',
        ip_address: '127.0.0.1',
        user_agent: 'lead-tests/1.0',
        trusted_form_cert_id: 'TF-1',
        leadid_token: 'LEADID-9',
      },
    ]);
    const stored = (await (
      await server.fetch(`/api/leads/${leadId}`, {
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      })
    ).json()) as { verification: unknown };
    expect(stored.verification).toMatchObject({ outcome: 'HTTP 200', answer: '{"verified":true}' });

    // A verification service that is down changes nothing but what is stored.
    const unreachable = await serverWith({
      destinations,
      verification: { url: 'http://127.0.0.1:9/verify' },
    });
    const otherLead = await postLead(unreachable);
    for (const delivery of await settled(unreachable, otherLead, 2))
      expect(delivery.status).toBe('delivered');
    const other = (await (
      await unreachable.fetch(`/api/leads/${otherLead}`, {
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      })
    ).json()) as { verification: unknown };
    expect(other.verification).toMatchObject({ outcome: 'unreachable' });
  });
});

describe('retries', { timeout: SLOW_MACHINE_TIMEOUT }, () => {
  it('keeps every lead through a destination answering 500 for a while, and delivers each once it recovers', async () => {
    const failuresPerKey = new Map<string, number>();
    const accepted: string[] = [];
    const receiver = await standIn((request) => {
      const key = keyOf(request);
      const failures = failuresPerKey.get(key) ?? 0;
      // Down for each lead's first three tries (a 500, a 503, a 429), then back.
      if (failures < 3) {
        failuresPerKey.set(key, failures + 1);
        return { status: [500, 503, 429][failures] };
      }
      accepted.push(key);
      return { status: 200 };
    });
    const server = await serverWith({
      destinations: [{ name: 'flaky', kind: 'form-webhook', url: receiver.baseUrl, send: 'all' }],
    });
    const leads = await Promise.all(Array.from({ length: 6 }, () => postLead(server)));
    for (const leadId of leads) {
      const [delivery] = await settled(server, leadId, 1);
      expect(delivery!.status).toBe('delivered');
      expect(delivery!.attempts_made.map((attempt) => attempt.outcome)).toEqual([
        'HTTP 500',
        'HTTP 503',
        'HTTP 429',
        'HTTP 200',
      ]);
    }
    expect(accepted.sort()).toEqual(leads.map((leadId) => `${leadId}:flaky`).sort());
    expect(new Set(receiver.requests.map(keyOf)).size).toBe(leads.length);
  });

  it('gives up on a destination that hangs after the timeout, and tries again', async () => {
    const seen = new Set<string>();
    const receiver = await standIn((request) => {
      const first = !seen.has(keyOf(request));
      seen.add(keyOf(request));
      return first ? { status: 200, delayMs: 5_000 } : { status: 200 };
    });
    const server = await serverWith({
      destinations: [{ name: 'slow', kind: 'form-webhook', url: receiver.baseUrl, send: 'all' }],
    });
    const leadId = await postLead(server);
    const [delivery] = await settled(server, leadId, 1);
    expect(delivery!.status).toBe('delivered');
    expect(delivery!.attempts_made.map((attempt) => [attempt.outcome, attempt.http_status])).toEqual([
      ['timed out', null],
      ['HTTP 200', 200],
    ]);
  });

  it('rejects a 400 at once and never sends it again', async () => {
    const receiver = await standIn(() => ({ status: 400, json: { error: 'missing field' } }));
    const server = await serverWith({
      destinations: [{ name: 'strict', kind: 'form-webhook', url: receiver.baseUrl, send: 'all' }],
    });
    const leadId = await postLead(server);
    const [delivery] = await settled(server, leadId, 1);
    expect(delivery).toMatchObject({ status: 'rejected', outcome: 'HTTP 400', attempts: 1 });
    expect(delivery!.attempts_made[0]).toMatchObject({
      http_status: 400,
      answer: '{"error":"missing field"}',
    });
    // Another lead goes through the whole path after it: by then the first was long past any retry.
    await settled(server, await postLead(server), 1);
    expect(receiver.requests.filter((request) => keyOf(request) === `${leadId}:strict`)).toHaveLength(1);
  });

  it('ends dead after the schedule; an operator sees it, retries it, and it is delivered', async () => {
    let up = false;
    const receiver = await standIn(() => ({ status: up ? 200 : 503 }));
    const server = await serverWith(
      {
        retry: { delaysMs: [20, 40] },
        destinations: [
          { name: 'down', kind: 'json-webhook', url: receiver.baseUrl, send: 'all', secret: 'env:S' },
        ],
      },
      { S: WEBHOOK_SECRET },
    );
    const leadId = await postLead(server);
    const [dead] = await settled(server, leadId, 1);
    expect(dead).toMatchObject({ status: 'dead', attempts: 3, outcome: 'HTTP 503' });

    expect(
      (await listDeliveries(server, '?status=dead&destination=down')).deliveries.map((d) => d.id),
    ).toEqual([`${leadId}:down`]);
    expect((await listDeliveries(server, '?status=delivered')).deliveries).toEqual([]);
    const metricsBefore = await (
      await server.fetch('/metrics', { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })
    ).text();
    expect(metricsBefore).toContain('lead_deliveries{destination="down",status="dead"} 1');
    expect(metricsBefore).toContain('lead_delivery_oldest_queued_age_seconds{destination="down"} 0');

    up = true;
    const retryUrl = `/api/deliveries/${encodeURIComponent(`${leadId}:down`)}/retry`;
    expect((await server.fetch(retryUrl, { method: 'POST' })).status).toBe(401);
    const retried = await server.fetch(retryUrl, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(retried.status).toBe(202);
    await vi.waitFor(async () => {
      const [delivery] = await leadDeliveries(server, leadId);
      expect(delivery!.status).toBe('delivered');
    }, OUTCOME_WAIT);
    const again = await server.fetch(retryUrl, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(again.status).toBe(409);
    const missing = await server.fetch('/api/deliveries/nothing:here/retry', {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(missing.status).toBe(404);

    const metrics = await server.fetch('/metrics', {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    const text = await metrics.text();
    expect(text).toContain('lead_deliveries{destination="down",status="delivered"} 1');
    expect(text).toContain('lead_deliveries{destination="down",status="dead"} 0');
    expect((await server.fetch('/metrics')).status).toBe(401);
    expect(receiver.requests.map(keyOf).every((key) => key === `${leadId}:down`)).toBe(true);
  });
});

describe('operators', { timeout: SLOW_MACHINE_TIMEOUT }, () => {
  it('see in /metrics how long the oldest queued delivery of a failing destination has waited', async () => {
    const receiver = await standIn(() => ({ status: 503 }));
    const server = await serverWith({
      retry: { delaysMs: [600_000] },
      destinations: [{ name: 'down', kind: 'form-webhook', url: receiver.baseUrl, send: 'all' }],
    });
    const leadId = await postLead(server);
    await vi.waitFor(async () => {
      const [delivery] = await leadDeliveries(server, leadId);
      expect(delivery!.attempts_made).toHaveLength(1);
    }, OUTCOME_WAIT);
    const text = await (
      await server.fetch('/metrics', { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })
    ).text();
    expect(text).toContain('lead_deliveries{destination="down",status="queued"} 1');
    const age = /lead_delivery_oldest_queued_age_seconds\{destination="down"\} ([\d.e-]+)/.exec(text)?.[1];
    expect(Number(age)).toBeGreaterThan(0);
  });

  it('lists deliveries newest first, a page at a time, and refuses a made-up cursor', async () => {
    const receiver = await standIn(() => ({ status: 200 }));
    const server = await serverWith({
      destinations: [{ name: 'hook', kind: 'form-webhook', url: receiver.baseUrl, send: 'all' }],
    });
    const leads = [];
    for (let i = 0; i < 3; i += 1) leads.push(await postLead(server));
    for (const leadId of leads) await settled(server, leadId, 1);
    const first = await listDeliveries(server, '?limit=2');
    expect(first.deliveries).toHaveLength(2);
    const second = await listDeliveries(server, `?limit=2&cursor=${first.next_cursor}`);
    expect(second.next_cursor).toBeNull();
    expect([...first.deliveries, ...second.deliveries].map((delivery) => delivery.lead_id).sort()).toEqual(
      [...leads].sort(),
    );
    const bad = await server.fetch('/api/deliveries?cursor=nonsense', {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(bad.status).toBe(400);
    expect((await server.fetch('/api/deliveries')).status).toBe(401);
  });
});

describe('which leads go where', { timeout: SLOW_MACHINE_TIMEOUT }, () => {
  it('suppresses a lead whose e-mail or phone matches a Do-Not-Sell request, and never sends it', async () => {
    const receiver = await standIn(() => ({ status: 200 }));
    const server = await serverWith({
      destinations: [{ name: 'hook', kind: 'form-webhook', url: receiver.baseUrl, send: 'all' }],
    });
    const request = await server.fetch('/api/privacy-requests', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        first_name: 'Ana',
        last_name: 'Reyes',
        email: 'Ana.Reyes@example.com',
        phone: '7135550100',
      }),
    });
    expect(request.status).toBe(202);
    const byEmail = await postLead(server, { email: 'ana.reyes@EXAMPLE.com' });
    const byPhone = await postLead(server, { email: 'someone.else@example.com', phone: '(713) 555-0100' });
    const other = await postLead(server, { email: 'unrelated@example.com', phone: '(713) 555-0199' });
    for (const leadId of [byEmail, byPhone]) {
      const [delivery] = await settled(server, leadId, 1);
      expect(delivery).toMatchObject({ status: 'suppressed', attempts_made: [] });
    }
    await settled(server, other, 1);
    expect(receiver.requests.map(keyOf)).toEqual([`${other}:hook`]);
  });

  it('queues contact-form and ticket leads for destinations that take them, and funnel leads only where they match', async () => {
    const receiver = await standIn(() => ({ status: 200 }));
    const server = await serverWith({
      destinations: [
        { name: 'forms', kind: 'form-webhook', url: receiver.baseUrl, send: 'all', sources: ['ingest'] },
        {
          name: 'funnels',
          kind: 'form-webhook',
          url: receiver.baseUrl,
          send: 'disqualified',
          sources: ['post-lead'],
        },
        { name: 'tickets', kind: 'form-webhook', url: receiver.baseUrl, send: 'all', sources: ['ticket'] },
      ],
    });
    const ticketId = randomUUID();
    const ticket = await server.fetch('/ticket-lead', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        await withTrail({
          landing_page_url: 'https://accidentclaims.example/ticket',
          lead_id: ticketId,
          ticket_type: 'speeding',
          ticket_received: 'officer',
          ticket_state: 'TX',
          ticket_date: '2026-10-31',
          with_Lawyer: 'No',
          firstName: 'Maria',
          lastName: 'Lopez',
          email: 'maria.lopez@example.com',
          phone: '7135550182',
          zip_code: '77002',
        }),
      ),
    });
    expect(ticket.status).toBe(202);
    const contactId = randomUUID();
    const contact = await server.fetch('/ingest', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        lead_id: contactId,
        first_name: 'Dana',
        last_name: 'Whitfield',
        email: 'dana.whitfield@example.com',
        phone: '(713) 555-0147',
        message: 'A truck ran a red light and hit my car on Main Street.',
      }),
    });
    expect(contact.status).toBe(202);
    const qualified = await postLead(server);
    const disqualified = await postLead(server, { with_Lawyer: 'Yes' });
    expect((await settled(server, contactId, 1))[0]!.destination).toBe('forms');
    expect((await settled(server, disqualified, 1))[0]!.destination).toBe('funnels');
    expect((await settled(server, ticketId, 1))[0]!.destination).toBe('tickets');
    expect(await leadDeliveries(server, qualified)).toEqual([]);
  });

  it('without DELIVERY_CONFIG stores leads as before and queues nothing', async () => {
    const server = await startInjectedServer();
    closers.push(() => server.close());
    const leadId = await postLead(server);
    expect(await leadDeliveries(server, leadId)).toEqual([]);
    expect((await listDeliveries(server)).deliveries).toEqual([]);
    const mapping = await server.fetch('/inbound/get-mappings', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ affid: 252, oid: 81 }),
    });
    expect(await mapping.json()).toEqual({ lp_campaign_id: '', lp_supplier_id: '', lp_key: '' });
  });

  it('answers POST /inbound/get-mappings from the campaigns map the lead platform is posted with', async () => {
    const server = await serverWith({
      destinations: [
        {
          name: 'platform',
          kind: 'leadprosper',
          url: 'http://127.0.0.1:9/never',
          send: 'qualified',
          campaigns: {
            default: { lp_campaign_id: '1', lp_supplier_id: '2', lp_key: 'd' },
            '81': { lp_campaign_id: '81', lp_supplier_id: '3', lp_key: 'o' },
            '252/81': { lp_campaign_id: '25281', lp_supplier_id: '4', lp_key: 'a' },
          },
        },
      ],
    });
    const ask = async (body: unknown) =>
      (
        await server.fetch('/inbound/get-mappings', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).json();
    expect(await ask({ affid: 252, oid: 81 })).toEqual({
      lp_campaign_id: '25281',
      lp_supplier_id: '4',
      lp_key: 'a',
    });
    expect(await ask({ affid: 1, oid: 81 })).toEqual({
      lp_campaign_id: '81',
      lp_supplier_id: '3',
      lp_key: 'o',
    });
    expect(await ask({ affid: 1, oid: 7 })).toEqual({
      lp_campaign_id: '1',
      lp_supplier_id: '2',
      lp_key: 'd',
    });
  });
});
