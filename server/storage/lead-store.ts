import { SqliteAdapter } from 'kysely';
import type { LeadSource, StoredLead } from '../../services/contract-types';
import type { LeadDatabase, LeadsTable } from './database';
import { createGroupCommit } from './group-commit';

export interface NewLead {
  id: string;
  source: LeadSource;
  receivedAt: Date;
  lead: Record<string, string>;
  claimed: Record<string, string>;
}

export interface SaveResult {
  stored: StoredLead;
  /** False when a lead with this id was already stored: the stored one is returned unchanged. */
  created: boolean;
}

function toRow(lead: NewLead): LeadsTable {
  return {
    id: lead.id,
    source: lead.source,
    received_at: lead.receivedAt.toISOString(),
    lead_is_qualified: lead.lead.lead_is_qualified ?? '',
    dq_reason: lead.lead.dq_reason ?? '',
    lead_json: JSON.stringify(lead.lead),
    claimed_json: JSON.stringify(lead.claimed),
  };
}

/** What a new lead was stored as, from what was written: reading its JSON back would only cost time. */
function storedAs(lead: NewLead, row: LeadsTable): StoredLead {
  return {
    id: row.id,
    source: lead.source,
    received_at: row.received_at,
    lead: { ...lead.lead },
    claimed: { ...lead.claimed },
  };
}

function fromRow(row: LeadsTable): StoredLead {
  return {
    id: row.id,
    source: row.source as LeadSource,
    received_at: row.received_at,
    lead: JSON.parse(row.lead_json) as Record<string, string>,
    claimed: JSON.parse(row.claimed_json) as Record<string, string>,
  };
}

export interface LeadStore {
  /**
   * Stores a lead once. A retry of the same lead (a reload, a beacon after a fetch) must neither duplicate it
   * nor overwrite what was first stored, so a conflicting insert does nothing and the first version is read
   * back. It is one atomic statement on both engines, so concurrent retries are safe too.
   */
  saveLead(lead: NewLead): Promise<SaveResult>;
  getLead(id: string): Promise<StoredLead | undefined>;
  /** Newest first. */
  listLeads(options: { limit: number }): Promise<StoredLead[]>;
}

export function createLeadStore(db: LeadDatabase): LeadStore {
  async function getLead(id: string): Promise<StoredLead | undefined> {
    const row = await db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? fromRow(row) : undefined;
  }

  /** True when the row was written, false when a lead with its id was already there. */
  async function insertRow(executor: LeadDatabase, row: LeadsTable): Promise<boolean> {
    const inserted = await executor
      .insertInto('leads')
      .values(row)
      .onConflict((conflict) => conflict.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  // SQLite has one writer and pays for every commit, so concurrent leads share one (group-commit.ts); PostgreSQL
  // runs them side by side on its pool, each committed on its own.
  const insertRows = (rows: LeadsTable[]) =>
    db.transaction().execute(async (transaction) => {
      const created: boolean[] = [];
      for (const row of rows) created.push(await insertRow(transaction, row));
      return created;
    });
  const sqliteGroup =
    db.getExecutor().adapter instanceof SqliteAdapter
      ? createGroupCommit({ writeGroup: insertRows, writeOne: (row: LeadsTable) => insertRow(db, row) })
      : undefined;

  return {
    getLead,

    async saveLead(lead) {
      const row = toRow(lead);
      const created = sqliteGroup ? await sqliteGroup.write(row) : await insertRow(db, row);
      // A new lead is exactly what was written; only a repeat needs the first version read back.
      if (created) return { stored: storedAs(lead, row), created: true };
      const stored = await getLead(lead.id);
      if (!stored) throw new Error('A saved lead could not be read back');
      return { stored, created: false };
    },

    async listLeads({ limit }) {
      // The id breaks ties so that leads received in the same millisecond keep one order on both engines.
      const rows = await db
        .selectFrom('leads')
        .selectAll()
        .orderBy('received_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(fromRow);
    },
  };
}
