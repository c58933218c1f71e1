import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { createDatabase } from '../../server/storage/database';
import { migrateToLatest } from '../../server/storage/migrator';
import { createSessionStore } from '../../server/storage/session-store';
import type { SaveDataBody } from '../../services/api/save-data/save-data-contract';
import { startInjectedServer } from './support/test-server';

function session(overrides: Partial<SaveDataBody['data']> = {}, id: string = randomUUID()): SaveDataBody {
  return {
    session: { id, variant: 'v4nv', path: '/survey/v4nv' },
    data: {
      step: 'Email',
      steps: [
        { step: 'AccidentDate', seconds: 4 },
        { step: 'Name', seconds: 9 },
      ],
      answers: { injury_year: '2026', firstName: 'Maria', email: 'maria.lopez@example.com' },
      submitted: false,
      ...overrides,
    },
  };
}

describe('POST /api/save-data', () => {
  it("keeps the visitor's latest session, answers as the spec's call table reads, and logs none of its answers", async () => {
    const server = await startInjectedServer();
    try {
      const body = session();
      const saved = await server.fetch('/api/save-data', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(saved.status).toBe(200);
      expect(await saved.json()).toEqual({ userBackupStatus: true, userProgressionStatus: true });

      // What navigator.sendBeacon sends for a string: text/plain.
      const later = session(
        { step: 'Phone', steps: [...body.data.steps, { step: 'Email', seconds: 6 }] },
        body.session.id,
      );
      const beacon = await server.fetch('/api/save-data', {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body: JSON.stringify(later),
      });
      expect(beacon.status).toBe(200);

      const rows = await server.database.selectFrom('sessions').selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        id: body.session.id,
        variant: 'v4nv',
        current_step: 'Phone',
        submitted: 0,
      });
      expect(JSON.parse(rows[0]!.steps_json)).toEqual(later.data.steps);
      expect(JSON.parse(rows[0]!.answers_json)).toEqual(body.data.answers);

      const invalid = await server.fetch('/api/save-data', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ session: body.session, data: { ...body.data, steps: 'all' } }),
      });
      expect(invalid.status).toBe(400);

      expect(server.logs()).toContain('/api/save-data');
      for (const personal of ['Maria', 'maria.lopez']) expect(server.logs()).not.toContain(personal);
    } finally {
      await server.close();
    }
  });

  it('deletes, once the server is ready, the sessions not saved for PARTIAL_RETENTION_DAYS, and keeps the others', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'session-retention-'));
    const database = createDatabase(`sqlite:${join(folder, 'leads.sqlite')}`);
    await migrateToLatest(database);
    const store = createSessionStore(database);
    await store.save(session({}, 'stale-session-01'), new Date('2026-10-15T09:00:00Z'));
    await store.save(session({}, 'fresh-session-01'), new Date('2026-10-17T11:00:00Z'));
    const app = buildApp({
      config: { ...readConfig({}), partialRetentionDays: 7, staticDir: join(folder, 'no-build') },
      database,
      clock: () => new Date('2026-10-24T10:00:00Z'),
      logDestination: { write: () => undefined },
    });
    try {
      await app.ready();
      const ids = await database.selectFrom('sessions').select('id').execute();
      expect(ids.map((row) => row.id)).toEqual(['fresh-session-01']);
    } finally {
      await app.close();
      await database.destroy();
      await rm(folder, { recursive: true, force: true });
    }
  });
});
