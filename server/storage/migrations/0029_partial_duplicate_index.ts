import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Only duplicates are looked up by the lead they repeat (the console's filter, a person's erasure), and most leads
 * are none: indexing their empty `duplicate_of` cost every new lead a write to an index no query reads that way.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.dropIndex('leads_duplicate_of').execute();
    await db.schema
      .createIndex('leads_duplicate_of')
      .on('leads')
      .column('duplicate_of')
      .where(sql.ref('duplicate_of'), 'is not', null)
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('leads_duplicate_of').execute();
    await db.schema.createIndex('leads_duplicate_of').on('leads').column('duplicate_of').execute();
  },
};
