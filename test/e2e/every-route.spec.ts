import { expect, test } from './transition-recording';
import { loadVariant } from '../../variants';
import { SURVEY_ROUTES } from '../../variants/route-table';
import { browserPaths, walkPath } from './generated-walk';
import { waitForHydration } from './held-scripts';

/**
 * Every way the route table sets up a survey (its variant, its thank-you page and its language), walked in
 * Chromium along its shortest generated path to its thank-you page (or, for a flow that ends on its own screen,
 * that screen). Paths that differ only in their offer ids open the same pages, so one of them is walked; each
 * path's first step is checked in its prerendered HTML by variants.spec.ts. One viewport and no slide animation
 * are enough here: the sample walks in variants.spec.ts and v4nv.spec.ts take both viewports and the animation.
 */
const SURVEY_SETUPS = [
  ...new Map(
    SURVEY_ROUTES.map((route) => [`${route.variant} ${route.thankYouPage} ${route.language}`, route]),
  ).values(),
];

test.use({ reducedMotion: 'reduce' });

for (const route of SURVEY_SETUPS) {
  test(`${route.path} walks to its thank-you page`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop-1280', 'walked once, at desktop width');
    const definition = await loadVariant(route.variant);
    const [shortest] = [...browserPaths(definition, route)].sort((a, b) => a.steps.length - b.steps.length);
    const email = `route${route.path.replaceAll('/', '.')}@example.com`;
    // The phone check before a one-to-one post has its own walks (one-to-one.spec.ts); here it is switched off.
    await page.goto(route.flags?.on?.includes('verify-phone') ? `${route.path}?verify-phone=no` : route.path);
    await expect(page.locator(`[data-variant="${route.variant}"]`)).toBeVisible();
    await waitForHydration(page);
    await walkPath(page, definition, shortest!, { email });
    // A flow that ends on its own screen after the post (GPO and MMM) opens no thank-you page.
    const ownEnd = Object.values(definition.steps).find(
      (step) => step.submit && typeof step.next === 'string' && !step.nextOnlyWhen,
    )?.next;
    if (typeof ownEnd === 'string') {
      await expect(page.locator(`section[data-step="${ownEnd}"]`)).toBeVisible();
    } else {
      await page.waitForURL((url) => url.pathname === route.thankYouPage);
      expect(new URL(page.url()).searchParams.get('email')).toBe(email);
    }
  });
}
