import { buildApp } from './app';
import { readConfig } from './config';
import { refuseWeakAdminToken } from './console/weak-keys';
import { refuseSitePlaceholders } from './site-pages/site-placeholders';
import { safeErrorFields } from './logging';
import { createDatabase, describeDatabase } from './storage/database';
import { migrateToLatest } from './storage/migrator';

/**
 * Starts the server. `npm run build` bundles it into dist/server/main.js (dependencies stay in node_modules), which
 * `npm start` runs with plain `node`: no TypeScript loader in production, and a start-up of a few hundred ms.
 * Settings come from the environment (server/config.ts); the schema is migrated before the first request is accepted.
 */
async function main(): Promise<void> {
  // A deployment says NODE_ENV=production (the image does); `npm start` leaves it unset and runs on placeholders.
  const deployed = process.env.NODE_ENV === 'production';
  // The prerender's server build (loaded to render a survey's forms posted without JavaScript) picks React's
  // development or production build by NODE_ENV as it loads: a server started without one runs as production.
  process.env.NODE_ENV ??= 'production';
  const config = readConfig();
  if (deployed) {
    refuseWeakAdminToken(config.adminToken);
    refuseSitePlaceholders(config.site);
  }
  // Told once the logger exists; until then a broken idle connection is simply replaced.
  let connectionBroke: (error: Error) => void = () => undefined;
  const database = createDatabase(config.databaseUrl, {
    onBrokenConnection: (error) => connectionBroke(error),
  });
  // On PostgreSQL the migrations run under an advisory lock: processes started together apply each one once.
  await migrateToLatest(database);

  const app = buildApp({ config, database });
  connectionBroke = (error) =>
    app.log.warn(
      { error: safeErrorFields(error) },
      'a database connection broke (PostgreSQL restarted?); the next query opens a new one',
    );

  app.log.info(
    { storage: describeDatabase(config.databaseUrl), staticDir: config.staticDir },
    'storage ready',
  );
  if (config.delivery && config.delivery.destinations.length > 0) {
    app.log.info(
      { destinations: config.delivery.destinations.map(({ name, kind }) => `${name} (${kind})`) },
      'leads are delivered',
    );
  } else {
    app.log.warn(
      'DELIVERY_CONFIG is not set or names no destination: leads are stored and delivered nowhere',
    );
  }
  if (!config.twilioVerify) {
    app.log.info(
      'phone codes go to the embedded sender: no real SMS leaves; operators read them at /api/sms-outbox',
    );
  }
  if (!config.adminToken) {
    app.log.warn(
      "ADMIN_TOKEN is not set: the operators' API (leads, notifications, privacy requests) answers 401 until it is",
    );
  }

  // A rolling restart sends SIGTERM: the server stops accepting, answers the requests it has, lets the deliveries
  // in flight finish and be recorded (each within its timeouts), and only then closes the database and exits. A
  // client that sent nothing, or stalled mid-body, is ended after SHUTDOWN_STALLED_CONNECTION_MS
  // (plugins/close-connections-on-close.ts): otherwise app.close() would wait on it for ever.
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app
      .close()
      .then(() => database.destroy())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ error: safeErrorFields(error, { withStack: true }) }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));

  // Fastify logs "Server listening at …" for each address once it listens.
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  // Start-up errors (bad settings, unreachable database) are ours or the driver's and carry no visitor data.
  console.error(`Server failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
