import { hash, randomUUID } from 'node:crypto';
import { canonicalPhone } from '../../guards/identity';
import type { LeadDatabase } from './database';
import { preparedStatement } from './prepared-statement';

/** Phones and IPs are kept only as hashes for the limits and the live code; the outbox alone names the phone. */
export function phoneKey(phoneE164: string): string {
  return hash('sha256', `phone:${phoneE164}`, 'hex');
}

export function ipKey(ip: string): string {
  return hash('sha256', `ip:${ip}`, 'hex');
}

/** Asked for every funnel lead: compiled once (prepared-statement.ts). */
const approvalsOfLead = preparedStatement((db, { leadId }: { leadId: string }) =>
  db.selectFrom('phone_approvals').select('phone_key').where('lead_id', '=', leadId),
);

/** Asked by a form post's phone-code step (survey-forms/phone-code-step.ts): compiled once. */
const approval = preparedStatement((db, { leadId, key }: { leadId: string; key: string }) =>
  db
    .selectFrom('phone_approvals')
    .select('lead_id')
    .where('lead_id', '=', leadId)
    .where('phone_key', '=', key),
);

export interface LiveCode {
  codeHash: string;
  expiresAt: Date;
  wrongTries: number;
}

export interface OutboxMessage {
  id: string;
  sent_at: string;
  phone: string;
  body: string;
}

export interface PhoneVerificationStore {
  sendsSince(key: { phone?: string; ip?: string }, since: Date): Promise<number>;
  recordSend(phone: string, ip: string, at: Date): Promise<void>;
  /** Starts a new code for the phone (a new send replaces the last one and its tries). */
  saveCode(phone: string, codeHash: string, expiresAt: Date): Promise<void>;
  liveCode(phone: string): Promise<LiveCode | undefined>;
  /** One more wrong try; returns how many the code has now. */
  recordWrongTry(phone: string): Promise<number>;
  dropCode(phone: string): Promise<void>;
  approve(leadId: string, phone: string, at: Date): Promise<void>;
  isApproved(leadId: string, phone: string): Promise<boolean>;
  /** The keys (`phoneKey`) of every phone approved for the lead: read before its authority runs (funnel-lead.ts). */
  approvedPhoneKeys(leadId: string): Promise<string[]>;
  addToOutbox(phone: string, body: string, at: Date): Promise<void>;
  outbox(limit: number): Promise<OutboxMessage[]>;
}

export function createPhoneVerificationStore(db: LeadDatabase): PhoneVerificationStore {
  return {
    async sendsSince({ phone, ip }, since) {
      let query = db
        .selectFrom('sms_sends')
        .select((eb) => eb.fn.countAll<number>().as('sends'))
        .where('sent_at', '>=', since.toISOString());
      if (phone !== undefined) query = query.where('phone_key', '=', phoneKey(phone));
      if (ip !== undefined) query = query.where('ip_key', '=', ipKey(ip));
      const row = await query.executeTakeFirst();
      return Number(row?.sends ?? 0);
    },
    async recordSend(phone, ip, at) {
      await db
        .insertInto('sms_sends')
        .values({
          id: randomUUID(),
          phone_key: phoneKey(phone),
          ip_key: ipKey(ip),
          sent_at: at.toISOString(),
        })
        .execute();
    },
    async saveCode(phone, codeHash, expiresAt) {
      const values = { code_hash: codeHash, expires_at: expiresAt.toISOString(), wrong_tries: 0 };
      await db
        .insertInto('phone_codes')
        .values({ phone_key: phoneKey(phone), ...values })
        .onConflict((conflict) => conflict.column('phone_key').doUpdateSet(values))
        .execute();
    },
    async liveCode(phone) {
      const row = await db
        .selectFrom('phone_codes')
        .selectAll()
        .where('phone_key', '=', phoneKey(phone))
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        codeHash: row.code_hash,
        expiresAt: new Date(row.expires_at),
        wrongTries: Number(row.wrong_tries),
      };
    },
    async recordWrongTry(phone) {
      const row = await db
        .updateTable('phone_codes')
        .set((eb) => ({ wrong_tries: eb('wrong_tries', '+', 1) }))
        .where('phone_key', '=', phoneKey(phone))
        .returning('wrong_tries')
        .executeTakeFirst();
      return Number(row?.wrong_tries ?? 0);
    },
    async dropCode(phone) {
      await db.deleteFrom('phone_codes').where('phone_key', '=', phoneKey(phone)).execute();
    },
    async approve(leadId, phone, at) {
      await db
        .insertInto('phone_approvals')
        .values({ lead_id: leadId, phone_key: phoneKey(phone), approved_at: at.toISOString() })
        .onConflict((conflict) => conflict.columns(['lead_id', 'phone_key']).doNothing())
        .execute();
    },
    async isApproved(leadId, phone) {
      const [row] = await approval(db, { leadId, key: phoneKey(phone) });
      return row !== undefined;
    },
    async approvedPhoneKeys(leadId) {
      return (await approvalsOfLead(db, { leadId })).map((row) => row.phone_key);
    },
    async addToOutbox(phone, body, at) {
      await db
        .insertInto('sms_outbox')
        .values({
          id: randomUUID(),
          sent_at: at.toISOString(),
          phone,
          body,
          phone_identity: canonicalPhone(phone),
        })
        .execute();
    },
    async outbox(limit) {
      return db
        .selectFrom('sms_outbox')
        .select(['id', 'sent_at', 'phone', 'body'])
        .orderBy('sent_at', 'desc')
        .orderBy('id')
        .limit(limit)
        .execute();
    },
  };
}
