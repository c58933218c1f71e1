import { expect, test } from '@playwright/test';
import { loadVariant } from '../../variants';
import { findSurveyRoute } from '../../variants/routes/route-table';
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
  // Tapped where it is: Playwright's own click scrolls a docked element first, which shows the firms by itself.
  const box = (await hint.boundingBox())!;
  const line = section.locator('[data-part="firms-below"]');
  const lineHeight = (await line.boundingBox())!.height;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  // Gone, its place kept: what is below it in the dock does not move under a finger on its way there.
  await expect(hint).toBeHidden();
  expect((await line.boundingBox())!.height).toBe(lineHeight);
  expect(await covered()).toBe(0);
  for (const firm of await section.locator('input[name="selected_buyers"]').all())
    await expect(firm).toBeInViewport({ ratio: 1 });
});

test('a funding seeker is asked for funding words on the way, never for an attorney match', async ({
  page,
}) => {
  const route = findSurveyRoute('/survey/v4nv')!;
  const definition = await loadVariant(route.variant);
  const full = longestPath(browserPaths(definition, route), ['FundingAmount', 'NameAndEmail', 'PhoneAndZip']);
  await page.goto(route.path);
  await walkPath(page, definition, {
    ...full,
    steps: full.steps.slice(0, full.steps.indexOf('PhoneAndZip')),
  });
  const survey = new SurveyDriver(page);
  await survey.expectStep('PhoneAndZip');
  const last = survey.step('PhoneAndZip');
  await expect(last.getByRole('heading', { level: 1 })).toHaveText(
    'Last step: where can a funding specialist reach you?',
  );
  await expect(last.locator('[data-action="submit"]')).toHaveText('Get my funding review');
  await expect(last.locator('[data-part="consent"]')).toContainText('By clicking "Get my funding review"');
  await expect(page.locator('main')).not.toContainText(/match(ed)? (you )?with an attorney|case review/i);
  await page.getByRole('button', { name: /Back/ }).first().click();
  await survey.expectStep('NameAndEmail');
  await expect(survey.step('NameAndEmail').getByRole('heading', { level: 1 })).toHaveText(
    'Who should we contact about funding?',
  );
});

test('a reload resumes the step at once: the first question is never painted before it', async ({ page }) => {
  const route = findSurveyRoute('/survey/v4nv')!;
  const definition = await loadVariant(route.variant);
  const full = longestPath(browserPaths(definition, route), ['PoliceReportFiled']);
  await page.goto(route.path);
  await walkPath(page, definition, {
    ...full,
    steps: full.steps.slice(0, full.steps.indexOf('PoliceReportFiled')),
  });
  const survey = new SurveyDriver(page);
  await survey.expectStep('PoliceReportFiled');
  // From the reload on, every frame notes the steps it paints (visibility included).
  await page.addInitScript(() => {
    const painted: string[] = [];
    Object.assign(window, { paintedSteps: painted });
    const look = () => {
      for (const section of document.querySelectorAll('section[data-step]'))
        if (section.checkVisibility({ visibilityProperty: true }))
          painted.push(section.getAttribute('data-step')!);
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await page.reload();
  await survey.expectStep('PoliceReportFiled');
  await waitForHydration(page);
  const painted = await page.evaluate(() => (window as unknown as { paintedSteps: string[] }).paintedSteps);
  expect(painted).toContain('PoliceReportFiled');
  expect(painted).not.toContain(definition.start);
});
