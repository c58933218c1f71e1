import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../services/api/contract';
import {
  accountListContract,
  accountRoleContract,
  addAccountContract,
  apiKeyListContract,
  makeApiKeyContract,
  removeAccountContract,
  revokeApiKeyContract,
  type ApiKeyView,
  type OperatorAccountView,
} from '../../services/api/operator-accounts/operator-accounts-contract';
import { actorOf } from '../admin-auth';
import type { Clock } from '../clock';
import { hashPassword, randomPassword } from '../console/passwords';
import { newTotpSecret } from '../console/second-factor';
import { apiError } from '../error-handler';
import type { ApiKey, ApiKeyStore } from '../storage/api-key-store';
import type { AuditStore } from '../storage/audit-store';
import type { OperatorAccount, OperatorAccountStore } from '../storage/operator-account-store';

export interface OperatorAccountsOptions {
  accounts: OperatorAccountStore;
  apiKeys: ApiKeyStore;
  audit: AuditStore;
  clock: Clock;
}

function accountView(account: OperatorAccount): OperatorAccountView {
  return {
    id: account.id,
    email: account.email,
    role: account.role,
    second_factor: account.totpEnabled,
    created_at: account.createdAt,
  };
}

function keyView(key: ApiKey): ApiKeyView {
  return {
    id: key.id,
    name: key.name,
    role: key.role,
    created_at: key.createdAt,
    created_by: key.createdBy,
    revoked_at: key.revokedAt,
    last_used_at: key.lastUsedAt,
  };
}

/**
 * The admins' routes for accounts and API keys. The last admin can be neither removed nor lowered, so the console
 * always has someone who can make accounts (the first admin comes from `npm run operator:add`).
 */
export const operatorAccountsRoutes: FastifyPluginAsyncZod<OperatorAccountsOptions> = async (
  app,
  { accounts, apiKeys, audit, clock },
) => {
  const isLastAdmin = async (account: OperatorAccount) =>
    account.role === 'admin' && (await accounts.list()).filter((other) => other.role === 'admin').length <= 1;

  app.route({
    ...routeOf(accountListContract),
    handler: async () => ({ accounts: (await accounts.list()).map(accountView) }),
  });

  app.route({
    ...routeOf(addAccountContract),
    config: { invalidInputError: 'Invalid account' },
    handler: async (request, reply) => {
      const password = randomPassword();
      const account = await accounts.create(
        {
          email: request.body.email,
          role: request.body.role,
          passwordHash: await hashPassword(password),
          totpSecret: newTotpSecret(),
          totpEnabled: false,
          recoveryCodeHashes: [],
        },
        clock(),
      );
      if (!account) return reply.code(409).send(apiError('That e-mail has an account already'));
      await audit.record({
        at: clock(),
        ...actorOf(request),
        action: 'account-add',
        subject: `${account.id} as ${account.role}`,
      });
      return reply.code(201).send({ account: accountView(account), password });
    },
  });

  app.route({
    ...routeOf(accountRoleContract),
    config: { invalidInputError: 'Invalid role' },
    handler: async (request, reply) => {
      const account = await accounts.byId(request.params.id);
      if (!account) return reply.code(404).send(apiError('Not found'));
      if (request.body.role !== 'admin' && (await isLastAdmin(account))) {
        return reply.code(409).send(apiError('This is the last admin: make another admin first'));
      }
      await accounts.setRole(account.id, request.body.role);
      await audit.record({
        at: clock(),
        ...actorOf(request),
        action: 'account-role',
        subject: `${account.id}: ${account.role} to ${request.body.role}`,
      });
      return accountView({ ...account, role: request.body.role });
    },
  });

  app.route({
    ...routeOf(removeAccountContract),
    handler: async (request, reply) => {
      const account = await accounts.byId(request.params.id);
      if (!account) return reply.code(404).send(apiError('Not found'));
      if (await isLastAdmin(account)) {
        return reply.code(409).send(apiError('This is the last admin: make another admin first'));
      }
      await accounts.remove(account.id);
      await audit.record({ at: clock(), ...actorOf(request), action: 'account-remove', subject: account.id });
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOf(apiKeyListContract),
    handler: async () => ({ keys: (await apiKeys.list()).map(keyView) }),
  });

  app.route({
    ...routeOf(makeApiKeyContract),
    config: { invalidInputError: 'Invalid API key' },
    handler: async (request, reply) => {
      const { key, secret } = await apiKeys.create(
        { name: request.body.name, role: request.body.role, createdBy: request.operator },
        clock(),
      );
      await audit.record({
        at: clock(),
        ...actorOf(request),
        action: 'key-create',
        subject: `${key.id} ${key.name} as ${key.role}`,
      });
      return reply.code(201).send({ key: keyView(key), secret });
    },
  });

  app.route({
    ...routeOf(revokeApiKeyContract),
    handler: async (request, reply) => {
      if (!(await apiKeys.revoke(request.params.id, clock()))) {
        return reply.code(404).send(apiError('Not found'));
      }
      await audit.record({
        at: clock(),
        ...actorOf(request),
        action: 'key-revoke',
        subject: request.params.id,
      });
      return reply.code(204).send(null);
    },
  });
};
