/**
 * `npm run paths` as a tester runs it: through npm, whose banner must not spoil the JSON, and writing a Playwright
 * folder outside this repository that holds what it needs to run there.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const COMMAND_TIMEOUT = 90_000;
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'paths-command-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

const lockedPlaywright = async () =>
  (
    JSON.parse(await readFile('package-lock.json', 'utf8')) as {
      packages: Record<string, { version: string }>;
    }
  ).packages['node_modules/@playwright/test']!.version;

describe('npm run paths', () => {
  it(
    'prints JSON alone with -s, and writes it to the file --out names with npm talking on stdout',
    async () => {
      const silent = await run('npm', ['run', '-s', 'paths', '--', 'v4nv', '--covering']);
      expect(JSON.parse(silent.stdout).variant).toBe('v4nv');

      const file = join(folder, 'out', 'paths.json');
      const loud = await run('npm', ['run', 'paths', '--', 'v4nv', '--covering', '--out', file]);
      // npm's banner is on stdout: that is why the file option exists.
      expect(loud.stdout).toContain('> accident-claim-funnels');
      const written = JSON.parse(await readFile(file, 'utf8'));
      expect(written).toMatchObject({ variant: 'v4nv', route: '/survey/v4nv' });
      expect(written.paths.length).toBeGreaterThan(0);
    },
    COMMAND_TIMEOUT,
  );

  it(
    'writes with --playwright a folder that runs on its own: spec, package.json pinning our Playwright, config',
    async () => {
      const out = join(folder, 'walks');
      await run('npm', ['run', '-s', 'paths', '--', 'v4nv', '--covering', '--playwright', out]);
      expect((await readdir(out)).sort()).toEqual([
        'package.json',
        'playwright.config.ts',
        'v4nv-paths.spec.ts',
      ]);

      const manifest = JSON.parse(await readFile(join(out, 'package.json'), 'utf8')) as {
        dependencies?: Record<string, string>;
      };
      expect(manifest).toMatchObject({
        private: true,
        type: 'module',
        scripts: { test: 'playwright test' },
        devDependencies: { '@playwright/test': await lockedPlaywright() },
      });
      expect(Object.keys(manifest.dependencies ?? {})).toEqual([]);

      const config = await readFile(join(out, 'playwright.config.ts'), 'utf8');
      expect(config).toContain("import { defineConfig } from '@playwright/test';");
      expect(config).toContain("testMatch: '*-paths.spec.ts'");
      expect(config).toContain("process.env.BASE_URL ?? 'http://localhost:3000'");
      expect(config).toContain("'/usr/bin/chromium'");
      expect(config).toContain('process.env.CHROMIUM_PATH');

      // Nothing the spec or config imports is of this repository: only the package its package.json installs.
      const spec = await readFile(join(out, 'v4nv-paths.spec.ts'), 'utf8');
      const imported = [...`${spec}\n${config}`.matchAll(/^import .* from '([^']+)';$/gm)].map(
        (match) => match[1],
      );
      expect(new Set(imported)).toEqual(new Set(['@playwright/test', 'node:fs']));
    },
    COMMAND_TIMEOUT,
  );
});
