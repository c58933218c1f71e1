import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../../server/config';
import { retentionUrl } from '../../../server/delivery/certificate-retention';
import type { DeliveryFile } from '../../../server/delivery/destinations';
import { createDatabase } from '../../../server/storage/database';
import { createDeliveryConsoleQueries } from '../../../server/storage/delivery-console-queries';
import { createLeadEvidenceStore } from '../../../server/storage/lead-evidence-store';
import { testDeliverySettings } from '../support/deliveries';
import { postJson, qualifiedLead } from '../support/leads';
import { startStandIn, type RecordedRequest, type StandIn } from '../support/stand-in-server';
import { ENGINES } from '../support/test-databases';
import { startInjectedServer, type InjectedServer } from '../support/test-server';

const SLOW_MACHINE_TIMEOUT = 60_000;

const API_KEY = 'tf-api-key-0123';
const RETAINED_ID = 'a'.repeat(40);
const MISSING_ID = 'b'.repeat(40);
const HANGING_ID = 'c'.repeat(40);
/**
 * TrustedForm's wait in these tests: long enough that a loaded machine still answers the certificates that do get
 * an answer within it (a shorter one turned a retained certificate into a timeout under load); the hanging
 * certificate's request is never answered, so it times out whatever the machine's speed.
 */
const TIMEOUT_MS = 2000;
const NEVER = new Promise<never>(() => undefined);

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length > 0) await closers.pop()!();
});

/**
 * TrustedForm's certificate API as its documentation shows it: a POST to the certificate's URL with Basic auth
 * (user `API`, the key as password) claims the certificate and answers 201 with it; a wrong key is 401, an
 * unknown certificate 404, each with a JSON `message`.
 */
async function trustedFormStandIn(): Promise<StandIn> {
  const expected = `Basic ${Buffer.from(`API:${API_KEY}`).toString('base64')}`;
  const standIn = await startStandIn((request: RecordedRequest) => {
    if (request.headers.authorization !== expected) return { status: 401, json: { message: 'Unauthorized' } };
    const id = request.url.slice(1);
    if (request.method !== 'POST') return { status: 405, json: { message: 'Method not allowed' } };
    if (id === RETAINED_ID) {
      return {
        status: 201,
        json: {
          token: id,
          claims: [{ id: 'claim-1', expires_at: '2031-11-21T10:00:00Z', reference: 'x' }],
          cert: { browser: 'Chrome Mobile' },
        },
      };
    }
    if (id === HANGING_ID) return { status: 201, json: { token: id }, until: NEVER };
    return { status: 404, json: { message: 'certificate not found' } };
  });
  closers.push(() => standIn.close());
  return standIn;
}

/**
 * Once the buyer has received every send, stops the server, which waits for the sends in flight to be recorded
 * (server/plugins/delivery-worker.ts), and reads what was stored: each lead's retention and its deliveries.
 */
async function storedOutcomes(server: InjectedServer, receiver: StandIn, sends: number, leadIds: string[]) {
  await receiver.receivedRequests(sends);
  await server.close();
  const database = createDatabase(server.databaseUrl);
  closers.push(() => database.destroy());
  const evidence = createLeadEvidenceStore(database);
  const deliveries = createDeliveryConsoleQueries(database);
  return Promise.all(
    leadIds.map(async (leadId) => ({
      retention: (await evidence.retentionOf(leadId)) ?? null,
      statuses: (await deliveries.forLead(leadId)).map((delivery) => delivery.status),
    })),
  );
}

describe.each(ENGINES)('TrustedForm certificate retention on $name', (engine) => {
  it(
    "retains a lead's certificate once before its first send, stores the outcome, and delivers whatever TrustedForm does",
    { timeout: SLOW_MACHINE_TIMEOUT },
    async () => {
      const trustedForm = await trustedFormStandIn();
      const receiver = await startStandIn(() => ({ status: 200 }));
      closers.push(() => receiver.close());
      const database = await engine.create();
      closers.push(() => database.drop());
      const destinations: DeliveryFile['destinations'] = [
        { name: 'one', kind: 'form-webhook', url: receiver.baseUrl, send: 'all' },
        { name: 'two', kind: 'form-webhook', url: receiver.baseUrl, send: 'all' },
      ];
      const server = await startInjectedServer({
        databaseUrl: database.url,
        delivery: testDeliverySettings({ destinations }),
        trustedFormRetention: { apiKey: API_KEY, certificateBaseUrl: trustedForm.baseUrl },
        providers: { ...readConfig({}).providers, timeoutMs: TIMEOUT_MS },
      });
      closers.push(() => server.close());

      async function post(fields: Record<string, string>): Promise<string> {
        const body = qualifiedLead(fields);
        expect((await postJson(server, body)).status).toBe(202);
        return body.lead_id as string;
      }
      const retained = await post({ trusted_form_cert_url: `${trustedForm.baseUrl}/${RETAINED_ID}` });
      const missing = await post({ trusted_form_cert_url: `${trustedForm.baseUrl}/${MISSING_ID}` });
      const hanging = await post({ trusted_form_cert_url: `${trustedForm.baseUrl}/${HANGING_ID}` });
      const elsewhere = await post({ trusted_form_cert_url: `https://cert.example.net/${RETAINED_ID}` });
      const none = await post({});

      const leadIds = [retained, missing, hanging, elsewhere, none];
      const stored = await storedOutcomes(server, receiver, leadIds.length * destinations.length, leadIds);
      expect(stored.map((outcome) => outcome.retention)).toMatchObject([
        { outcome: 'retained', reason: '', expires_at: '2031-11-21T10:00:00Z' },
        { outcome: 'failed', reason: 'HTTP 404: certificate not found', expires_at: null },
        { outcome: 'failed', reason: 'timed out' },
        { outcome: 'skipped', reason: 'certificate not on the TrustedForm host' },
        { outcome: 'skipped', reason: 'no certificate' },
      ]);

      // Two destinations, one claim per certificate; the key went only to the configured host.
      const paths = trustedForm.requests.map((request) => request.url).sort();
      expect(paths).toEqual([`/${RETAINED_ID}`, `/${MISSING_ID}`, `/${HANGING_ID}`].sort());
      const claim = trustedForm.requests.find((request) => request.url === `/${RETAINED_ID}`)!;
      expect(claim.method).toBe('POST');
      expect(new URLSearchParams(claim.body).get('reference')).toBe(retained);

      // Every lead reaches both destinations, whatever TrustedForm answered.
      for (const outcome of stored) expect(outcome.statuses).toEqual(['delivered', 'delivered']);
      expect(server.logs()).not.toContain(API_KEY);
    },
  );
});

describe('without TRUSTEDFORM_API_KEY', () => {
  it('asks TrustedForm nothing and stores no outcome', { timeout: SLOW_MACHINE_TIMEOUT }, async () => {
    const trustedForm = await trustedFormStandIn();
    const receiver = await startStandIn(() => ({ status: 200 }));
    closers.push(() => receiver.close());
    const database = await ENGINES[0]!.create();
    closers.push(() => database.drop());
    const server = await startInjectedServer({
      databaseUrl: database.url,
      delivery: testDeliverySettings({
        destinations: [{ name: 'one', kind: 'form-webhook', url: receiver.baseUrl, send: 'all' }],
      }),
    });
    closers.push(() => server.close());
    const body = qualifiedLead({ trusted_form_cert_url: `${trustedForm.baseUrl}/${RETAINED_ID}` });
    expect((await postJson(server, body)).status).toBe(202);
    const [stored] = await storedOutcomes(server, receiver, 1, [body.lead_id as string]);
    expect(stored).toEqual({ retention: null, statuses: ['delivered'] });
    expect(trustedForm.requests).toHaveLength(0);
  });
});

describe('the URL the key is posted to', () => {
  const host = 'https://cert.trustedform.com';
  const id = '0123456789abcdef0123456789abcdef01234567';

  it("is built from the configured host and the certificate's id, never taken from the lead", () => {
    expect(retentionUrl({ trusted_form_cert_url: `${host}/${id}` }, host)).toEqual({ url: `${host}/${id}` });
    expect(retentionUrl({ trustedform_cert_url: `${host}/${id}?shared=1` }, `${host}/`)).toEqual({
      url: `${host}/${id}`,
    });
    expect(retentionUrl({ trusted_form_cert_id: id }, host)).toEqual({ url: `${host}/${id}` });
  });

  it('skips a certificate on another host, however it is dressed', () => {
    for (const certUrl of [
      `https://cert.trustedform.com.evil.example/${id}`,
      `http://cert.trustedform.com/${id}`,
      `https://user@evil.example/${id}`,
      `https://evil.example/${id}#https://cert.trustedform.com/`,
    ]) {
      expect(retentionUrl({ trusted_form_cert_url: certUrl }, host), certUrl).toEqual({
        skipped: 'certificate not on the TrustedForm host',
      });
    }
  });

  it('skips what is not a certificate id', () => {
    expect(retentionUrl({}, host)).toEqual({ skipped: 'no certificate' });
    expect(retentionUrl({ trusted_form_cert_url: 'not a url' }, host)).toEqual({
      skipped: 'certificate URL unreadable',
    });
    expect(retentionUrl({ trusted_form_cert_id: '../admin' }, host)).toEqual({
      skipped: 'certificate id unreadable',
    });
    expect(retentionUrl({ trusted_form_cert_url: `${host}/` }, host)).toEqual({ skipped: 'no certificate' });
  });
});
