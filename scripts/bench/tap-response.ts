/**
 * "Tap to visible response" on /survey/v4nv on a throttled phone: Debian's Chromium, 4x CPU slowdown and slow 4G
 * (as in bench:vitals), cold cache, served by the compiled server. The visitor picks a month and a year and taps
 * Next at two moments:
 * - as soon as the first question shows, before the page's JavaScript has run: the response is the pressed look the
 *   early-input script gives the button (services/early-input-script.ts); the next question follows once hydrated,
 *   or, where the step is a form that posts and the page is not ready within a second, from the server as a new
 *   page (the runs that did are counted);
 * - once the page has hydrated: the response is the next question itself.
 * Each time is from the tap's own timestamp (so a busy main thread counts) to the first frame after the change, in
 * wall-clock time, since the next question may be another document.
 * Run after `npm run build`: `npm run bench:tap`.
 */
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { startCompiledServer } from './compiled-server';

const RUNS = 5;
const PORT = Number(process.env.BENCH_PORT ?? 3216);
const CPU_SLOWDOWN = 4;
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

interface TapTimes {
  tap: number;
  pressedShown: number;
  nextQuestionShown: number;
  /** The next question came as a new page, the server's answer to the form's post. */
  fromServer: boolean;
}

/**
 * Runs in every page before its own scripts: notes the tap and the first frame after each visible change, in
 * wall-clock milliseconds, kept in the tab's storage, so a next question served as a new page is timed from the tap
 * on the page before. No inner named functions: tsx would wrap them in a helper the page does not have.
 */
function observeTap() {
  const key = '__tapBench';
  const before = JSON.parse(sessionStorage.getItem(key) ?? 'null') as TapTimes | null;
  const times = before ?? { tap: 0, pressedShown: 0, nextQuestionShown: 0, fromServer: false };
  (window as unknown as { __tapTimes: typeof times }).__tapTimes = times;
  document.addEventListener(
    'click',
    (event) => {
      if (times.tap) return;
      times.tap = performance.timeOrigin + event.timeStamp;
      sessionStorage.setItem(key, JSON.stringify(times));
    },
    true,
  );
  new MutationObserver(() => {
    if (!times.tap) return;
    if (!times.pressedShown && document.querySelector('[data-early-press]')) {
      times.pressedShown = -1;
      requestAnimationFrame(() => {
        times.pressedShown = performance.timeOrigin + performance.now();
        sessionStorage.setItem(key, JSON.stringify(times));
      });
    }
    if (!times.nextQuestionShown && document.querySelector('[data-step="AtFault"]')) {
      times.nextQuestionShown = -1;
      times.fromServer = before !== null;
      requestAnimationFrame(() => {
        times.nextQuestionShown = performance.timeOrigin + performance.now();
        sessionStorage.setItem(key, JSON.stringify(times));
      });
    }
  }).observe(document, { subtree: true, childList: true, attributes: true });
}

async function tapNext(page: Page): Promise<void> {
  const step = page.locator('[data-step="WhenWasTheAccident"]');
  await step.locator('select[name="injury_month"]').selectOption({ index: 1 });
  await step.locator('select[name="injury_year"]').selectOption({ index: 1 });
  await step.locator('[data-action="next"]').tap();
}

async function measure(origin: string, hydratedFirst: boolean): Promise<TapTimes> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
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
    await page.addInitScript(observeTap);
    await page.goto(`${origin}/survey/v4nv`, { waitUntil: 'commit' });
    await page.locator('[data-step="WhenWasTheAccident"]').waitFor();
    if (hydratedFirst)
      await page.waitForFunction(() => (window as { __hydrated?: boolean }).__hydrated === true);
    await tapNext(page);
    await page.locator('[data-step="AtFault"]').waitFor();
    await page.waitForFunction(() => {
      const times = (window as unknown as { __tapTimes: TapTimes }).__tapTimes;
      return times.nextQuestionShown > 0;
    });
    return await page.evaluate(() => (window as unknown as { __tapTimes: TapTimes }).__tapTimes);
  } finally {
    await browser.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function main() {
  const server = await startCompiledServer(PORT);
  try {
    console.log(
      `/survey/v4nv, ${RUNS} cold loads each, ${CPU_SLOWDOWN}x CPU slowdown, slow 4G, 412x823 phone`,
    );
    console.log('tap on Next'.padEnd(40), 'pressed look'.padStart(14), 'next question'.padStart(15));
    for (const hydratedFirst of [false, true]) {
      const runs: TapTimes[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await measure(server.origin, hydratedFirst));
      const pressed = runs
        .filter((times) => times.pressedShown > 0)
        .map((times) => times.pressedShown - times.tap);
      const next = median(runs.map((times) => times.nextQuestionShown - times.tap));
      const served = runs.filter((times) => times.fromServer).length;
      console.log(
        (hydratedFirst ? 'after hydration' : 'as soon as the question shows').padEnd(40),
        (pressed.length > 0 ? `${median(pressed).toFixed(0)} ms` : '-').padStart(14),
        `${next.toFixed(0)} ms`.padStart(15),
        pressed.length > 0 && pressed.length < RUNS
          ? ` (pressed look in ${pressed.length} of ${RUNS} runs)`
          : '',
        served > 0 ? ` (the next question from the server in ${served} of ${RUNS} runs)` : '',
      );
      console.log(
        ''.padEnd(40),
        'each run:',
        runs
          .map((times) => `${(times.nextQuestionShown - times.tap).toFixed(0)}${times.fromServer ? 's' : ''}`)
          .join(' '),
      );
    }
    console.log(
      'Medians; each from the tap to the first frame after the change ("s": the next question came from the server).',
    );
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
