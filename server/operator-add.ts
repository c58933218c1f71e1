import { isOperatorRole, OPERATOR_ROLES } from '../services/api/operator-roles';
import { readConfig } from './config';
import { hashPassword, randomPassword } from './console/passwords';
import { newTotpSecret } from './console/second-factor';
import { createDatabase } from './storage/database';
import { migrateToLatest } from './storage/migrator';
import { createOperatorAccountStore } from './storage/operator-account-store';

/**
 * `npm run operator:add -- <e-mail> [role]` (or `node dist/server/operator-add.js …` where only the build is): makes
 * an operator account in the database DATABASE_URL names, an admin unless another role is given. How the first
 * admin comes to be: there is no default account and no default password. The password is made here, random,
 * and printed once; the second factor is set up at the account's first sign-in to the console.
 */
async function main(): Promise<void> {
  const [email, role = 'admin'] = process.argv.slice(2);
  if (!email || !/^[^\s@]+@[^\s@]+$/.test(email) || !isOperatorRole(role)) {
    console.error(`Usage: npm run operator:add -- <e-mail> [${OPERATOR_ROLES.join('|')}]`);
    process.exit(2);
  }
  const database = createDatabase(readConfig().databaseUrl);
  try {
    await migrateToLatest(database);
    const password = randomPassword();
    const account = await createOperatorAccountStore(database).create(
      {
        email,
        role,
        passwordHash: await hashPassword(password),
        totpSecret: newTotpSecret(),
        totpEnabled: false,
        recoveryCodeHashes: [],
      },
      new Date(),
    );
    if (!account) {
      console.error(`${email} has an account already`);
      process.exit(1);
    }
    console.log(
      `Added ${account.email} as ${account.role}.\n` +
        `Password (shown once): ${password}\n` +
        'Sign in at /admin: the first sign-in sets up the authenticator app (TOTP) and gives the recovery codes.',
    );
  } finally {
    await database.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(`Adding the operator failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
