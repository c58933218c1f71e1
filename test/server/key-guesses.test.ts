import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTokenWeakness } from '../../server/console/weak-keys';
import { createDatabase } from '../../server/storage/database';
import { migrateToLatest } from '../../server/storage/migrator';
import { startServerProcess, stopServerProcess, type ServerProcess } from './support/server-process';
import { ENGINES, type TestDatabase } from './support/test-databases';
import { ADMIN_TOKEN, startInjectedServer, type InjectedServer } from './support/test-server';

const bearer = (key: string, address: string) => ({
  headers: { authorization: `Bearer ${key}`, 'x-forwarded-for': address },
});

describe('wrong API keys from one address', () => {
  let server: InjectedServer;

  beforeAll(async () => {
    server = await startInjectedServer({ trustProxy: true });
  });

  afterAll(async () => {
    await server.close();
  });

  it('are answered 401 ten times, then 429 with Retry-After unchecked, even for the right key; another address is not held up', async () => {
    const guesser = '198.51.100.40';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      statuses.push((await server.fetch('/api/leads', bearer(`guess-${attempt}`, guesser))).status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429]);
    const locked = await server.fetch('/api/leads', bearer(ADMIN_TOKEN, guesser));
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await server.fetch('/api/leads', bearer(ADMIN_TOKEN, '203.0.113.40'))).status).toBe(200);

    const audit = (await (
      await server.fetch('/api/audit-log?limit=50', bearer(ADMIN_TOKEN, '203.0.113.40'))
    ).json()) as {
      entries: { action: string; address: string; subject: string }[];
    };
    const fromGuesser = audit.entries.filter((entry) => entry.address === guesser);
    expect(fromGuesser.filter((entry) => entry.action === 'key-failed')).toHaveLength(10);
    expect(fromGuesser.filter((entry) => entry.action === 'lock')).toHaveLength(1);
    // A guessed key is never written down.
    expect(JSON.stringify(audit)).not.toContain('guess-');
  });
});

describe('ADMIN_TOKEN in production', () => {
  it('is refused when short, common or repetitive, and taken when long and random', () => {
    for (const weak of [
      'secret',
      'SECRET',
      'changeme',
      'a'.repeat(40),
      'secretsecretsecretsecretsecretsecret',
      'short-but-random-1234',
      'change-me-to-a-long-random-token',
    ]) {
      expect(adminTokenWeakness(weak), weak).toBeDefined();
    }
    expect(adminTokenWeakness('q3V9x0m8Zt1Lr7Kc2Wn5Hp4Yb6Ds0Fg9Aj1Ue')).toBeUndefined();
  });

  it('stops the start naming the setting, the README’s old `secret` among them', async () => {
    const server = await startServerProcess({ NODE_ENV: 'production', ADMIN_TOKEN: 'secret' }).catch(
      (error: Error) => error,
    );
    expect(server).toBeInstanceOf(Error);
    expect((server as Error).message).toMatch(/ADMIN_TOKEN is a common or repetitive value/);
    expect((server as Error).message).not.toMatch(/=secret/);
  });
});

/** The guesses counted by one process slow the others: the count is in the database they share. */
describe.each(ENGINES)('two server processes on one $name database', (engine) => {
  let testDatabase: TestDatabase;
  let folder: string;
  const processes: ServerProcess[] = [];

  beforeAll(async () => {
    testDatabase = await engine.create();
    folder = await mkdtemp(join(tmpdir(), 'key-guesses-'));
    // Migrated once first, as a deployment's first process does, so the two start on the same schema.
    const database = createDatabase(testDatabase.url);
    await migrateToLatest(database);
    await database.destroy();
    const env = {
      DATABASE_URL: testDatabase.url,
      TRUST_PROXY: 'true',
      // The general per-IP limit stays out of the way: what is measured here is the guess count alone.
      RATE_LIMIT_MAX: '100000',
    };
    processes.push(await startServerProcess(env), await startServerProcess(env));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(processes.map((server) => stopServerProcess(server)));
    await testDatabase.drop();
    await rm(folder, { recursive: true, force: true });
  });

  it('answer 1,000 wrong keys from one address, 20 at a time across both, with at most a few dozen checks before the wait; the right key from another address still works on both', async () => {
    const guesser = '192.0.2.50';
    const statuses: number[] = [];
    for (let batch = 0; batch < 50; batch += 1) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          processes[index % 2]!.fetch('/api/leads', bearer(`wrong-${batch}-${index}`, guesser)),
        ),
      );
      statuses.push(...answers.map((answer) => answer.status));
    }
    expect(statuses).toHaveLength(1000);
    const checked = statuses.filter((status) => status === 401).length;
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(10);
    expect(checked).toBeLessThanOrEqual(36);
    for (const server of processes) {
      expect((await server.fetch('/api/leads', bearer(ADMIN_TOKEN, guesser))).status).toBe(429);
      expect((await server.fetch('/api/leads', bearer(ADMIN_TOKEN, '203.0.113.50'))).status).toBe(200);
    }
  });
});
