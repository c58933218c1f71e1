import { expect, type Page } from '@playwright/test';

/** Drives the survey through its stable testing hooks (docs/design.md), as a visitor would. */
export class SurveyDriver {
  constructor(
    private readonly page: Page,
    private readonly screenshotDir?: string,
  ) {}

  /** The step on screen (the one sliding out is inert and not counted). */
  step(name: string) {
    return this.page.locator(`section[data-step="${name}"]:not([inert] *)`);
  }

  async expectStep(name: string) {
    await expect(this.step(name)).toBeVisible();
    if (this.screenshotDir) {
      await this.page.waitForTimeout(600);
      await this.page.screenshot({ path: `${this.screenshotDir}/${name}.png`, fullPage: true });
    }
  }

  async progress(): Promise<number> {
    return Number(await this.page.getByRole('progressbar').getAttribute('aria-valuenow'));
  }

  async choose(stepName: string, answer: string) {
    await this.expectStep(stepName);
    await this.step(stepName).locator(`[data-answer="${answer}"]`).click();
  }

  async accidentDate(month: string, year: string) {
    await this.expectStep('WhenWasTheAccident');
    const step = this.step('WhenWasTheAccident');
    await step.locator('select[name="injury_month"]').selectOption(month);
    await step.locator('select[name="injury_year"]').selectOption(year);
    await step.locator('[data-action="next"]').click();
  }

  async fill(stepName: string, values: Record<string, string>, action: 'next' | 'submit' = 'next') {
    await this.expectStep(stepName);
    const step = this.step(stepName);
    for (const [name, value] of Object.entries(values)) await step.locator(`[name="${name}"]`).fill(value);
    await step.locator(`[data-action="${action}"]`).click();
  }
}

/** Month and year a number of months before today, as the survey's selects store them. */
export function monthsAgo(months: number): { month: string; year: string } {
  const date = new Date();
  date.setDate(1);
  date.setMonth(date.getMonth() - months);
  return { month: String(date.getMonth() + 1).padStart(2, '0'), year: String(date.getFullYear()) };
}

/** Walks /survey/v4nv (with `query`) up to its last step, an injured visitor not at fault with a description. */
export async function walkToCombinedLastStep(page: Page, query: string): Promise<SurveyDriver> {
  const survey = new SurveyDriver(page);
  await page.goto(`/survey/v4nv?${query}`);
  const { month, year } = monthsAgo(3);
  await survey.accidentDate(month, year);
  await survey.choose('AtFault', 'No');
  await survey.choose('WasUserInjured', 'Back or Neck Pain');
  await survey.choose('DidYouReceiveMedicalTreatment', 'Yes');
  await survey.choose('PoliceReportFiled', 'Yes');
  await survey.choose('HasLawyer', 'No');
  await survey.fill('IncidentDescription', {
    case_description: 'A pickup truck ran the red light and hit the side of my car.',
  });
  return survey;
}
