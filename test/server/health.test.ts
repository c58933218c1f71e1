import { describe, expect, it } from 'vitest';
import { migrateTo } from '../../server/storage/migrator';
import { MIGRATIONS } from '../../server/storage/migrations';
import { testDeliverySettings } from './support/deliveries';
import { startInjectedServer } from './support/test-server';

describe('GET /healthz', () => {
  it('is healthy while the database answers, and 503 once it does not', async () => {
    const server = await startInjectedServer();
    try {
      const healthy = await server.fetch('/healthz');
      expect(healthy.status).toBe(200);
      expect(await healthy.json()).toEqual({ ok: true });

      await server.database.destroy();
      const broken = await server.fetch('/healthz');
      expect(broken.status).toBe(503);
      expect(await broken.json()).toEqual({ ok: false });
    } finally {
      await server.app.close();
    }
  });
});

describe('GET /readyz', () => {
  it('is ready once the database answers, the schema is migrated and the worker runs', async () => {
    const server = await startInjectedServer({
      delivery: testDeliverySettings({
        destinations: [{ name: 'hook', kind: 'form-webhook', url: 'http://127.0.0.1:9', send: 'all' }],
      }),
    });
    try {
      const ready = await server.fetch('/readyz');
      expect(ready.status).toBe(200);
      expect(ready.headers.get('cache-control')).toBe('no-store');
      expect(await ready.json()).toEqual({
        ready: true,
        database: 'ok',
        migrations: 'ok',
        worker: 'running',
        auction_worker: 'none',
        closing: false,
      });
    } finally {
      await server.app.close();
    }
  });

  it('reports the auction worker when buyers are configured', async () => {
    const server = await startInjectedServer({ demoBuyers: true });
    try {
      expect(await (await server.fetch('/readyz')).json()).toEqual({
        ready: true,
        database: 'ok',
        migrations: 'ok',
        worker: 'none',
        auction_worker: 'running',
        closing: false,
      });
    } finally {
      await server.app.close();
    }
  });

  it('is not ready while the schema lacks this build’s newest migration', async () => {
    const server = await startInjectedServer();
    try {
      expect(await (await server.fetch('/readyz')).json()).toMatchObject({ ready: true, worker: 'none' });
      const names = Object.keys(MIGRATIONS);
      await migrateTo(server.database, names.at(-2)!);
      const behind = await server.fetch('/readyz');
      expect(behind.status).toBe(503);
      expect(await behind.json()).toMatchObject({ ready: false, database: 'ok', migrations: 'failing' });

      await server.database.destroy();
      const unreachable = await server.fetch('/readyz');
      expect(unreachable.status).toBe(503);
      expect(await unreachable.json()).toMatchObject({ ready: false, database: 'failing' });
    } finally {
      await server.app.close();
    }
  });
});
