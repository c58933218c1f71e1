import { describe, expect, it } from 'vitest';
import { pingFields, postedLead } from '../../../server/auction/lead-for-buyer';

/** A contact-form lead as stored: it carries our delivery campaign's lead-platform ids and key. */
const LEAD = {
  lead_id: 'a8c1f7a2-0000-4000-8000-000000000001',
  state: 'TX',
  lead_is_qualified: 'yes',
  first_name: 'Maria',
  email: 'maria@example.com',
  phone: '7135550182',
  lp_campaign_id: '1234',
  lp_supplier_id: '5678',
  lp_key: 'our-secret-key',
  lp_ping_id: 'stale',
};

describe('what a buyer is sent of a lead', () => {
  it('posts every field but our own lead-platform ids and key', () => {
    const posted = postedLead(LEAD);
    expect(Object.keys(posted).filter((field) => field.startsWith('lp_'))).toEqual([]);
    expect(posted).toMatchObject({ first_name: 'Maria', email: 'maria@example.com', state: 'TX' });
  });

  it('pings without personal fields and without our platform fields', () => {
    expect(pingFields(LEAD)).toEqual({
      lead_id: LEAD.lead_id,
      state: 'TX',
      lead_is_qualified: 'yes',
    });
  });
});
