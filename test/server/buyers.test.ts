import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyerFields, buyersJson, selectionFields } from '../../guards/one-to-one';
import { readBuyersConfig } from '../../server/buyers-config';
import { postJson, qualifiedLead } from './support/leads';
import { trailFor } from './support/trails';
import { readStoredLead, startInjectedServer, type InjectedServer } from './support/test-server';

let server: InjectedServer;
const firms = [
  { id: ['21', '22'], name: 'Texas Injury Firm', states: ['TX'] },
  { id: '31', name: 'Nationwide Firm' },
  { id: '41', name: 'California Firm', states: ['ca'] },
];

beforeAll(async () => {
  const folder = await mkdtemp(join(tmpdir(), 'buyers-config-'));
  const file = join(folder, 'buyers.json');
  await writeFile(file, JSON.stringify(firms));
  server = await startInjectedServer({ buyers: readBuyersConfig(file) });
});

afterAll(async () => {
  await server.close();
});

async function available(fields: Record<string, string>) {
  const response = await server.fetch('/buyers/get-available', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fields }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('POST /buyers/get-available', () => {
  it('answers the firms taking the zip code’s state, the first-party buyer first in the all-possible list', async () => {
    const { status, body } = await available({ zip_code: '77002' });
    expect(status).toBe(200);
    expect(body).toEqual({
      selectedBuyers: [
        { name: 'Texas Injury Firm', ids: ['21', '22'] },
        { name: 'Nationwide Firm', ids: ['31'] },
      ],
      allPossibleBuyers: [
        { name: expect.any(String), ids: ['8674'] },
        { name: 'Texas Injury Firm', ids: ['21', '22'] },
        { name: 'Nationwide Firm', ids: ['31'] },
      ],
    });
  });

  it('uses the state sent when there is no zip code', async () => {
    const { body } = await available({ state: 'CA' });
    expect((body.selectedBuyers as { name: string }[]).map((buyer) => buyer.name)).toEqual([
      'Nationwide Firm',
      'California Firm',
    ]);
  });

  it('refuses a body without fields', async () => {
    const response = await server.fetch('/buyers/get-available', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ zip: 1 }),
    });
    expect(response.status).toBe(400);
  });

  it('rejects a malformed BUYERS_CONFIG at start', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'buyers-config-'));
    const file = join(folder, 'bad.json');
    await writeFile(file, JSON.stringify([{ id: 'x', name: '' }]));
    expect(() => readBuyersConfig(file)).toThrow(/BUYERS_CONFIG/);
  });
});

describe('a one-to-one lead', () => {
  it('is stored with every 1_to_1 field, the buyers lists and the consent text, the choice re-derived', async () => {
    const displayed = [
      { name: 'Texas Injury Firm', ids: ['21', '22'] },
      { name: 'Nationwide Firm', ids: ['31'] },
    ];
    const found = buyerFields({
      kind: 'fetched',
      found: { selectedBuyers: displayed, allPossibleBuyers: displayed },
    });
    const consent = 'By clicking "Go", I agree that Site and Nationwide Firm may contact me …';
    const body: Record<string, unknown> = {
      ...qualifiedLead(),
      landing_page_url: 'http://localhost/survey/v4nv-1to1',
      ...found,
      ...selectionFields(displayed, [displayed[1]!]),
      selected_buyer_names: 'A firm that was never shown',
      tcpa: consent,
    };
    // The funnel's walk: ZipCode records the buyers it found, and with a firm to consent to NameAndEmail goes on
    // to PhoneAndBuyersConsent, which records the visitor's choice and the consent text.
    const chosen = {
      ...selectionFields(displayed, [displayed[1]!]),
      selected_buyer_names: 'A firm that was never shown',
    };
    const walked = await trailFor(body);
    const trail = walked.flatMap(({ step, values }) => {
      if (step === 'ZipCode') return [{ step, values: { ...values, ...found } }];
      if (step === 'PhoneAbbreviatedTCPA') {
        return [
          { step: 'PhoneAndBuyersConsent', values: { phone: values.phone!, ...chosen, tcpa: consent } },
        ];
      }
      return [{ step, values }];
    });
    expect(trail.map(({ step }) => step)).toContain('PhoneAndBuyersConsent');
    const response = await postJson(server, { ...body, trail });
    expect(response.status).toBe(202);
    const stored = await readStoredLead(server, String(body.lead_id));
    expect(stored.lead).toMatchObject({
      '1_to_1_consent': 'yes',
      '1_to_1_timeout': 'no',
      '1_to_1_result': 'found',
      '1_to_1_dq': 'no',
      displayed_buyers: buyersJson(displayed),
      selected_buyers: '31',
      selected_buyer_names: 'Nationwide Firm',
      selected_buyers_number: '1',
      selected_buyers_changed: 'yes',
      all_possible_buyer_ids: '8674,21,22,31',
      all_possible_buyers_number: '3',
      tcpa: consent,
    });
    expect(stored.lead.all_possible_buyer_names?.split('|')[1]).toBe('Texas Injury Firm');
  });

  it('is never refused for its one-to-one fields', async () => {
    const body = {
      ...qualifiedLead(),
      displayed_buyers: '{broken',
      selected_buyers: 'x,y',
      '1_to_1_consent': 'maybe',
    };
    const response = await postJson(server, body);
    expect(response.status).toBe(202);
  });
});
