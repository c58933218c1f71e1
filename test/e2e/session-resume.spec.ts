import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext } from '@playwright/test';
import { expect, test } from './transition-recording';
import { SurveyDriver, monthsAgo } from './survey-driver';

/** Answers the first three questions of /survey/v4nv in a page of the given browser, and closes the page. */
async function startFunnel(context: BrowserContext) {
  const page = await context.newPage();
  await page.goto('/survey/v4nv');
  const survey = new SurveyDriver(page);
  const { month, year } = monthsAgo(3);
  await survey.accidentDate(month, year);
  await survey.choose('AtFault', 'No');
  await survey.choose('WasUserInjured', 'None');
  await survey.expectStep('PoliceReportFiled');
  await page.close();
}

test('a visitor who comes back in another tab is asked whether to continue or start over', async ({
  browser,
}, testInfo) => {
  test.skip(
    testInfo.project.name !== 'phone-375',
    'one viewport: the prompt was looked at in both, the flow is the same',
  );
  test.setTimeout(120_000);
  const baseURL = testInfo.project.use.baseURL;
  const first = await browser.newContext({ baseURL, viewport: testInfo.project.use.viewport });
  await startFunnel(first);
  // The next day on the same device: a new browser with the same storage.
  const state = await first.storageState();
  await first.close();

  const returning = await browser.newContext({
    baseURL,
    viewport: testInfo.project.use.viewport,
    storageState: state,
  });
  const page = await returning.newPage();
  const survey = new SurveyDriver(page);
  await page.goto('/survey/v4nv');
  const dialog = page.getByRole('dialog', { name: 'Welcome back' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Continue where I left off' })).toBeFocused();
  const axe = await new AxeBuilder({ page }).include('[data-part="resume-prompt"]').analyze();
  expect(axe.violations).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('resume-prompt.png') });

  await dialog.getByRole('button', { name: 'Continue where I left off' }).click();
  await expect(dialog).toBeHidden();
  await survey.expectStep('PoliceReportFiled');
  // Back returns along the path taken before.
  await page.locator('[data-action="back"]').click();
  await survey.expectStep('WasUserInjured');

  // Another tab of the same browser is asked too; starting over opens the first question and forgets the rest.
  const other = await returning.newPage();
  await other.goto('/survey/v4nv');
  await other.getByRole('button', { name: 'Start over' }).click();
  await new SurveyDriver(other).expectStep('WhenWasTheAccident');
  await expect(other.locator('[data-action="back"]')).toHaveCount(0);
  await other.reload();
  await new SurveyDriver(other).expectStep('WhenWasTheAccident');
  await expect(other.getByRole('dialog')).toHaveCount(0);

  // Escape closes the prompt and leaves the first question.
  await startFunnel(returning);
  const third = await returning.newPage();
  await third.goto('/survey/v4nv');
  await expect(third.getByRole('dialog')).toBeVisible();
  await third.keyboard.press('Escape');
  await expect(third.getByRole('dialog')).toHaveCount(0);
  await new SurveyDriver(third).expectStep('WhenWasTheAccident');
  await returning.close();
});
