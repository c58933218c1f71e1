/**
 * `npm run lint:openapi`: the OpenAPI document the server publishes at /docs/json, linted by Redocly's CLI with
 * the rules of redocly.yaml. The server is built as it runs (on an empty database of its own) and asked for the
 * document, so what is linted is what is served.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { DOCS_PREFIX } from '../server/openapi';
import { createDatabase } from '../server/storage/database';
import { migrateToLatest } from '../server/storage/migrator';

const folder = await mkdtemp(join(tmpdir(), 'openapi-lint-'));
const database = createDatabase(`sqlite:${join(folder, 'leads.sqlite')}`);
let status = 1;
try {
  await migrateToLatest(database);
  // A token, so the operators' routes are registered and described as they are in production.
  const app = buildApp({
    config: {
      ...readConfig({}),
      adminToken: 'openapi-lint',
      staticDir: join(folder, 'no-build'),
      leadThreads: 0,
    },
    database,
    logDestination: { write: () => undefined },
  });
  const answer = await app.inject({ method: 'GET', url: `${DOCS_PREFIX}/json` });
  await app.close();
  if (answer.statusCode !== 200) throw new Error(`${DOCS_PREFIX}/json answered ${answer.statusCode}`);
  const document = join(folder, 'openapi.json');
  // Indented, so Redocly's code frames point at a line of their own.
  await writeFile(document, JSON.stringify(JSON.parse(answer.body), null, 2));
  const redocly = spawnSync(
    resolve('node_modules/.bin/redocly'),
    ['lint', document, '--config', resolve('redocly.yaml'), '--format', 'codeframe'],
    { stdio: 'inherit' },
  );
  if (redocly.error) throw redocly.error;
  status = redocly.status ?? 1;
} finally {
  await database.destroy();
  await rm(folder, { recursive: true, force: true });
}
process.exitCode = status;
