import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostLeadResponse } from '../../services/api/lead/lead-contract';
import { postJson, qualifiedLead } from './support/leads';
import { readStoredLead, startInjectedServer, type InjectedServer } from './support/test-server';
import { trailFor } from './support/trails';

/**
 * `/post-lead` stores what the replay of the visitor's trail makes (docs/rules.md, "The trail"): every field with
 * its source, the browser's map only as a claim, and a lead whose trail does not replay all the same, marked.
 */

let server: InjectedServer;

beforeAll(async () => {
  server = await startInjectedServer();
});

afterAll(async () => {
  await server.close();
});

const SITE = 'https://accidentclaims.example';

describe('the replayed lead', () => {
  it('gives every stored field a source, and returns them with the trail', async () => {
    const body = qualifiedLead({ landing_page_url: `${SITE}/survey/v4nv?sub1=77&gclid=abc` });
    const trail = await trailFor(body);
    const response = await postJson(server, { ...body, trail });
    expect(response.status).toBe(202);

    const stored = await readStoredLead(server, body.lead_id as string);
    expect(stored.trail).toEqual(trail);
    expect(stored.sources).toMatchObject({
      at_Fault: 'step:AtFault',
      injury_month: 'step:WhenWasTheAccident',
      email: 'step:NameAndEmail',
      sub_id: 'tracking',
      gclid: 'tracking',
      landing_page_url: 'tracking',
      lead_is_qualified: 'derived',
      dq_reason: 'derived',
      incident_date: 'derived',
      city: 'server',
      ip_address: 'server',
      lp_s2: 'server',
    });
    expect(Object.keys(stored.sources).sort()).toEqual(Object.keys(stored.lead).sort());
  });

  it('keeps the browser’s map only as a claim where it differs', async () => {
    const body = qualifiedLead({ landing_page_url: `${SITE}/survey/v4nv` });
    const trail = await trailFor(body);
    await postJson(server, { ...body, trail, with_Lawyer: 'Yes', bac_level: '0.2' });

    const stored = await readStoredLead(server, body.lead_id as string);
    expect(stored.lead).toMatchObject({ with_Lawyer: 'No', lead_is_qualified: 'yes' });
    expect(stored.lead).not.toHaveProperty('bac_level');
    expect(stored.claimed).toMatchObject({ with_Lawyer: 'Yes', bac_level: '0.2' });
  });

  it('stores a lead posted without a trail, disqualified as trail|missing, and answers so', async () => {
    const body = qualifiedLead({ landing_page_url: `${SITE}/survey/v4nv` });
    const response = await postJson(server, body, { trail: false });

    expect(response.status).toBe(202);
    expect(await response.json()).toEqual<PostLeadResponse>({
      id: body.lead_id as string,
      lead_is_qualified: 'no',
      dq_reason: 'trail|missing',
    });
    const stored = await readStoredLead(server, body.lead_id as string);
    expect(stored.lead).toMatchObject({ at_Fault: 'No', email: body.email });
    expect(stored.sources).toMatchObject({ at_Fault: 'claimed', email: 'claimed', ip_address: 'server' });
    expect(stored.trail).toEqual([]);
  });
});

/** The forgeries of issue 35 that a landing URL made: each now leaves the honest walk's verdict. */
describe('a landing URL forges no answer', () => {
  it('the one-page survey counts its accident from the year asked, not a month from the URL', async () => {
    const body = qualifiedLead({
      landing_page_url: `${SITE}/survey/one-page?injury_month=12`,
      injury_year: '2024',
      injury_month: undefined,
    });
    await postJson(server, body);

    const stored = await readStoredLead(server, body.lead_id as string);
    expect(stored.lead).toMatchObject({
      state: 'TX',
      lead_is_qualified: 'no',
      dq_reason: 'date|accident_limit_exceeded',
    });
    expect(stored.lead.injury_month).toBeUndefined();
  });

  it('a fault answer in the URL of a funnel that never asks it decides nothing', async () => {
    const body = qualifiedLead({
      landing_page_url: `${SITE}/survey/start?at_Fault=Yes`,
      at_Fault: undefined,
    });
    const response = await postJson(server, body);

    expect(await response.json()).toMatchObject({ lead_is_qualified: 'yes', dq_reason: '' });
    const stored = await readStoredLead(server, body.lead_id as string);
    expect(stored.lead).not.toHaveProperty('at_Fault');
  });
});
