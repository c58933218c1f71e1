import { expect } from 'vitest';
import type { OperatorRole } from '../../../services/api/operator-roles';
import { hashPassword } from '../../../server/console/passwords';
import { hashRecoveryCode, newTotpSecret, totpCode } from '../../../server/console/second-factor';
import { createApiKeyStore } from '../../../server/storage/api-key-store';
import type { LeadDatabase } from '../../../server/storage/database';
import { createOperatorAccountStore } from '../../../server/storage/operator-account-store';
import type { Clock } from '../../../server/clock';
import type { Asker } from './test-server';

export interface TestOperator {
  id: string;
  email: string;
  password: string;
  totpSecret: string;
  recoveryCode: string;
}

let made = 0;

/** An account with its second factor set up, as one is after its first sign-in. */
export async function addOperator(
  database: LeadDatabase,
  role: OperatorRole,
  email = `operator-${(made += 1)}-${role}@example.com`,
): Promise<TestOperator> {
  const password = `password of ${email}`;
  const totpSecret = newTotpSecret();
  const recoveryCode = `recovery-${email}`;
  const account = await createOperatorAccountStore(database).create(
    {
      email,
      role,
      passwordHash: await hashPassword(password),
      totpSecret,
      totpEnabled: true,
      recoveryCodeHashes: [hashRecoveryCode(recoveryCode)],
    },
    new Date(),
  );
  if (!account) throw new Error(`${email} has an account already`);
  return { id: account.id, email: account.email, password, totpSecret, recoveryCode };
}

/** A live API key of this role. */
export async function apiKeyOf(database: LeadDatabase, role: OperatorRole): Promise<string> {
  const { secret } = await createApiKeyStore(database).create(
    { name: `test-${role}`, role, createdBy: 'test' },
    new Date(),
  );
  return secret;
}

export function signIn(
  server: Asker,
  body: { email: string; password: string; code?: string },
  headers: Record<string, string> = {},
): Promise<Response> {
  return server.fetch('/api/console/sign-in', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

export interface ConsoleSession {
  cookie: string;
  csrf: string;
  setCookie: string;
}

/** The last TOTP step each test operator's code was made for: the server takes a step only once per account. */
const lastStepOf = new Map<string, number>();
const stepOf = (date: Date) => Math.floor(date.getTime() / 30_000);

/**
 * The operator's e-mail, password and the code their authenticator shows at the server's time: the code of a step
 * not used before, as an operator signing in again waits for the next code. The test servers' clocks tick a second
 * a read, so reading on finds the next step.
 */
export function credentialsOf(server: { clock?: Clock }, operator: TestOperator) {
  const read = () => server.clock?.() ?? new Date();
  let now = read();
  for (let reads = 0; stepOf(now) <= (lastStepOf.get(operator.totpSecret) ?? -1); reads += 1) {
    if (reads > 31)
      throw new Error("The server's clock does not move: this operator's code was used already");
    now = read();
  }
  lastStepOf.set(operator.totpSecret, stepOf(now));
  return { email: operator.email, password: operator.password, code: totpCode(operator.totpSecret, now) };
}

/** Signs the operator in with the code their authenticator shows now. */
export async function signedIn(
  server: Asker & { clock?: Clock },
  operator: TestOperator,
): Promise<ConsoleSession> {
  const response = await signIn(server, credentialsOf(server, operator));
  expect(response.status).toBe(200);
  const setCookie = response.headers.get('set-cookie') ?? '';
  const { csrf_token } = (await response.json()) as { csrf_token: string };
  return { cookie: setCookie.split(';')[0]!, csrf: csrf_token, setCookie };
}
