import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STEP_PREVIEW_HTML } from '../../server/routes/step-preview-page';
import { ADMIN_TOKEN, startInjectedServer, type InjectedServer } from './support/test-server';

describe('GET /admin/step-preview', () => {
  let folder: string;
  let server: InjectedServer;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'step-preview-'));
    await writeFile(join(folder, STEP_PREVIEW_HTML), '<!doctype html><title>Step preview</title>');
    await writeFile(join(folder, 'console.html'), '<!doctype html><title>Console</title>');
    server = await startInjectedServer({ staticDir: folder });
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('answers the preview page to operators only, never cached, while the rest of /admin stays the console', async () => {
    const page = `/admin/step-preview?variant=v4nv&step=AtFault`;
    expect((await server.fetch(page)).status).toBe(401);
    const answer = await server.fetch(page, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.text()).toContain('<title>Step preview</title>');
    // The console's own pages need no session to load: they ask for it themselves.
    expect(await (await server.fetch('/admin/funnels')).text()).toContain('<title>Console</title>');
  });
});
