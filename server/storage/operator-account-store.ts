import { randomUUID } from 'node:crypto';
import type { OperatorRole } from '../../services/api/operator-roles';
import type { LeadDatabase, OperatorAccountsTable } from './database';

export interface OperatorAccount {
  id: string;
  email: string;
  role: OperatorRole;
  passwordHash: string;
  totpSecret: string;
  totpEnabled: boolean;
  recoveryCodeHashes: string[];
  createdAt: string;
}

export interface NewAccount {
  email: string;
  role: OperatorRole;
  passwordHash: string;
  totpSecret: string;
  totpEnabled: boolean;
  recoveryCodeHashes: string[];
}

/** Operators' accounts: the console signs in against them and every guarded request reads its account's role. */
export interface OperatorAccountStore {
  /** Undefined when the e-mail is taken. */
  create(account: NewAccount, now: Date): Promise<OperatorAccount | undefined>;
  byEmail(email: string): Promise<OperatorAccount | undefined>;
  byId(id: string): Promise<OperatorAccount | undefined>;
  list(): Promise<OperatorAccount[]>;
  /** Turns the second factor on with its recovery codes, the account's first sign-in done. */
  enableSecondFactor(id: string, recoveryCodeHashes: string[]): Promise<void>;
  /**
   * Records the TOTP step of the code just taken, only when it is later than the last one taken: answers whether
   * this call took it. One conditional update, so two processes given the same code cannot both take it.
   */
  takeTotpStep(id: string, step: number): Promise<boolean>;
  /** Keeps the codes not yet used; answers whether this call was the one that removed the used one. */
  useRecoveryCode(id: string, before: string[], after: string[]): Promise<boolean>;
  setRole(id: string, role: OperatorRole): Promise<boolean>;
  /** Removes the account and every session it holds, in one transaction: it is out at once. */
  remove(id: string): Promise<boolean>;
  count(): Promise<number>;
}

export function normalEmail(email: string): string {
  return email.trim().toLowerCase();
}

function accountOf(row: OperatorAccountsTable): OperatorAccount {
  return {
    id: row.id,
    email: row.email,
    role: row.role as OperatorRole,
    passwordHash: row.password_hash,
    totpSecret: row.totp_secret,
    totpEnabled: row.totp_enabled === 1,
    recoveryCodeHashes: JSON.parse(row.recovery_codes) as string[],
    createdAt: row.created_at,
  };
}

export function createOperatorAccountStore(db: LeadDatabase): OperatorAccountStore {
  return {
    async create(account, now) {
      const row: OperatorAccountsTable = {
        id: randomUUID(),
        email: normalEmail(account.email),
        role: account.role,
        password_hash: account.passwordHash,
        totp_secret: account.totpSecret,
        totp_enabled: account.totpEnabled ? 1 : 0,
        recovery_codes: JSON.stringify(account.recoveryCodeHashes),
        created_at: now.toISOString(),
        totp_last_step: 0,
      };
      const inserted = await db
        .insertInto('operator_accounts')
        .values(row)
        .onConflict((conflict) => conflict.column('email').doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 ? accountOf(row) : undefined;
    },
    async byEmail(email) {
      const row = await db
        .selectFrom('operator_accounts')
        .selectAll()
        .where('email', '=', normalEmail(email))
        .executeTakeFirst();
      return row ? accountOf(row) : undefined;
    },
    async byId(id) {
      const row = await db
        .selectFrom('operator_accounts')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? accountOf(row) : undefined;
    },
    async list() {
      const rows = await db.selectFrom('operator_accounts').selectAll().orderBy('email').execute();
      return rows.map(accountOf);
    },
    async enableSecondFactor(id, recoveryCodeHashes) {
      await db
        .updateTable('operator_accounts')
        .set({ totp_enabled: 1, recovery_codes: JSON.stringify(recoveryCodeHashes) })
        .where('id', '=', id)
        .execute();
    },
    async takeTotpStep(id, step) {
      const updated = await db
        .updateTable('operator_accounts')
        .set({ totp_last_step: step })
        .where('id', '=', id)
        .where('totp_last_step', '<', step)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) > 0;
    },
    async useRecoveryCode(id, before, after) {
      // Compare-and-set on the stored list: two sign-ins with the same code cannot both use it.
      const updated = await db
        .updateTable('operator_accounts')
        .set({ recovery_codes: JSON.stringify(after) })
        .where('id', '=', id)
        .where('recovery_codes', '=', JSON.stringify(before))
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) > 0;
    },
    async setRole(id, role) {
      const updated = await db
        .updateTable('operator_accounts')
        .set({ role })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) > 0;
    },
    async remove(id) {
      return db.transaction().execute(async (trx) => {
        await trx.deleteFrom('operator_sessions').where('account_id', '=', id).execute();
        const deleted = await trx.deleteFrom('operator_accounts').where('id', '=', id).executeTakeFirst();
        return Number(deleted.numDeletedRows) > 0;
      });
    },
    async count() {
      const row = await db
        .selectFrom('operator_accounts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
