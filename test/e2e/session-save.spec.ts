import { type APIRequestContext, type BrowserContext } from '@playwright/test';
import { expect, test } from './transition-recording';
import { E2E_ADMIN_TOKEN } from '../../playwright.config';
import { onOwnServer, type OwnServer } from './own-server';
import { SurveyDriver, monthsAgo } from './survey-driver';

interface StepStats {
  step: string;
  reached: number;
  left: number;
}

async function funnel(request: APIRequestContext): Promise<Map<string, StepStats>> {
  const response = await request.get('/api/analytics/funnel?variant=v4nv', {
    headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  expect(response.status()).toBe(200);
  const { steps } = (await response.json()) as { steps: StepStats[] };
  return new Map(steps.map((entry) => [entry.step, entry]));
}

// Width does not matter here: one viewport is enough (playwright.config.ts runs it at one).
test('each visitor who leaves /survey/v4nv is saved where they left, and the funnel analytics count them', async ({
  browser,
  playwright,
}) => {
  // Its own server: the other worker's walks of /survey/v4nv would add to the counts.
  await onOwnServer(playwright, walkAndCount);

  async function walkAndCount(server: OwnServer, request: APIRequestContext) {
    const before = await funnel(request);
    const count = (stats: Map<string, StepStats>, step: string, key: 'reached' | 'left') =>
      stats.get(step)?.[key] ?? 0;
    const { month, year } = monthsAgo(3);

    // One visitor leaves at AtFault, the next at WasUserInjured: each leaves by going to another page. Each is a
    // browser of its own: the same tab would resume its funnel.
    // The visitors' browsers stay open until the counts are read: the report leaves as a beacon when the page is
    // left, and closing the browser at once could cut it off on its way (a real phone's browser sends it on). On a
    // loaded machine the first visitor was once never counted that way.
    const visitors: BrowserContext[] = [];
    for (const answers of [[], ['AtFault']]) {
      const visitor = await browser.newContext({ baseURL: server.baseURL });
      visitors.push(visitor);
      const page = await visitor.newPage();
      // The session report is loaded once the page is idle (src/funnel/use-funnel-saving.ts): a visitor who leaves
      // before then is not reported, and this test is about those who leave after.
      const reportLoaded = page.waitForResponse((response) => response.url().includes('session-report'));
      await page.goto('/survey/v4nv');
      const survey = new SurveyDriver(page);
      await survey.accidentDate(month, year);
      for (const step of answers) await survey.choose(step, 'No');
      await survey.expectStep(answers.length === 0 ? 'AtFault' : 'WasUserInjured');
      await reportLoaded;
      await page.goto('/about-us/');
    }

    await expect
      .poll(async () => {
        const after = await funnel(request);
        return ['WhenWasTheAccident', 'AtFault', 'WasUserInjured'].map((step) => [
          count(after, step, 'reached') - count(before, step, 'reached'),
          count(after, step, 'left') - count(before, step, 'left'),
        ]);
      })
      .toEqual([
        [2, 0],
        [2, 1],
        [1, 1],
      ]);
    for (const visitor of visitors) await visitor.close();
  }
});
