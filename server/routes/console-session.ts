import { serialize as serializeCookie } from 'cookie';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogContract } from '../../services/api/audit-log/audit-log-contract';
import {
  consoleSessionContract,
  signInContract,
  signOutContract,
} from '../../services/api/console-session/console-session-contract';
import { routeOf } from '../../services/api/contract';
import { actorOf, consoleSessionOf, SESSION_COOKIE, sessionIdOf } from '../admin-auth';
import type { Clock } from '../clock';
import { signInGuessKey, WRONG_SIGN_IN_POLICY } from '../console/guess-policies';
import { NO_ACCOUNT_HASH, passwordMatches } from '../console/passwords';
import {
  hashRecoveryCode,
  newRecoveryCodes,
  recoveryCodeIndex,
  totpStepOf,
  totpUri,
} from '../console/second-factor';
import { apiError } from '../error-handler';
import type { AuditStore } from '../storage/audit-store';
import type { CredentialFailureStore } from '../storage/credential-failure-store';
import {
  normalEmail,
  type OperatorAccount,
  type OperatorAccountStore,
} from '../storage/operator-account-store';
import type { OperatorSessionStore } from '../storage/operator-session-store';

export interface ConsoleSessionOptions {
  sessions: OperatorSessionStore;
  accounts: OperatorAccountStore;
  audit: AuditStore;
  failures: CredentialFailureStore;
  sessionHours: number;
  clock: Clock;
}

const sessionCookie = (secure: boolean, value: string, maxAgeSeconds: number) =>
  serializeCookie(SESSION_COOKIE, value, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: '/',
    maxAge: maxAgeSeconds,
  });

type SecondFactor =
  { kind: 'totp' | 'enrolled'; step: number } | { kind: 'recovery-code' | 'set-up' } | undefined;

/** Which second factor the code is for the account, or undefined when it is none of them. */
function secondFactorOf(account: OperatorAccount, code: string, now: Date): SecondFactor {
  const step = totpStepOf(account.totpSecret, code, now);
  if (!account.totpEnabled) {
    if (code === '') return { kind: 'set-up' };
    return step === undefined ? undefined : { kind: 'enrolled', step };
  }
  if (step !== undefined) return { kind: 'totp', step };
  return code !== '' && recoveryCodeIndex(account.recoveryCodeHashes, code) >= 0
    ? { kind: 'recovery-code' }
    : undefined;
}

/** The second factor, once taken: a TOTP code already taken (the same one again within its window) is none. */
async function takeSecondFactor(
  accounts: OperatorAccountStore,
  account: OperatorAccount,
  code: string,
  now: Date,
): Promise<SecondFactor> {
  const offered = secondFactorOf(account, code, now);
  if (offered && 'step' in offered && !(await accounts.takeTotpStep(account.id, offered.step)))
    return undefined;
  return offered;
}

const NOT_SIGNED_IN = {
  role: null,
  csrf_token: null,
  expires_at: null,
  totp_secret: null,
  totp_uri: null,
  recovery_codes: [],
};

/**
 * The console's sign-in, `POST /api/console/sign-in`, open to all: an account's e-mail, password and second
 * factor (its authenticator's code, or a recovery code, used up). An account without a second factor yet (taken
 * in from OPERATORS, or just made by an admin) is answered its TOTP secret after the right password, and signs in
 * once it sends a code of it, getting its recovery codes. Wrong tries are counted per (account, address) in the
 * database, for every process; past five that pair waits, answered 429 before anything is checked. A session is an
 * HttpOnly, SameSite=Strict cookie (Secure over https) and a CSRF token the console sends with every change.
 */
export const consoleSignInRoute: FastifyPluginAsyncZod<ConsoleSessionOptions> = async (app, options) => {
  const { sessions, accounts, audit, failures, sessionHours, clock } = options;
  const lifetimeMs = sessionHours * 60 * 60 * 1000;

  app.route({
    ...routeOf(signInContract),
    bodyLimit: 4 * 1024,
    config: { invalidInputError: 'Invalid sign-in' },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { email, password, code } = request.body;
      const guessKey = signInGuessKey(normalEmail(email), request.ip);
      const waitMs = await failures.waitMs(guessKey, clock());
      if (waitMs > 0) {
        return reply
          .code(429)
          .header('retry-after', String(Math.ceil(waitMs / 1000)))
          .send(apiError('Too many wrong tries: try again later'));
      }
      const account = await accounts.byEmail(email);
      const passwordRight = await passwordMatches(password, account?.passwordHash ?? NO_ACCOUNT_HASH);
      const now = clock();
      const factor =
        account && passwordRight ? await takeSecondFactor(accounts, account, code, now) : undefined;
      if (!account || !factor) {
        const counted = await failures.failed(guessKey, now, WRONG_SIGN_IN_POLICY);
        // A name that is no account may be anything someone typed: only accounts are named in the log.
        const tried = { operator: account?.email ?? '', role: '', address: request.ip, at: now };
        await audit.record({ ...tried, action: 'sign-in-failed', subject: '' });
        if (counted.failures === WRONG_SIGN_IN_POLICY.freeFailures) {
          await audit.record({ ...tried, action: 'lock', subject: `sign-in guesses: ${counted.failures}` });
        }
        return reply.code(401).send(apiError('Wrong e-mail, password or code'));
      }
      const actor = { operator: account.email, role: account.role, address: request.ip };
      if (factor.kind === 'set-up') {
        return {
          ...NOT_SIGNED_IN,
          status: 'set-up-second-factor' as const,
          operator: account.email,
          totp_secret: account.totpSecret,
          totp_uri: totpUri(account.totpSecret, account.email),
        };
      }
      let recoveryCodes: string[] = [];
      if (factor.kind === 'enrolled') {
        recoveryCodes = newRecoveryCodes();
        await accounts.enableSecondFactor(account.id, recoveryCodes.map(hashRecoveryCode));
        await audit.record({ ...actor, at: now, action: 'second-factor-on', subject: account.id });
      }
      if (factor.kind === 'recovery-code') {
        const used = recoveryCodeIndex(account.recoveryCodeHashes, code);
        const left = account.recoveryCodeHashes.filter((_hash, index) => index !== used);
        if (!(await accounts.useRecoveryCode(account.id, account.recoveryCodeHashes, left))) {
          return reply.code(401).send(apiError('Wrong e-mail, password or code'));
        }
        await audit.record({
          ...actor,
          at: now,
          action: 'recovery-code-used',
          subject: `${left.length} left`,
        });
      }
      await failures.succeeded(guessKey);
      const { id, session } = await sessions.open(account, clock(), lifetimeMs);
      await audit.record({ ...actor, at: clock(), action: 'sign-in', subject: '' });
      reply.header(
        'set-cookie',
        sessionCookie(request.protocol === 'https', id, Math.floor(lifetimeMs / 1000)),
      );
      return {
        ...NOT_SIGNED_IN,
        status: 'signed-in' as const,
        operator: account.email,
        role: account.role,
        csrf_token: session.csrfToken,
        expires_at: session.expiresAt,
        recovery_codes: recoveryCodes,
      };
    },
  });
};

/**
 * The signed-in console's own routes, for operators: `GET /api/console/session` answers the CSRF token again
 * after a reload; `POST /api/console/sign-out` ends the session; `GET /api/audit-log` lists what operators did.
 */
export const consoleSessionRoutes: FastifyPluginAsyncZod<
  Pick<ConsoleSessionOptions, 'sessions' | 'audit' | 'clock'>
> = async (guarded, { sessions, audit, clock }) => {
  guarded.route({
    ...routeOf(consoleSessionContract),
    handler: async (request) => {
      const session = await consoleSessionOf(guarded, request);
      return {
        operator: request.operator,
        role: request.operatorRole,
        csrf_token: session?.csrfToken ?? null,
        expires_at: session?.expiresAt ?? null,
      };
    },
  });

  guarded.route({
    ...routeOf(signOutContract),
    handler: async (request, reply) => {
      const id = sessionIdOf(request);
      if (id) {
        await sessions.close(id);
        await audit.record({ at: clock(), ...actorOf(request), action: 'sign-out', subject: '' });
      }
      return reply
        .code(204)
        .header('set-cookie', sessionCookie(request.protocol === 'https', '', 0))
        .send(null);
    },
  });

  guarded.route({
    ...routeOf(auditLogContract),
    config: { invalidInputError: 'Invalid audit log query' },
    handler: async (request) => ({ entries: await audit.list(request.query) }),
  });
};
