import { describe, expect, it } from 'vitest';
import { deferredSubmission, leadCodeLoaded, loadLeadCode } from '../../../src/funnel/lead-code';
import { loadVariant } from '../../../variants';
import { funnelRegistries } from '../../../variants/registries/funnel-registries';

const FACTS = {
  input: {
    leadId: 'lead-code-test',
    today: '2026-11-28',
    language: 'en' as const,
    tracking: { oid: '81', affid: '1', sub_id: '1' },
    page: {},
    combinedLastStep: false,
    visitorState: '',
  },
  answers: {
    injury_month: '9',
    injury_year: '2026',
    at_Fault: 'No',
    with_Lawyer: 'No',
    physical_injury: 'Yes',
    state: 'TX',
    zip_code: '77002',
    firstName: 'Dana',
    lastName: 'Whitfield',
  },
  place: { city: 'Houston', state: 'TX' },
  timings: ['WhenWasTheAccident:4', 'AtFault:2'],
  trail: [{ step: 'WhenWasTheAccident', values: { injury_month: '9', injury_year: '2026' }, progress: 10 }],
  lead: null,
};

describe("the browser's lead code, loaded after the first paint", () => {
  it('builds, settles and keys the place exactly as the registries the server builds its machine with', async () => {
    const v4nv = await loadVariant('v4nv');
    await loadLeadCode();
    expect(leadCodeLoaded()).toBe(true);
    const browser = deferredSubmission(v4nv, 'all-but-ar-ky');
    const server = funnelRegistries(v4nv, { routingStateList: 'all-but-ar-ky' }).submission;
    expect(browser.buildLead(FACTS)).toEqual(server.buildLead(FACTS));
    expect(browser.placeKey(FACTS.answers)).toBe('77002');
    const reply = { lead_is_qualified: 'no', dq_reason: 'have_attorney|yes' };
    expect(browser.settle(FACTS, reply)).toEqual(server.settle(FACTS, reply));
    expect(browser.settle(FACTS, null)).toEqual(server.settle(FACTS, null));
  });
});
