import type { Kysely, Migration } from 'kysely';

/**
 * A consumer's revocation of consent to calls and texts, by whatever channel it came, and the revocation notice
 * each buyer that had the person's lead is sent: a delivery row whose `revocation_id` names the revocation.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('consent_revocations')
      .ifNotExists()
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('received_at', 'text', (column) => column.notNull())
      .addColumn('channel', 'text', (column) => column.notNull())
      .addColumn('email_identity', 'text', (column) => column.notNull())
      .addColumn('phone_identity', 'text', (column) => column.notNull())
      .addColumn('honour_by', 'text', (column) => column.notNull())
      .addColumn('operator', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('deliveries_withheld', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('consent_revocations_email')
      .ifNotExists()
      .on('consent_revocations')
      .column('email_identity')
      .execute();
    await db.schema
      .createIndex('consent_revocations_phone')
      .ifNotExists()
      .on('consent_revocations')
      .column('phone_identity')
      .execute();
    await db.schema
      .createIndex('consent_revocations_received_at')
      .ifNotExists()
      .on('consent_revocations')
      .columns(['received_at', 'id'])
      .execute();
    await db.schema.alterTable('deliveries').addColumn('revocation_id', 'text').execute();
    await db.schema
      .createIndex('deliveries_revocation')
      .ifNotExists()
      .on('deliveries')
      .column('revocation_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('deliveries_revocation').ifExists().execute();
    await db.schema.alterTable('deliveries').dropColumn('revocation_id').execute();
    await db.schema.dropTable('consent_revocations').ifExists().execute();
  },
};
