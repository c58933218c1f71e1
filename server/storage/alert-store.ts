import type { LeadDatabase } from './database';

/**
 * The operators' alerts, on or off, in the database every process shares. Turning one on or off is a single
 * conditional update, so of several processes noticing the same change at once exactly one is told it made it,
 * and only that one notifies.
 */
export interface AlertStore {
  /** True when this call turned the alert on (it was off or never raised). */
  raise(key: string, at: Date): Promise<boolean>;
  /** True when this call turned the alert off (it was on). */
  clear(key: string, at: Date): Promise<boolean>;
}

export function createAlertStore(db: LeadDatabase): AlertStore {
  async function turn(key: string, active: 0 | 1, at: Date): Promise<boolean> {
    const result = await db
      .updateTable('alert_states')
      .set({ active, changed_at: at.toISOString() })
      .where('key', '=', key)
      .where('active', '=', active === 1 ? 0 : 1)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
  return {
    async raise(key, at) {
      await db
        .insertInto('alert_states')
        .values({ key, active: 0, changed_at: at.toISOString() })
        .onConflict((conflict) => conflict.column('key').doNothing())
        .execute();
      return turn(key, 1, at);
    },
    clear: (key, at) => turn(key, 0, at),
  };
}
