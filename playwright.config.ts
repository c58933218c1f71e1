import { defineConfig } from '@playwright/test';
import { scryptSync } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Browser tests run Debian's Chromium against the real built (compiled) server on a fresh SQLite file. */
/** E2E_PORT lets several checkouts run their browser tests side by side. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_ADMIN_TOKEN = 'e2e-admin-token';
/** A named operator of the console, with the password its OPERATORS entry was hashed from. */
export const E2E_OPERATOR = { name: 'olivia', password: 'e2e operator password' };
const E2E_OPERATOR_SALT = 'e2e-operator-salt';
const E2E_OPERATORS = `${E2E_OPERATOR.name}:scrypt:${E2E_OPERATOR_SALT}:${scryptSync(E2E_OPERATOR.password, E2E_OPERATOR_SALT, 64).toString('hex')}`;
export const E2E_SERVER_LOG = join('test-results', `e2e-server-${E2E_PORT}.log`);
const databaseFile = join(mkdtempSync(join(tmpdir(), 'funnel-e2e-')), 'leads.sqlite');

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The phone is the width that matters: every spec runs at 375 px. At 1280 px run only the specs whose pages are
 * laid out differently there and whose tests look at that layout (the site, its screenshots, the theme gallery),
 * the contact form's own walk, and the route walks (every step kind once at desktop width). A survey test at 1280
 * px would walk the same machine through the same markup again; the axe scans check both widths themselves.
 */
const AT_DESKTOP_WIDTH = [
  'site.spec.ts',
  'site-screenshots.spec.ts',
  'theme-gallery.spec.ts',
  'never-lose-a-lead.spec.ts',
  'every-route.spec.ts',
].map((file) => `**/${file}`);
const DESKTOP_ONLY = ['**/every-route.spec.ts'];
/**
 * Full-page pictures of every site page for a reviewer to look at (`npm run screenshots`): they assert little that
 * site.spec.ts does not, and at both widths they were a third of the suite's time, so the suite leaves them out.
 */
const SCREENSHOTS = process.env.SITE_SCREENSHOTS ? [] : ['**/site-screenshots.spec.ts'];

/** CI builds once before its test stages (E2E_BUILT=1); a developer's run builds what it tests. */
const BUILD = process.env.E2E_BUILT ? '' : 'npm run build && ';

export default defineConfig({
  testDir: 'test/e2e',
  timeout: 60_000,
  // Two browsers at once: a walk mostly waits on its page, and the suite must stay well under its time. Specs that
  // count every session of a variant run their own server (test/e2e/own-server.ts).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    // The step slide (half a second) waits every click of a walk until it ends; a walk proves the same without it,
    // and the one spec that watches the slide turns it back on.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'phone-375',
      testIgnore: [...DESKTOP_ONLY, ...SCREENSHOTS],
      use: { viewport: { width: 375, height: 740 }, hasTouch: true },
    },
    {
      name: 'desktop-1280',
      testMatch: AT_DESKTOP_WIDTH,
      testIgnore: SCREENSHOTS,
      use: { viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: `mkdir -p test-results && ${BUILD}node dist/server/main.js > ${E2E_SERVER_LOG} 2>&1`,
    url: `http://127.0.0.1:${E2E_PORT}/healthz`,
    timeout: 240_000,
    reuseExistingServer: false,
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${databaseFile}`,
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      RATE_LIMIT_MAX: '10000',
      LEAD_RATE_LIMIT_MAX: '10000',
      // DNS differs between machines; the e-mail check's DNS rule has its own tests.
      EMAIL_DNS_CHECK: 'false',
      // One gallery video configured: the gallery lists it alone.
      SITE_VIDEOS: 'first-hour=e2eVideo001',
      // One tracked number, shown to visitors who land with affid 1000350.
      CALL_NUMBERS: 'affid=1000350:8005550123',
      // The one-to-one buyers /survey/v4nv-1to1 fetches: two take a Texas lead.
      BUYERS_CONFIG: 'test/e2e/fixtures/buyers.json',
      // One destination that refuses every connection, so a lead's delivery ends dead for the console to retry.
      DELIVERY_CONFIG: 'test/e2e/fixtures/deliveries.json',
      OPERATORS: E2E_OPERATORS,
    },
  },
});
