import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../../server/storage/database';
import { migrateToLatest } from '../../../server/storage/migrator';
import { ENGINES, POSTGRES_URL, type TestDatabase } from '../support/test-databases';

/**
 * One PostgreSQL database may hold several deployments' schemas (and the tests' schemas, made and dropped side by
 * side). Kysely's own introspection reads every schema's tables, so a schema dropped while another process started
 * failed that start, naming the dropped schema; the migrator reads the catalogue of its own schema only.
 */
describe.skipIf(!POSTGRES_URL)('migrating beside schemas that come and go', { timeout: 120_000 }, () => {
  const postgres = ENGINES.find((engine) => engine.name === 'postgres')!;
  const made: TestDatabase[] = [];
  afterAll(async () => {
    for (const database of made) await database.drop();
  });

  async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }

  it('starts while other schemas with tables are dropped all along', async () => {
    let dropping = true;
    const churner = async (lane: number) => {
      let round = 0;
      while (dropping) {
        const schema = `churn_${process.pid}_${lane}_${round++}`;
        await admin(async (client) => {
          await client.query(`create schema ${schema}`);
          await client.query(`create table ${schema}.t (id serial primary key, a text, b text, c text)`);
          await client.query(`drop schema ${schema} cascade`);
        });
      }
      return round;
    };
    const churn = Promise.all([0, 1, 2].map(churner));
    const failures: string[] = [];
    for (let start = 0; start < 12; start++) {
      const database = await postgres.create();
      made.push(database);
      const db = createDatabase(database.url);
      try {
        await migrateToLatest(db);
        const { rows } = await sql<{ count: string }>`select count(*) as count from kysely_migration`.execute(
          db,
        );
        expect(Number(rows[0]?.count)).toBeGreaterThan(20);
      } catch (error) {
        failures.push(String(error));
      } finally {
        await db.destroy();
      }
    }
    dropping = false;
    expect(Math.min(...(await churn))).toBeGreaterThan(0);
    expect(failures).toEqual([]);
  });
});
