import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * The engines the storage tests run on: SQLite always, PostgreSQL when TEST_POSTGRES_URL names a database the
 * tests may create schemas in (`.ci/run` starts one). Each test database is a fresh file or a fresh schema.
 */
export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

export interface Engine {
  name: 'sqlite' | 'postgres';
  create(): Promise<TestDatabase>;
}

const sqlite: Engine = {
  name: 'sqlite',
  async create() {
    const folder = await mkdtemp(join(tmpdir(), 'leads-engine-test-'));
    return {
      url: `sqlite:${join(folder, 'leads.sqlite')}`,
      drop: () => rm(folder, { recursive: true, force: true }),
    };
  },
};

function postgres(baseUrl: string): Engine {
  return {
    name: 'postgres',
    async create() {
      const schema = `test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      await admin.end();
      const url = new URL(baseUrl);
      url.searchParams.set('options', `-c search_path=${schema}`);
      return {
        url: url.toString(),
        async drop() {
          const cleaner = new pg.Client({ connectionString: baseUrl });
          await cleaner.connect();
          await cleaner.query(`DROP SCHEMA ${schema} CASCADE`);
          await cleaner.end();
        },
      };
    },
  };
}

function readPostgresUrl(value: string | undefined): string | undefined {
  const url = value?.trim();
  if (!url) return undefined;
  if (!/^postgres(ql)?:\/\/\S+$/.test(url)) {
    throw new Error(`TEST_POSTGRES_URL must be one postgres:// URL, got ${JSON.stringify(url.slice(0, 80))}`);
  }
  return url;
}

export const POSTGRES_URL = readPostgresUrl(process.env.TEST_POSTGRES_URL);

export const ENGINES: readonly Engine[] = POSTGRES_URL ? [sqlite, postgres(POSTGRES_URL)] : [sqlite];
