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
