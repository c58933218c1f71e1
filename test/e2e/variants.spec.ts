import { expect, test } from './transition-recording';
import { seriousViolations } from './accessibility';
import { loadVariant } from '../../variants';
import { SURVEY_ROUTES, findSurveyRoute } from '../../variants/routes/route-table';
import { shownStep } from '../../machines/definition-language';
import { browserPaths, longestPath, walkPath } from './generated-walk';
import { waitForHydration } from './held-scripts';
import { SurveyDriver } from './survey-driver';

test.describe.configure({ mode: 'serial' });

test('every path of the route table opens its variant at its first step, in the prerendered HTML', async ({
  request,
}) => {
  for (const route of SURVEY_ROUTES) {
    const definition = await loadVariant(route.variant);
    const start = definition.steps[definition.start]!;
    const first =
      route.skipIntro && shownStep(definition, definition.start)?.kind === 'intro'
        ? typeof start.next === 'string'
          ? start.next
          : start.next!.at(-1)!.to
        : definition.start;
    const response = await request.get(route.path);
    expect(response.status(), route.path).toBe(200);
    const html = await response.text();
    expect(html, route.path).toContain(`data-variant="${route.variant}"`);
    expect(html, route.path).toContain(`data-step="${first}"`);
    expect(html, route.path).toContain(`<html lang="${route.language}"`);
  }
});

test('unknown paths answer 404 with a helpful page', async ({ request }) => {
  for (const path of ['/survey/v4nv-d9', '/survey/v9']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text()).toContain('href="/"');
  }
});

test('the Spanish survey speaks Spanish: question, answers, errors, consent and button', async ({ page }) => {
  const survey = new SurveyDriver(page);
  await page.goto('/survey/es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await survey.step('StartPath').getByRole('button', { name: 'Comenzar' }).click();
  await survey.expectStep('WhenWasTheAccident');
  await expect(survey.step('WhenWasTheAccident').getByRole('heading', { level: 1 })).toHaveText(
    '¿Cuándo ocurrió el accidente?',
  );
  await survey.step('WhenWasTheAccident').getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText('Por favor complete este campo.').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Atrás' })).toBeVisible();
});

test('GPO: the overlay shows while the last step posts, then the funnel ends on its ThankYouStep', async ({
  page,
}) => {
  const route = findSurveyRoute('/gpo')!;
  const definition = await loadVariant(route.variant);
  const path = longestPath(browserPaths(definition, route));
  await page.goto(route.path);
  // The overlay is the script's: before hydration a tap is a form post and a new page.
  await waitForHydration(page);
  await walkPath(page, definition, path, { email: 'gpo.walk@example.com' });
  await expect(page.locator('section[data-step="ThankYouStep"]')).toBeVisible();
  await expect(page.getByTestId('submit-overlay')).toHaveCount(0);
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  expect(new URL(page.url()).pathname).toBe('/gpo');
});

test('simple flow: a failed post keeps the visitor on the last step, and sending again reaches the thank-you page', async ({
  page,
}, testInfo) => {
  test.skip(
    testInfo.project.name !== 'phone-375',
    'one viewport: the walk proves what the browser does after a failed post',
  );
  const route = findSurveyRoute('/survey/v3')!;
  const definition = await loadVariant(route.variant);
  const path = longestPath(browserPaths(definition, route));
  await page.route('**/post-lead', (request) => request.fulfill({ status: 503, body: 'down' }));
  await page.goto(route.path);
  // The failed post is the script's: before hydration a tap is a form post to the page, which this route misses.
  await waitForHydration(page);
  await walkPath(page, definition, path, { email: `simple.${testInfo.project.name}@example.com` });
  const survey = new SurveyDriver(page);
  // The client tries four times with backoff (about 2 s) after loading its chunks: on a busy machine 5 s is short.
  await expect(page.getByRole('alert')).toContainText('We could not send your answers', { timeout: 20_000 });
  await survey.expectStep('PhoneAndZip');
  expect(new URL(page.url()).pathname).toBe('/survey/v3');
  await page.unroute('**/post-lead');
  await survey.step('PhoneAndZip').locator('[data-action="submit"]').click();
  await page.waitForURL((url) => url.pathname === route.thankYouPage);
});

test('new step kinds and layouts have no serious or critical accessibility violation', async ({
  page,
}, testInfo) => {
  for (const [path, upTo] of [
    ['/survey/es', 'WasUserInjured'],
    ['/yt', 'SocialDropWhenWasTheAccident'],
    ['/survey/v4', 'AutoAccidentCaseWorth'],
    ['/quiz', 'End'],
  ] as const) {
    const route = findSurveyRoute(path)!;
    const definition = await loadVariant(route.variant);
    const full = longestPath(browserPaths(definition, route), [upTo]);
    const shown = full.steps.indexOf(upTo);
    await page.goto(path);
    await walkPath(page, definition, { ...full, steps: full.steps.slice(0, shown) });
    await new SurveyDriver(page).expectStep(upTo);
    // The browsers prefer reduced motion (playwright.config.ts): no slide is fading in while colours are measured.
    expect(await seriousViolations(page), `${path} at ${upTo}`).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await seriousViolations(page), `${path} at ${upTo}, 1280 px`).toEqual([]);
    await page.setViewportSize(testInfo.project.use.viewport!);
  }
});
