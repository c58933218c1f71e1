import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type LeadDatabase } from '../../../server/storage/database';
import { IDENTITY_HASH_SECRET_NAME } from '../../../server/storage/identity-hash';
import { migrateTo, migrateToLatest } from '../../../server/storage/migrator';
import { ENGINES, type TestDatabase } from '../support/test-databases';

/** Rows stored by the release before migration 0010, written as that release wrote them. */
async function olderReleaseRows(db: LeadDatabase): Promise<void> {
  const at = '2026-11-20T10:00:00.000Z';
  await sql`insert into leads (id, source, received_at, lead_is_qualified, dq_reason, lead_json, claimed_json)
    values ('old-lead', 'post-lead', ${at}, 'yes', '', ${JSON.stringify({ email: ' MARÍA.Old@Example.com', phone: '1-713-555-0144' })}, '{}')`.execute(
    db,
  );
  await sql`insert into sessions (id, variant, route_path, created_at, updated_at, current_step, steps_json, answers_json)
    values ('old-session', 'v4nv', '/survey/v4nv', ${at}, ${at}, 'Phone', '[]', ${JSON.stringify({ phone: '713 555 0144' })})`.execute(
    db,
  );
  await sql`insert into sms_outbox (id, sent_at, phone, body) values ('old-sms', ${at}, '+17135550144', 'code')`.execute(
    db,
  );
  await sql`insert into audit_log (id, at, operator, action, subject)
    values ('old-export', ${at}, 'olivia', 'export', ${'source=post-lead&search=mar%C3%ADa.old%40example.com'})`.execute(
    db,
  );
  await sql`insert into privacy_requests (id, received_at, first_name, last_name, email, phone, state, details)
    values ('old-request', ${at}, 'María', 'Old', 'maría.old@example.com ', '7135550144', 'TX', '')`.execute(
    db,
  );
}

describe.each(ENGINES)('migration 0010 on $name', (engine) => {
  let testDatabase: TestDatabase;
  let db: LeadDatabase;

  beforeAll(async () => {
    testDatabase = await engine.create();
    db = createDatabase(testDatabase.url);
    await migrateTo(db, '0009_create_certificate_retentions');
    await olderReleaseRows(db);
    await migrateToLatest(db);
  });

  afterAll(async () => {
    await db.destroy();
    await testDatabase.drop();
  });

  it('fills the identity of every row stored before it', async () => {
    const person = { email: 'maría.old@example.com', phone: '+17135550144' };
    expect(
      await db.selectFrom('leads').select(['email_identity', 'phone_identity', 'duplicate_of']).execute(),
    ).toEqual([{ email_identity: person.email, phone_identity: person.phone, duplicate_of: null }]);
    expect(await db.selectFrom('sessions').select(['email_identity', 'phone_identity']).execute()).toEqual([
      { email_identity: '', phone_identity: person.phone },
    ]);
    expect(await db.selectFrom('sms_outbox').select('phone_identity').execute()).toEqual([
      { phone_identity: person.phone },
    ]);
    expect(
      await db
        .selectFrom('privacy_requests')
        .select(['email_identity', 'phone_identity', 'email_hash', 'phone_hash'])
        .execute(),
    ).toEqual([
      { email_identity: person.email, phone_identity: person.phone, email_hash: '', phone_hash: '' },
    ]);
  });

  it('erases the e-mail or phone searched from the exports the audit log kept', async () => {
    expect(await db.selectFrom('audit_log').select('subject').execute()).toEqual([
      { subject: 'source=post-lead&search=erased' },
    ]);
  });

  it('makes the database its own identity hash key, once', async () => {
    const keys = await db
      .selectFrom('server_secrets')
      .select('value')
      .where('name', '=', IDENTITY_HASH_SECRET_NAME)
      .execute();
    expect(keys).toHaveLength(1);
    expect(keys[0]!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await migrateToLatest(db);
    expect(await db.selectFrom('server_secrets').select('value').execute()).toEqual(keys);
  });
});
