import { expect, test } from './transition-recording';
import { THEMES } from '../../variants/routes/page-flags';

/** The theme gallery for product owners: its screenshots at 375 and 1280 px are kept in CI's test-results. */
test('the theme gallery shows a step in every theme and flag, not indexed', async ({ page }, testInfo) => {
  await page.goto('/survey-theme-gallery/');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  for (const theme of THEMES) {
    await expect(page.locator(`[data-gallery-frame="theme=${theme}"]`)).toHaveAttribute('data-theme', theme);
  }
  await expect(page.locator('[data-gallery-frame="show-meter"] [role="meter"]')).toBeVisible();
  const path = testInfo.outputPath(`theme-gallery-${testInfo.project.name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach('theme gallery', { path, contentType: 'image/png' });
});
