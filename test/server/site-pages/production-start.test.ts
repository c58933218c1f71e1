import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServerProcess } from '../support/server-process';

/**
 * A deployment (NODE_ENV=production, as the image sets it) never shows visitors a placeholder phone, e-mail or
 * address: the start stops and names each setting. `npm start` leaves NODE_ENV unset and runs on them.
 */

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'production-start-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

const database = (name: string) => ({ DATABASE_URL: `sqlite:${join(folder, `${name}.sqlite`)}` });

it('refuses to start in production on the placeholders, naming each setting', async () => {
  const start = startServerProcess({ ...database('placeholders'), NODE_ENV: 'production' });
  await expect(start).rejects.toThrow(/exited \(1\)/);
  await expect(start).rejects.toThrow(/SITE_PHONE, SITE_EMAIL, SITE_URL are still a placeholder/);
  await expect(start).rejects.not.toThrow(/8005550199|info@example\.com/);
});

it('refuses one placeholder left among real values', async () => {
  const start = startServerProcess({
    ...database('one-left'),
    NODE_ENV: 'production',
    SITE_PHONE: '5127430100',
    SITE_URL: 'https://accident-claims.us',
  });
  await expect(start).rejects.toThrow(/SITE_EMAIL is still a placeholder/);
});

it('starts in production with an operator’s own details', async () => {
  const server = await startServerProcess({
    ...database('operator'),
    NODE_ENV: 'production',
    SITE_PHONE: '(512) 743-0100',
    SITE_EMAIL: 'help@accident-claims.us',
    SITE_URL: 'https://accident-claims.us/',
  });
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
});

it('starts on the placeholders where NODE_ENV is not production, as `npm start` does', async () => {
  const server = await startServerProcess({ ...database('npm-start'), NODE_ENV: '' });
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
});
