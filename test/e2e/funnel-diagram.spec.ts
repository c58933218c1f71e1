import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './transition-recording';
import { E2E_ADMIN_TOKEN } from '../../playwright.config';
import { onOwnServer, type OwnServer } from './own-server';
import { SurveyDriver, monthsAgo } from './survey-driver';

interface StepStats {
  step: string;
  reached: number;
  left: number;
  median_seconds: number | null;
  branches: { to: string; sessions: number; share: number }[];
}
const operator = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

/** Walks /survey/v4nv: the accident date and then the given answers, or nothing at all (null). */
async function walk(page: Page, answers: readonly (readonly [string, string])[] | null) {
  const { month, year } = monthsAgo(3);
  const survey = new SurveyDriver(page);
  await page.goto('/survey/v4nv');
  if (answers === null) return survey.expectStep('WhenWasTheAccident');
  await survey.accidentDate(month, year);
  for (const [step, answer] of answers) await survey.choose(step, answer);
}

/** What the SVG says, read from its text as a person would: each step box's counts and each arrow's share. */
async function drawnNumbers(request: APIRequestContext, query: string) {
  const response = await request.get(`/api/analytics/funnel/diagram.svg?${query}`, { headers: operator });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('image/svg+xml');
  const svg = await response.text();
  const boxes = new Map<string, { reached: number; left: number; median: string }>();
  for (const match of svg.matchAll(
    /data-step="([^"]+)">[\s\S]*?reached (\d+) · left (\d+) · median ([^<]+)<\/text>/g,
  )) {
    boxes.set(match[1]!, { reached: Number(match[2]), left: Number(match[3]), median: match[4]! });
  }
  const shares = new Map<string, string>();
  for (const match of svg.matchAll(
    /data-from="step:([^"]+)" data-to="step:([^"]+)"[^>]*>[\s\S]*?<text class="share"[^>]*>([^<]+)<\/text>/g,
  )) {
    shares.set(`${match[1]} -> ${match[2]}`, match[3]!);
  }
  return { svg, boxes, shares };
}

test('after a dozen walks of /survey/v4nv, the drawn funnel shows the numbers the analytics answer', async ({
  browser,
  playwright,
  page,
}, testInfo) => {
  test.setTimeout(420_000);
  // Its own server: the other worker's walks of /survey/v4nv would add to the counts.
  await onOwnServer(playwright, walkAndCompare);

  async function walkAndCompare(server: OwnServer, request: APIRequestContext) {
    const since = new Date(Date.now() - 1000).toISOString();
    const injured = [
      ['AtFault', 'No'],
      ['WasUserInjured', 'Back or Neck Pain'],
      ['DidYouReceiveMedicalTreatment', 'Yes'],
      ['PoliceReportFiled', 'Yes'],
      ['HasLawyer', 'No'],
    ] as const;
    const unhurt = [
      ['AtFault', 'No'],
      ['WasUserInjured', 'None'],
      ['PoliceReportFiled', 'Yes'],
      ['HasLawyer', 'No'],
    ] as const;
    // Twelve visitors, each stopping after a different number of answers on one of two branches.
    const walks = [
      null,
      ...[0, 1, 2, 3, 4, 5].map((count) => injured.slice(0, count)),
      ...[2, 3, 3, 4, 4].map((count) => unhurt.slice(0, count)),
    ];
    const query = `variant=v4nv&from=${encodeURIComponent(since)}`;
    const sessionsSaved = async () => {
      const response = await request.get(`/api/analytics/funnel?${query}`, { headers: operator });
      return ((await response.json()) as { sessions: number }).sessions;
    };
    for (const [visitors, answers] of walks.entries()) {
      // A browser of its own for each visitor: the same tab would resume its funnel.
      const visitor = await browser.newContext({ baseURL: server.baseURL });
      const visitorPage = await visitor.newPage();
      await walk(visitorPage, answers);
      // The session reporter loads after the page: a visitor who leaves before it has loaded is not counted, so the
      // walk waits for its chunk rather than for a quiet network, which a loaded machine reaches too early.
      await visitorPage.waitForFunction(() =>
        performance.getEntriesByType('resource').some((entry) => entry.name.includes('/session-report-')),
      );
      await visitorPage.goto('/about-us/');
      // The report leaves as a beacon as the page goes; the browser stays open until it has arrived, as a
      // visitor's does (closing the whole browser at once would drop it).
      await expect.poll(sessionsSaved, { timeout: 20_000 }).toBe(visitors + 1);
      await visitor.close();
    }

    let json: { sessions: number; steps: StepStats[] } = { sessions: 0, steps: [] };
    await expect
      .poll(
        async () => {
          const response = await request.get(`/api/analytics/funnel?${query}`, { headers: operator });
          json = (await response.json()) as typeof json;
          return json.sessions;
        },
        { timeout: 20_000 },
      )
      .toBe(12);

    const drawn = await drawnNumbers(request, query);
    const expected = (step: string) => json.steps.find((entry) => entry.step === step)!;
    // Known counts, so a diagram and an answer that were both wrong the same way would still fail.
    expect(expected('WhenWasTheAccident')).toMatchObject({ reached: 12, left: 1 });
    expect(expected('AtFault')).toMatchObject({ reached: 11, left: 1 });
    expect(expected('WasUserInjured')).toMatchObject({ reached: 10, left: 1 });
    expect(expected('PoliceReportFiled')).toMatchObject({ reached: 8, left: 2 });
    expect(expected('HasLawyer')).toMatchObject({ reached: 6, left: 3 });
    expect(expected('IncidentDescription')).toMatchObject({ reached: 3, left: 3 });
    for (const step of json.steps) {
      const box = drawn.boxes.get(step.step);
      expect(box, step.step).toBeDefined();
      expect({ reached: box!.reached, left: box!.left }, step.step).toEqual({
        reached: step.reached,
        left: step.left,
      });
      expect(box!.median, step.step).toBe(
        step.median_seconds === null ? '–' : `${Number(step.median_seconds.toFixed(1))} s`,
      );
      for (const branch of step.branches) {
        expect(drawn.shares.get(`${step.step} -> ${branch.to}`), `${step.step} -> ${branch.to}`).toBe(
          `${Number((branch.share * 100).toFixed(1))} %`,
        );
      }
    }
    // Of the nine who answered WasUserInjured, four said they were hurt and five not.
    expect(drawn.shares.get('WasUserInjured -> DidYouReceiveMedicalTreatment')).toBe('44.4 %');
    expect(drawn.shares.get('WasUserInjured -> PoliceReportFiled')).toBe('55.6 %');

    // Opened as a page, as an operator would open the download.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.setExtraHTTPHeaders(operator);
    await page.goto(`${server.baseURL}/api/analytics/funnel/diagram.svg?${query}`);
    await expect(page.locator('svg g.box[data-step="HasLawyer"]')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('funnel-diagram.png') });
  }
});
