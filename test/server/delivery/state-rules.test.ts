import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryFile } from '../../../server/delivery/destinations';
import type { ServerConfig } from '../../../server/config';
import { leadDeliveries, testDeliverySettings } from '../support/deliveries';
import { postJson, qualifiedLead } from '../support/leads';
import { startStandIn, type RecordedRequest, type StandIn } from '../support/stand-in-server';
import { receiptMatches } from '../../../server/consent-receipt/receipt';
import {
  ADMIN_TOKEN,
  readStoredLead,
  startInjectedServer,
  type InjectedServer,
} from '../support/test-server';

/**
 * The per-state rules on the real server (docs/state-rules.md): the statute check reads the law set STATE_RULES
 * chooses, every delivered lead carries its calling window and consent time, a Maryland lead goes without its
 * injury answers (MODPA), and a Washington lead goes only to the buyers its authorization names (MHMDA).
 */
const OUTCOME_WAIT = { timeout: 15_000, interval: 50 };
const SLOW_MACHINE_TIMEOUT = 60_000;
const ZIP = { TX: '77002', MD: '21201', WA: '98101', LA: '70112' } as const;

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length > 0) await closers.pop()!();
});

async function standIn(): Promise<StandIn> {
  const started = await startStandIn(() => ({ status: 200 }));
  closers.push(() => started.close());
  return started;
}

async function serverWith(
  file: Pick<DeliveryFile, 'destinations'>,
  stateRules: ServerConfig['stateRules'] = { stateLaw: 'spec', healthDataBuyers: undefined },
): Promise<InjectedServer> {
  const server = await startInjectedServer({ delivery: testDeliverySettings(file), stateRules });
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
function sentFor(receiver: StandIn, leadId: string): URLSearchParams {
  const request = receiver.requests.find((each) => keyOf(each).startsWith(`${leadId}:`));
  if (!request) throw new Error(`nothing was sent for ${leadId}`);
  return new URLSearchParams(request.body);
}

describe('the state rules on delivery', { timeout: SLOW_MACHINE_TIMEOUT }, () => {
  it('sends each lead its calling window and consent time, and a Maryland lead without its injury answers', async () => {
    const receiver = await standIn();
    const server = await serverWith({
      destinations: [{ name: 'buyer', kind: 'form-webhook', url: receiver.baseUrl, send: 'all' }],
    });
    const texas = qualifiedLead({ zip_code: ZIP.TX });
    const maryland = qualifiedLead({ zip_code: ZIP.MD });
    for (const lead of [texas, maryland]) expect((await postJson(server, lead)).status).toBe(202);
    for (const lead of [texas, maryland]) await settled(server, lead.lead_id as string, 1);

    const fromTexas = sentFor(receiver, texas.lead_id as string);
    const storedTexas = await readStoredLead(server, texas.lead_id as string);
    expect(Object.fromEntries(fromTexas)).toMatchObject({
      calling_window_start: '08:00',
      calling_window_end: '21:00',
      calling_time_zone: 'America/Chicago',
      calling_daily_cap: '',
      calling_window_source: '47 C.F.R. § 64.1200(c)(1) (TCPA)',
      state_mini_tcpa: 'yes',
      consent_time: storedTexas.received_at,
      physical_injury: 'Yes',
      doctor_treatment: 'Yes',
      case_description: 'A truck hit my car yesterday',
    });

    // The buyer keeps the consent receipt's digest from the sale, to check the receipt it is sent in a dispute.
    const receipt = await server.fetch(`/api/leads/${texas.lead_id as string}/consent-receipt`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    const { receipt: body, digest } = (await receipt.json()) as { receipt: unknown; digest: string };
    expect(fromTexas.get('consent_receipt_digest')).toBe(digest);
    expect(receiptMatches(body, fromTexas.get('consent_receipt_digest') ?? '')).toBe(true);

    const fromMaryland = sentFor(receiver, maryland.lead_id as string);
    expect(Object.fromEntries(fromMaryland)).toMatchObject({
      state: 'MD',
      calling_window_start: '08:00',
      calling_window_end: '20:00',
      calling_time_zone: 'America/New_York',
      calling_daily_cap: '3',
      calling_window_source: 'Md. Code, Com. Law § 14-4503 (Stop the Spam Calls Act of 2023)',
      state_mini_tcpa: 'yes',
    });
    for (const field of ['physical_injury', 'doctor_treatment', 'case_description']) {
      expect(fromMaryland.has(field), field).toBe(false);
    }
    // The stored lead keeps them: only what is sold leaves them out.
    expect((await readStoredLead(server, maryland.lead_id as string)).lead.physical_injury).toBe('Yes');
  });

  it('sends a Washington lead only to the buyers its authorization names, and records why not to the others', async () => {
    const receiver = await standIn();
    const server = await serverWith(
      {
        destinations: [
          { name: 'named-firm', kind: 'form-webhook', url: receiver.baseUrl, send: 'all' },
          { name: 'other-firm', kind: 'form-webhook', url: receiver.baseUrl, send: 'all' },
        ],
      },
      { stateLaw: 'spec', healthDataBuyers: ['named-firm'] },
    );
    const washington = qualifiedLead({ zip_code: ZIP.WA });
    const texas = qualifiedLead({ zip_code: ZIP.TX });
    for (const lead of [washington, texas]) expect((await postJson(server, lead)).status).toBe(202);

    const deliveries = await settled(server, washington.lead_id as string, 2);
    const byName = Object.fromEntries(deliveries.map((delivery) => [delivery.destination, delivery]));
    expect(byName['named-firm']).toMatchObject({ status: 'delivered' });
    expect(byName['other-firm']).toMatchObject({ status: 'withheld', attempts_made: [] });
    expect(byName['other-firm']!.outcome).toContain('Rev. Code Wash. § 19.373.070');
    // A lead from a state without the rule goes to both.
    const texasDeliveries = await settled(server, texas.lead_id as string, 2);
    for (const delivery of texasDeliveries) expect(delivery.status).toBe('delivered');
    expect(receiver.requests.map(keyOf).sort()).toEqual(
      [
        `${washington.lead_id as string}:named-firm`,
        `${texas.lead_id as string}:named-firm`,
        `${texas.lead_id as string}:other-firm`,
      ].sort(),
    );
  });
});

describe('STATE_RULES chooses the statute table', { timeout: SLOW_MACHINE_TIMEOUT }, () => {
  // A Louisiana accident in August 2025, judged on 2026-11-22: past the table's one year, within the two years
  // La. Civ. Code art. 3493.1 gives accidents since 2024-07-01.
  const louisiana = () => qualifiedLead({ zip_code: ZIP.LA, injury_year: '2025', injury_month: '8' });

  it.each([
    ['spec', '1', 'no', 'date|accident_limit_exceeded'],
    ['current', '0', 'yes', ''],
  ] as const)(
    '%s: accident_limit_exceeded %s, qualified %s',
    async (stateLaw, exceeded, qualified, reason) => {
      const server = await serverWith({ destinations: [] }, { stateLaw, healthDataBuyers: undefined });
      const lead = louisiana();
      expect((await postJson(server, lead)).status).toBe(202);
      const stored = await readStoredLead(server, lead.lead_id as string);
      expect(stored.lead).toMatchObject({
        state: 'LA',
        accident_limit_exceeded: exceeded,
        lead_is_qualified: qualified,
        dq_reason: reason,
      });
    },
  );
});
