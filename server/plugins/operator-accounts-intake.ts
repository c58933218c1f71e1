import fastifyPlugin from 'fastify-plugin';
import { newTotpSecret } from '../console/second-factor';
import { PURGE_INTERVAL_MS } from '../hourly-purge';
import { safeErrorFields } from '../logging';
import type { ServerContext } from './server-context';

/**
 * OPERATORS entries are taken in as accounts when the server is ready, each once (an e-mail already taken is left
 * as it is, so a later change of role or removal holds). They come in as admins, since each could do everything
 * before, without a second factor: it is set up at the account's first sign-in. Beside it, every hour, the audit
 * log's addresses older than 30 days are replaced by their keyed hash.
 */
export const operatorAccountsIntake = fastifyPlugin<ServerContext>(
  async (app, { config, stores, clock }) => {
    const hashOldAddresses = async () => {
      try {
        const hashed = await stores.audit.hashOldAddresses(clock());
        if (hashed > 0) app.log.info({ hashed }, 'old audit addresses hashed');
      } catch (error) {
        app.log.warn({ error: safeErrorFields(error) }, 'hashing old audit addresses failed');
      }
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      for (const operator of config.operators) {
        const added = await stores.accounts.create(
          {
            email: operator.name,
            role: 'admin',
            passwordHash: `scrypt:${operator.salt}:${operator.key.toString('hex')}`,
            totpSecret: newTotpSecret(),
            totpEnabled: false,
            recoveryCodeHashes: [],
          },
          clock(),
        );
        if (added) app.log.info({ account: added.id }, 'an OPERATORS entry was taken in as an account');
      }
      await hashOldAddresses();
      timer = setInterval(() => void hashOldAddresses(), PURGE_INTERVAL_MS);
      timer.unref();
    });
    app.addHook('preClose', async () => clearInterval(timer));
  },
  { name: 'operator-accounts-intake' },
);
