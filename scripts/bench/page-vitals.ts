/**
 * First contentful paint, largest contentful paint and cumulative layout shift of prerendered pages on a
 * Lighthouse-like mobile profile: Debian's Chromium through Playwright, a 412×823 phone viewport, 4× CPU slowdown
 * and DevTools' "slow 4G" (562.5 ms round trip, 1.47 Mbps down, 675 kbps up, as Lighthouse applies it), a cold
 * cache on every load. Budgets (DESIGN.md section 10): CLS 0, and a fast first paint.
 * Run after `npm run build`: `npm run bench:vitals [-- /path …]` (default: the home page, contact, a law page, a survey).
 */
import { chromium } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { createDatabase } from '../../server/storage/database';
import { migrateToLatest } from '../../server/storage/migrations';

const RUNS = 5;
const DEFAULT_PATHS = [
  '/',
  '/contact/',
  '/car-accident-laws/texas/',
  '/survey-thank-you/?q=n',
  '/survey/v4nv',
];
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

interface Vitals {
  fcp: number;
  lcp: number;
  cls: number;
}

/** Runs in the page before its own scripts: collects the paint and shift entries as they happen. */
function observeVitals() {
  const vitals = { fcp: 0, lcp: 0, cls: 0 };
  (window as unknown as { __vitals: typeof vitals }).__vitals = vitals;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') vitals.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
      if (!entry.hadRecentInput) vitals.cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function main() {
  const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  const folder = await mkdtemp(join(tmpdir(), 'page-vitals-'));
  const config = {
    ...readConfig({}),
    databaseUrl: `sqlite:${join(folder, 'leads.sqlite')}`,
    logLevel: 'silent',
  };
  const database = createDatabase(config.databaseUrl);
  await migrateToLatest(database);
  const app = buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });

  try {
    console.log(`${RUNS} cold loads each, 4x CPU slowdown, slow 4G, 412x823 phone; median of each measure`);
    console.log('page'.padEnd(30), 'FCP ms'.padStart(8), 'LCP ms'.padStart(8), 'CLS'.padStart(8));
    for (const path of paths.length > 0 ? paths : DEFAULT_PATHS) {
      const runs: Vitals[] = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          deviceScaleFactor: 1.75,
          isMobile: true,
          hasTouch: true,
        });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
        await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        await page.addInitScript(observeVitals);
        await page.goto(`${origin}${path}`, { waitUntil: 'load' });
        // Hydration and late shifts happen after load: give them time before reading.
        await page.waitForTimeout(3000);
        runs.push(await page.evaluate(() => (window as unknown as { __vitals: Vitals }).__vitals));
        await context.close();
      }
      const fcp = median(runs.map((run) => run.fcp));
      const lcp = median(runs.map((run) => run.lcp));
      const cls = Math.max(...runs.map((run) => run.cls));
      console.log(
        path.padEnd(30),
        fcp.toFixed(0).padStart(8),
        lcp.toFixed(0).padStart(8),
        cls.toFixed(3).padStart(8),
        cls > 0 ? '  layout shift (budget: 0)' : '',
      );
    }
    console.log('CLS is the worst of the runs, not the median.');
  } finally {
    await browser.close();
    await app.close();
    await database.destroy();
    await rm(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
