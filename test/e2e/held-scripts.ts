import type { Page } from '@playwright/test';

/**
 * Holds back the page's JavaScript, as a slow phone network does, so a test can act on the prerendered page before
 * it hydrates. Returns the function that lets the scripts through.
 */
export async function holdPageScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Waits until the page has hydrated. For walks that test something other than a visitor acting before the scripts
 * run (which the early-input tests cover on purpose): on a loaded machine, scripts now start after the first paint,
 * and a walk that races them tests two things at once.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as { __hydrated?: boolean }).__hydrated === true);
}
