import { expect, test } from '@playwright/test';
import { loadVariant } from '../../variants';
import { SURVEY_ROUTES } from '../../variants/route-table';
import { browserPaths, walkPath } from './generated-walk';
import { waitForHydration } from './held-scripts';

/**
 * Every path of the route table, walked in Chromium along its shortest generated path to its thank-you page
 * (or, for a flow that ends on its own screen, that screen). One viewport is enough: the sample walks in
 * variants.spec.ts cover both.
 */
for (const route of SURVEY_ROUTES) {
  test(`${route.path} walks to its thank-you page`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop-1280', 'walked once, at desktop width');
    const definition = await loadVariant(route.variant);
    const [shortest] = [...browserPaths(definition, route)].sort((a, b) => a.steps.length - b.steps.length);
    const email = `route${route.path.replaceAll('/', '.')}@example.com`;
    await page.goto(route.path);
    await expect(page.locator(`[data-variant="${route.variant}"]`)).toBeVisible();
    await waitForHydration(page);
    await walkPath(page, definition, shortest!, { email });
    // A flow that ends on its own screen after the post (GPO and MMM, benefits) opens no thank-you page.
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
