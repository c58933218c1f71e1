import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../../server/config';
import { testDeliverySettings } from '../support/deliveries';
import { postJson, qualifiedLead } from '../support/leads';
import {
  startStandIn,
  type RecordedRequest,
  type StandIn,
  type StandInHandler,
} from '../support/stand-in-server';
import { ADMIN_TOKEN, startInjectedServer, type InjectedServer } from '../support/test-server';

/**
 * Consent proofs only from their vendors (docs/page-scripts.md): a TrustedForm or LeadiD value the landing URL
 * gave is tracking, so it is neither stored as the proof nor sent as one (the lead exchange's `tf` and `leadId`,
 * the pre-post check, any buyer), and the certificate is marked retained only once the server retained it.
 */
const SLOW_MACHINE_TIMEOUT = 60_000;
const API_KEY = 'tf-api-key-0123';
const CERTIFICATE_ID = 'd'.repeat(40);

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length > 0) await closers.pop()!();
});

async function standIn(handler: StandInHandler): Promise<StandIn> {
  const started = await startStandIn(handler);
  closers.push(() => started.close());
  return started;
}

interface Parts {
  trustedForm: StandIn;
  exchange: StandIn;
  verification: StandIn;
  buyer: StandIn;
  server: InjectedServer;
}

async function start(): Promise<Parts> {
  // TrustedForm's certificate API: a claim of a known certificate is answered 201.
  const trustedForm = await standIn((request: RecordedRequest) =>
    request.url === `/${CERTIFICATE_ID}`
      ? { status: 201, json: { token: CERTIFICATE_ID, expires_at: '2031-11-21T10:00:00Z' } }
      : { status: 404, json: { message: 'certificate not found' } },
  );
  const exchange = await standIn(() => ({ json: { ok: true } }));
  const verification = await standIn(() => ({ json: { valid: true } }));
  const buyer = await standIn(() => ({ text: 'ok' }));
  const server = await startInjectedServer({
    delivery: testDeliverySettings({
      destinations: [
        { name: 'exchange', kind: 'lead-exchange', url: `${exchange.baseUrl}/store/lead-data`, send: 'all' },
        { name: 'buyer', kind: 'form-webhook', url: buyer.baseUrl, send: 'all' },
      ],
      verification: { url: verification.baseUrl },
    }),
    trustedFormRetention: { apiKey: API_KEY, certificateBaseUrl: trustedForm.baseUrl },
    providers: { ...readConfig({}).providers, timeoutMs: 2000 },
  });
  closers.push(() => server.close());
  return { trustedForm, exchange, verification, buyer, server };
}

const jsonBodies = (at: StandIn) =>
  at.requests.map((request) => JSON.parse(request.body) as Record<string, string>);
const formBodies = (at: StandIn) =>
  at.requests.map((request) => Object.fromEntries(new URLSearchParams(request.body)));

describe('proofs from the landing URL are tracking, not proofs', { timeout: SLOW_MACHINE_TIMEOUT }, () => {
  it('stores, sends and retains none of them; the vendor’s own values go out as proofs, marked retained', async () => {
    const { trustedForm, exchange, verification, buyer, server } = await start();
    const certificateUrl = `${trustedForm.baseUrl}/${CERTIFICATE_ID}`;
    const fromUrl = {
      trusted_form_cert_url: certificateUrl,
      trustedform_cert_url: certificateUrl,
      trusted_form_cert_id: CERTIFICATE_ID,
      leadid_token: 'FAKE',
      jornaya_leadid: 'FAKE',
    };
    const query = new URLSearchParams({
      oid: '81',
      trusted_form_cert_url: certificateUrl,
      leadid_token: 'FAKE',
    });
    const forged = qualifiedLead({
      ...fromUrl,
      trusted_form_retained: 'yes',
      landing_page_url: `https://example.com/survey/v4nv?${query.toString()}`,
    });
    // The same certificate read from TrustedForm's own page field, on a visit whose URL said nothing of it.
    const honest = qualifiedLead({
      ...fromUrl,
      leadid_token: 'LEADID-FROM-THE-PAGE',
      jornaya_leadid: 'LEADID-FROM-THE-PAGE',
      landing_page_url: 'https://example.com/survey/v4nv?oid=81',
    });
    for (const lead of [forged, honest]) expect((await postJson(server, lead)).status).toBe(202);
    await Promise.all([exchange, verification, buyer].map((each) => each.receivedRequests(2)));

    const stored = await server.fetch(`/api/leads/${String(forged.lead_id)}`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    const forgedLead = (await stored.json()) as {
      lead: Record<string, string>;
      claimed: Record<string, string>;
      certificate_retention: { outcome: string; reason: string } | null;
    };
    for (const field of Object.keys(fromUrl)) expect(forgedLead.lead).not.toHaveProperty(field);
    expect(forgedLead.claimed).toMatchObject(fromUrl);
    expect(forgedLead.certificate_retention).toMatchObject({ outcome: 'skipped', reason: 'no certificate' });

    const sentFor = (bodies: Record<string, string>[], key: string, id: unknown) =>
      bodies.find((body) => body[key] === id);
    const exchangeBodies = jsonBodies(exchange);
    // The exchange's body names no lead id: its tf tells the two apart, one empty and one the certificate.
    expect(exchangeBodies.map((body) => [body.tf, body.leadId]).sort()).toEqual(
      [
        ['', ''],
        [certificateUrl, 'LEADID-FROM-THE-PAGE'],
      ].sort(),
    );
    expect(
      jsonBodies(verification)
        .map((body) => [body.trusted_form_cert_id, body.leadid_token])
        .sort(),
    ).toEqual(
      [
        ['', ''],
        [CERTIFICATE_ID, 'LEADID-FROM-THE-PAGE'],
      ].sort(),
    );
    const sent = formBodies(buyer);
    expect(sentFor(sent, 'lead_id', forged.lead_id)).toMatchObject({ trusted_form_retained: 'no' });
    expect(sentFor(sent, 'lead_id', forged.lead_id)).not.toHaveProperty('trusted_form_cert_url');
    expect(sentFor(sent, 'lead_id', honest.lead_id)).toMatchObject({
      trusted_form_cert_url: certificateUrl,
      trusted_form_retained: 'yes',
    });
    // TrustedForm was asked to retain the vendor's certificate only, once.
    expect(trustedForm.requests.map((request) => request.url)).toEqual([`/${CERTIFICATE_ID}`]);
  });
});
