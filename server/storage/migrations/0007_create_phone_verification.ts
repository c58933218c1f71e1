import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('phone_codes')
      .ifNotExists()
      .addColumn('phone_key', 'text', (column) => column.primaryKey())
      .addColumn('code_hash', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .addColumn('wrong_tries', 'integer', (column) => column.notNull())
      .execute();
    await db.schema
      .createTable('sms_sends')
      .ifNotExists()
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('phone_key', 'text', (column) => column.notNull())
      .addColumn('ip_key', 'text', (column) => column.notNull())
      .addColumn('sent_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('sms_sends_phone')
      .ifNotExists()
      .on('sms_sends')
      .columns(['phone_key', 'sent_at'])
      .execute();
    await db.schema
      .createIndex('sms_sends_ip')
      .ifNotExists()
      .on('sms_sends')
      .columns(['ip_key', 'sent_at'])
      .execute();
    await db.schema
      .createTable('phone_approvals')
      .ifNotExists()
      .addColumn('lead_id', 'text', (column) => column.notNull())
      .addColumn('phone_key', 'text', (column) => column.notNull())
      .addColumn('approved_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('phone_approvals_pk', ['lead_id', 'phone_key'])
      .execute();
    await db.schema
      .createTable('sms_outbox')
      .ifNotExists()
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('sent_at', 'text', (column) => column.notNull())
      .addColumn('phone', 'text', (column) => column.notNull())
      .addColumn('body', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('sms_outbox_sent_at')
      .ifNotExists()
      .on('sms_outbox')
      .column('sent_at')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['sms_outbox', 'phone_approvals', 'sms_sends', 'phone_codes']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
