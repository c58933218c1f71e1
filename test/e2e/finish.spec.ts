import { expect, test } from '@playwright/test';
import { waitForHydration } from './held-scripts';

/** The finish a visitor notices, on a phone's screen (375×667). */
test.use({ viewport: { width: 375, height: 667 } });

test('the description counter speaks of one word and one character in the singular', async ({ page }) => {
  await page.goto('/survey/one-page');
  await waitForHydration(page);
  const description = page.locator('textarea[name="case_description"]');
  await description.fill('Hit');
  const counter = page.locator(
    `#${await description.getAttribute('aria-describedby').then((ids) => ids!.split(' ')[0])}`,
  );
  await expect(counter).toHaveText('3 characters · 1 word');
  await description.fill('I');
  await expect(counter).toHaveText('1 character · 1 word');
  await description.fill('Hit from behind');
  await expect(counter).toHaveText('15 characters · 3 words');
});

test('the contact form suggests the common domain the visitor meant, as the survey does', async ({
  page,
}) => {
  await page.goto('/contact/');
  await waitForHydration(page);
  const email = page.getByLabel('E-mail', { exact: true });
  await email.fill('maria.lopez@gmial.com');
  const use = page.getByRole('button', { name: 'Use maria.lopez@gmail.com' });
  await expect(use).toBeVisible();
  await use.click();
  await expect(email).toHaveValue('maria.lopez@gmail.com');
  await expect(use).toBeHidden();
});
