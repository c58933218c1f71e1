import type { Kysely, Migration } from 'kysely';

/**
 * A repeat is the same person's same payload again, and the payload names the person (its e-mail and phone, from
 * which the identity columns are made): the store finds it among the person's own leads, through the identity
 * indexes every lead already writes. The payload's own index, keyed by a hash, cost every new lead a write to a
 * page of its own that no other query reads.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.dropIndex('leads_payload_hash').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema
      .createIndex('leads_payload_hash')
      .on('leads')
      .columns(['payload_hash', 'received_at'])
      .execute();
  },
};
