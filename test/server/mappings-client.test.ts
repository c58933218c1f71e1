import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_PLATFORM_KEYS } from '../../guards/tracking';
import { fetchLeadMappings } from '../../services/api/mappings/mappings-client';
import { testDeliverySettings } from './support/deliveries';
import { startStandIn, type StandIn } from './support/stand-in-server';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let failing: StandIn;

beforeAll(async () => {
  server = await startTestServer({
    delivery: testDeliverySettings({
      destinations: [
        {
          name: 'platform',
          kind: 'leadprosper',
          url: 'http://127.0.0.1:9/never',
          send: 'qualified',
          campaigns: { '252/81': { lp_campaign_id: '25281', lp_supplier_id: '4', lp_key: 'a' } },
        },
      ],
    }),
  });
  failing = await startStandIn(() => ({ status: 503, text: 'down' }));
});

afterAll(async () => {
  await Promise.all([server.close(), failing.close()]);
});

/** The browser's mapping call (the one-to-one family's WhenWasTheAccident) against the real server's route. */
describe('fetchLeadMappings', () => {
  it("sends the visit's affid and oid as numbers and carries the mapped lead-platform ids", async () => {
    expect(await fetchLeadMappings({ affid: '252', oid: '81' }, server.baseUrl)).toEqual({
      lp_campaign_id: '25281',
      lp_supplier_id: '4',
      lp_key: 'a',
    });
  });

  it('answers every key empty when nothing maps, keeping what the landing URL carried', async () => {
    expect(await fetchLeadMappings({ affid: '1', oid: '2' }, server.baseUrl)).toEqual({
      lp_campaign_id: '',
      lp_supplier_id: '',
      lp_key: '',
    });
    expect(
      await fetchLeadMappings(
        { affid: '1', oid: '2', lp_campaign_id: '9', lp_supplier_id: '8', lp_key: 'url' },
        server.baseUrl,
      ),
    ).toEqual({ lp_campaign_id: '9', lp_supplier_id: '8', lp_key: 'url' });
  });

  it('swallows a failing or unreachable service', async () => {
    const empty = { lp_campaign_id: '', lp_supplier_id: '', lp_key: '' };
    expect(await fetchLeadMappings({ affid: '252', oid: '81' }, failing.baseUrl)).toEqual(empty);
    expect(await fetchLeadMappings({ affid: '252', oid: '81' }, 'http://127.0.0.1:9')).toEqual(empty);
    expect(failing.requests.map((request) => JSON.parse(request.body) as unknown)).toEqual([
      { affid: 252, oid: 81 },
    ]);
  });
});

describe('the mapped fields', () => {
  it('are the lead-platform keys the tracking rules know', async () => {
    const mapped = await fetchLeadMappings({}, 'http://127.0.0.1:9');
    expect(Object.keys(mapped)).toEqual([...LEAD_PLATFORM_KEYS]);
  });
});
