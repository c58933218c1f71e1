import { expect, test } from '@playwright/test';
import { loadVariant } from '../../variants';
import { findSurveyRoute } from '../../variants/route-table';
import { browserPaths, longestPath, walkPath } from './generated-walk';
import { waitForHydration } from './held-scripts';
import { openSubmitScreen, submitScreens } from './submit-screens';
import { SurveyDriver } from './survey-driver';

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

test('every answer of the injury step is in view on a phone, "I was not injured" among them', async ({
  page,
}) => {
  const route = findSurveyRoute('/survey/v4nv')!;
  const definition = await loadVariant(route.variant);
  const full = longestPath(browserPaths(definition, route), ['WasUserInjured']);
  await page.goto(route.path);
  await walkPath(page, definition, {
    ...full,
    steps: full.steps.slice(0, full.steps.indexOf('WasUserInjured')),
  });
  const survey = new SurveyDriver(page);
  await survey.expectStep('WasUserInjured');
  const answers = survey.step('WasUserInjured').locator('[data-part="answers"] button');
  await expect(answers).toHaveCount(9);
  await expect(answers.last()).toHaveText('I was not injured');
  for (const answer of await answers.all()) await expect(answer).toBeInViewport({ ratio: 1 });
});

test('on the one-to-one step the docked consent says how many firms it covers, and brings them into view', async ({
  page,
}) => {
  const screen = (await submitScreens()).find(
    (candidate) => candidate.name === '/survey/v4nv-d2 PhoneAndBuyersConsent',
  )!;
  await openSubmitScreen(page, screen);
  const section = page.locator(`section[data-step="${screen.step}"]`);
  await expect(section.locator('[data-action="submit"]')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  const covered = () =>
    page.evaluate(() => {
      const dockTop = document.querySelector('[data-part="submit-bar"]')!.getBoundingClientRect().top;
      return [...document.querySelectorAll('input[name="selected_buyers"]')].filter(
        (input) =>
          input.closest('label')!.getBoundingClientRect().bottom > Math.min(dockTop, innerHeight) + 1,
      ).length;
    });
  const hint = section.locator('[data-part="firms-below"] button');
  await expect(hint).toHaveText(/^\d+ more law firms? below/);
  const count = Number((await hint.textContent())!.split(' ')[0]);
  expect(count).toBeGreaterThan(0);
  expect(count).toBe(await covered());
  await hint.click();
  await expect(hint).toHaveCount(0);
  expect(await covered()).toBe(0);
  for (const firm of await section.locator('input[name="selected_buyers"]').all())
    await expect(firm).toBeInViewport({ ratio: 1 });
});
