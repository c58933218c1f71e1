import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type LeadDatabase } from '../../../server/storage/database';
import { migrateToLatest } from '../../../server/storage/migrator';
import { createReturnStore, type ReturnStore } from '../../../server/storage/return-store';
import { createSaleStore, type SaleStore } from '../../../server/storage/sale-store';
import type { EvidencePack } from '../../../services/api/returns/returns-contract';
import { ENGINES, type TestDatabase } from '../support/test-databases';

const NOON = new Date('2026-06-10T16:00:00Z');
const BUYER = { id: 'taker', caps: {}, timeZone: 'America/Chicago', returnWindowDays: 7 };

const evidenceOf = (leadId: string): EvidencePack => ({
  lead_id: leadId,
  received_at: NOON.toISOString(),
  sale: { buyer: BUYER.id, price_cents: 3_000, sold_at: NOON.toISOString() },
  consent_receipt: null,
  proofs: {
    trustedform_certificate_url: null,
    certificate_retention: null,
    jornaya_leadid_token: null,
    pre_post_verification: null,
  },
  phone: { sms_verified: 'no', source: null },
  path: { trail: [{ step: 'Injured', values: { injured: 'Yes' } }], time_on_steps: '' },
  sale_log: [],
  duplicate_of: null,
});

describe.each(ENGINES)('returns on $name', (engine) => {
  let testDatabase: TestDatabase;
  let db: LeadDatabase;
  let sales: SaleStore;
  let returns: ReturnStore;

  beforeAll(async () => {
    testDatabase = await engine.create();
    db = createDatabase(testDatabase.url);
    await migrateToLatest(db);
    sales = createSaleStore(db);
    returns = createReturnStore(db);
  });

  afterAll(async () => {
    await db.destroy();
    await testDatabase.drop();
  });

  async function sold(leadId: string) {
    const reservation = await sales.reserveSale(BUYER, leadId, 3_000, NOON);
    if (!reservation.sold) throw new Error('not sold');
    await sales.confirmSale(reservation.saleId, NOON);
    const sale = await returns.returnableSale(leadId, BUYER.id);
    expect(sale).toMatchObject({ priceCents: 3_000, returnWindowDays: 7, soldAt: NOON.toISOString() });
    return sale!;
  }

  it('keeps one return per sale, and an approval reverses the sale once, whoever decides first', async () => {
    const sale = await sold('lead-a');
    const entry = {
      sale,
      reason: 'not_injured' as const,
      note: '',
      filedBy: 'buyer',
      now: NOON,
      evidence: evidenceOf('lead-a'),
      ruling: { decision: 'pending' as const },
    };
    const first = await returns.file(entry);
    const second = await returns.file({ ...entry, reason: 'fraud' });
    expect(first.created).toBe(true);
    expect(second).toEqual({ created: false, record: first.record });
    expect(first.record.evidence).toEqual(evidenceOf('lead-a'));

    const decisions = await Promise.all([
      returns.decide({ id: first.record.id, approve: true, by: 'operator:a', note: '', now: NOON }),
      returns.decide({ id: first.record.id, approve: false, by: 'operator:b', note: '', now: NOON }),
    ]);
    const made = decisions.filter((decision) => decision.found && decision.decided);
    expect(made).toHaveLength(1);
    const status = (await returns.byId(first.record.id))!.status;
    expect((await sales.salesOf('lead-a'))[0]!.status).toBe(status === 'approved' ? 'returned' : 'sold');
    expect(await returns.decide({ id: 'no-such', approve: true, by: 'x', note: '', now: NOON })).toEqual({
      found: false,
    });
  });

  it('a return a rule approves is decided and reversed as it is filed', async () => {
    const sale = await sold('lead-b');
    const { record } = await returns.file({
      sale,
      reason: 'disconnected_number',
      note: 'no ring',
      filedBy: 'buyer',
      now: NOON,
      evidence: evidenceOf('lead-b'),
      ruling: { decision: 'approved', rule: 'unverified-disconnected-number', why: 'never verified' },
    });
    expect(record).toMatchObject({
      status: 'approved',
      decided_by: 'rule:unverified-disconnected-number',
      refund_cents: 3_000,
    });
    expect((await sales.salesOf('lead-b'))[0]!.status).toBe('returned');
    expect((await returns.list({ status: 'approved', limit: 10 })).map((entry) => entry.lead_id)).toContain(
      'lead-b',
    );
  });
});
