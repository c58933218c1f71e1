import { expect, test } from '@playwright/test';
import { SITE_PATHS } from '../../src/app/site-paths';
import { THANK_YOU_PAGES } from '../../variants/routes/route-table';

/**
 * A full-page screenshot of every page of the site at each project's width (375 and 1280 px), into
 * test-results/screenshots/, which CI keeps as its artefacts: a reviewer looks at the pages without running them.
 * The thank-you pages are taken for a qualified visitor in English and a disqualified one in Spanish (site.spec.ts
 * checks the words of every result and flow).
 */
const THANK_YOU_SHOTS = ['?q=y', '?q=n&lang=es'];
const PAGES = [
  ...SITE_PATHS,
  ...[...new Set([...THANK_YOU_PAGES, '/ticket-thank-you/'])].flatMap((page) =>
    THANK_YOU_SHOTS.map((query) => `${page}${query}`),
  ),
];

function fileName(path: string): string {
  return path.replace(/^\/|\/$/g, '').replace(/[^a-z0-9]+/gi, '-') || 'home';
}

// One page for all of them, a step each: a test of its own per picture opened a tab per picture, which cost Chromium
// more CPU than the picture.
// The whole set is one test, so its time is the pages' sum: a budget per page, not the suite's minute (beside the
// replica test CI's two cores are busy, and a page's picture may take a few seconds).
const SECONDS_PER_PAGE = 6;

test('a full-page screenshot of every page', async ({ page }, testInfo) => {
  test.setTimeout(PAGES.length * SECONDS_PER_PAGE * 1000);
  const width = page.viewportSize()!.width;
  for (const path of PAGES) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.locator('main h1')).toBeVisible();
      // Every image in the page, lazy ones included, every part, and the fonts are drawn before the picture is
      // taken. (Waiting for the network to fall quiet instead cost half a second a page, and the page looks the
      // same hydrated.)
      await page.evaluate(async () => {
        for (const image of Array.from(document.images)) image.loading = 'eager';
        // Parts laid out only near the screen (content-visibility: auto) would be blank beyond it in the picture.
        for (const element of Array.from(document.querySelectorAll<HTMLElement>('main *')))
          if (getComputedStyle(element).contentVisibility === 'auto')
            element.style.contentVisibility = 'visible';
        await Promise.all(Array.from(document.images).map((image) => image.decode().catch(() => undefined)));
        await document.fonts.ready;
      });
      await page.screenshot({
        path: `test-results/screenshots/${width}/${fileName(path)}.png`,
        fullPage: true,
      });
      testInfo.annotations.push({ type: 'screenshot', description: `${width}/${fileName(path)}.png` });
    });
  }
});
