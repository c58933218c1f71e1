import { describe, expect, it } from 'vitest';
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
