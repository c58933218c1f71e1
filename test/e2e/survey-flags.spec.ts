import { type Page } from '@playwright/test';
import { expect, test } from './transition-recording';
import { seriousViolations } from './accessibility';
import { THEMES } from '../../variants/routes/page-flags';
import { holdPageScripts, waitForHydration } from './held-scripts';
import { storedLead } from './server-records';
import { SurveyDriver, monthsAgo } from './survey-driver';

/** The themed-variant flags (spec section 2) on /survey/v4nv: each set by query, each seen on the screen. */

const survey = (query: string) => `/survey/v4nv?${query}`;
const root = (page: Page) => page.locator('[data-variant="v4nv"]');
const firstStep = (page: Page) => page.locator('section[data-step="WhenWasTheAccident"]');

// The flags look the same at every width: the phone is enough.
test.skip(({ viewport }) => (viewport?.width ?? 0) > 375, 'phone only');

test('the query’s flags are on the survey root before the page’s script runs, with no layout shift', async ({
  page,
}) => {
  const release = await holdPageScripts(page);
  await page.goto(survey('theme=v3&logo=v2&progress=v2&show-meter=yes&rounded-buttons=yes&font=serif'), {
    waitUntil: 'commit',
  });
  await expect(root(page)).toHaveAttribute('data-theme', 'v3');
  await expect(root(page)).toHaveAttribute('data-logo', 'v2');
  await expect(root(page)).toHaveAttribute('data-font', 'serif');
  await expect(root(page)).toHaveAttribute('data-progress-style', 'v2');
  await expect(root(page)).toHaveAttribute('data-flags', 'rounded-buttons show-meter');
  await expect(page.getByRole('meter')).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { shifts: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        (window as unknown as { shifts: number }).shifts += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  release();
  await page.waitForFunction(() => (window as unknown as { __hydrated?: boolean }).__hydrated === true);
  await page.waitForLoadState('networkidle');
  await expect(root(page)).toHaveAttribute('data-flags', 'rounded-buttons show-meter');
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
});

const style = (page: Page, selector: string, property: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

test('each flag visibly changes the screen as its name says', async ({ page }) => {
  const next = '[data-step="WhenWasTheAccident"] [data-action="next"]';
  await page.goto(survey(''));
  const plain = {
    button: await style(page, next, 'background-color'),
    radius: await style(page, next, 'border-radius'),
    heading: await firstStep(page).getByRole('heading').innerText(),
  };
  await expect(page.getByText('Your information is secure')).toBeVisible();
  await expect(page.locator('[data-part="progress-caption"]')).toContainText('%');

  const checks: [string, () => Promise<void>][] = [
    ['theme=v3', async () => expect(await style(page, next, 'background-color')).not.toBe(plain.button)],
    [
      'rounded-buttons=yes',
      async () => expect(await style(page, next, 'border-radius')).not.toBe(plain.radius),
    ],
    [
      'remove-percent-sign=yes',
      async () => expect(await page.locator('[data-part="progress-caption"]').innerText()).not.toContain('%'),
    ],
    ['remove-privacy-guarantee=yes', () => expect(page.getByText('Your information is secure')).toBeHidden()],
    ['show-social-proof=yes', () => expect(page.locator('[data-part="social-proof"]')).toBeVisible()],
    [
      'update-text-first-question=yes',
      async () => {
        await expect(firstStep(page).getByRole('heading', { name: /see if you qualify/ })).toBeVisible();
        expect(await firstStep(page).getByRole('heading').innerText()).not.toBe(plain.heading);
      },
    ],
    ['extra-header=yes', () => expect(page.locator('[data-part="extra-header"]')).toBeVisible()],
    ['match-with-lawyer-header=yes', () => expect(page.locator('[data-part="match-header"]')).toBeVisible()],
    ['logo=v1', () => expect(page.locator('[data-part="logo-name"]')).toBeVisible()],
    ['progress=none', () => expect(page.getByRole('progressbar')).toBeHidden()],
    ['progress=v2', () => expect(page.locator('[data-part="progress-line"]')).toBeVisible()],
    ['progress-tracking=yes', () => expect(page.getByRole('list', { name: 'Your progress' })).toBeVisible()],
    ['show-meter=yes', () => expect(page.getByRole('meter')).toBeVisible()],
    [
      'show-accident-timeframe=yes',
      () => expect(page.locator('[data-answer="Within 1 Month"]')).toBeVisible(),
    ],
  ];
  for (const [query, check] of checks) {
    await page.goto(survey(query));
    await expect(root(page), query).toHaveAttribute(
      'data-flags',
      query.endsWith('=yes') ? query.split('=')[0]! : '',
    );
    await check();
  }
  // Without a flag, its parts stay hidden.
  await page.goto(survey(''));
  for (const part of [
    'social-proof',
    'extra-header',
    'match-header',
    'meter',
    'timeframe',
    'progress-stages',
  ])
    await expect(page.locator(`[data-part="${part}"]`), part).toBeHidden();
});

test('two-column-grid lays the time frames of show-accident-timeframe out in even columns, phone and desktop', async ({
  page,
}) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(survey('two-column-grid=yes&show-accident-timeframe=yes'));
    const boxes = await page.locator('[data-part="timeframe"] button').evaluateAll((buttons) =>
      buttons.map((button) => {
        const box = button.getBoundingClientRect();
        return { left: Math.round(box.left), width: Math.round(box.width) };
      }),
    );
    expect(boxes, `${width} px`).toHaveLength(6);
    expect(new Set(boxes.map((box) => box.width)).size, `${width} px: one width`).toBe(1);
    expect(new Set(boxes.map((box) => box.left)).size, `${width} px: two columns`).toBe(2);
  }
});

test.describe('where a step change scrolls', () => {
  const { month, year } = monthsAgo(4);

  /** Answers the first step with the page scrolled down by `scrolledBy`, and gives the scroll after the change. */
  async function scrollAfterAStep(page: Page, query: string, scrolledBy: number) {
    const driver = new SurveyDriver(page);
    await page.goto(survey(query));
    await page.waitForFunction(() => (window as { __hydrated?: boolean }).__hydrated === true);
    const step = driver.step('WhenWasTheAccident');
    await step.locator('select[name="injury_month"]').selectOption(month);
    await step.locator('select[name="injury_year"]').selectOption(year);
    await page.evaluate((by) => window.scrollTo(0, by), scrolledBy);
    await step.locator('[data-action="next"]').click();
    await driver.expectStep('AtFault');
    // The step change scrolls (at once: the browser prefers reduced motion), then focuses the new question.
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.closest('[data-step]')?.getAttribute('data-step')),
      )
      .toBe('AtFault');
    return page.evaluate(() => {
      // The next case starts a fresh survey: not this one resumed in the tab, nor offered as kept on the device.
      sessionStorage.clear();
      localStorage.clear();
      return {
        scrollY: Math.round(window.scrollY),
        cardTop: Math.round(document.getElementById('scroll-to-survey')!.getBoundingClientRect().top),
      };
    });
  }

  test('to the top by default, to the survey with scroll-to-survey, nowhere with disable-scroll', async ({
    page,
  }) => {
    expect((await scrollAfterAStep(page, '', 200)).scrollY).toBe(0);
    // The card that holds the question is at the top of the screen.
    expect((await scrollAfterAStep(page, 'scroll-to-survey=yes', 0)).cardTop).toBeCloseTo(0, 0);
    // The page stays where the visitor had it, give or take the browser's scroll anchoring as the card changes.
    const kept = await scrollAfterAStep(page, 'disable-scroll=yes', 200);
    expect(Math.abs(kept.scrollY - 200)).toBeLessThan(40);
  });
});

test('two-column grid, time-frame buttons, lawyer button rearrangement and the last step’s flags', async ({
  page,
}) => {
  const driver = new SurveyDriver(page);
  await page.goto(
    survey(
      'two-column-grid=yes&show-accident-timeframe=yes&lawyer-button-rearrangement=yes&find-me-a-lawyer=yes&update-text-last-step=yes',
    ),
  );
  await page.locator('[data-answer="Within 1 Month"]').click();
  await driver.expectStep('AtFault');
  const [yes, no] = await Promise.all(
    ['Yes', 'No'].map((answer) => driver.step('AtFault').locator(`[data-answer="${answer}"]`).boundingBox()),
  );
  expect(yes!.y).toBe(no!.y);
  await driver.choose('AtFault', 'No');
  await driver.choose('WasUserInjured', 'None');
  await driver.choose('PoliceReportFiled', 'Yes');
  await driver.expectStep('HasLawyer');
  const answers = await driver
    .step('HasLawyer')
    .locator('[data-answer]')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-answer')));
  expect(answers[0]).not.toBe('No');
  await driver.choose('HasLawyer', 'No');
  await driver.fill('IncidentDescription', {
    case_description: 'A pickup truck ran the stop sign and hit the side of my car at the crossing.',
  });
  await driver.fill('NameAndEmail', {
    firstName: 'Ana',
    lastName: 'Flagtest',
    email: 'ana.flags@example.com',
  });
  await driver.expectStep('PhoneAndZip');
  await expect(driver.step('PhoneAndZip').locator('[data-action="submit"]')).toHaveText('Find me a lawyer');
  await expect(driver.step('PhoneAndZip').getByRole('heading', { name: /^Almost done!/ })).toBeVisible();
});

test('the submit button of the last step is above the fold at 375×667, the full consent one tap away', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  const driver = new SurveyDriver(page);
  await page.goto(survey('show-accident-timeframe=yes'));
  // The toggle of the full consent is the hydrated page's: before it, each tap is a form post and a new page.
  await waitForHydration(page);
  await page.locator('[data-answer="Within 6 Months"]').click();
  await driver.choose('AtFault', 'No');
  await driver.choose('WasUserInjured', 'None');
  await driver.choose('PoliceReportFiled', 'Yes');
  await driver.choose('HasLawyer', 'No');
  await driver.fill('IncidentDescription', {
    case_description: 'A pickup truck ran the stop sign and hit the side of my car at the crossing.',
  });
  await driver.fill('NameAndEmail', {
    firstName: 'Ana',
    lastName: 'Foldtest',
    email: 'ana.fold@example.com',
  });
  await driver.expectStep('PhoneAndZip');
  // Once the question has slid in and the page has scrolled to its top.
  await expect(page.locator('[inert]')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  const submit = await driver.step('PhoneAndZip').locator('[data-action="submit"]').boundingBox();
  expect(submit!.y + submit!.height).toBeLessThanOrEqual(667);
  const full = page.locator('#tcpa-consent');
  await expect(full).toBeHidden();
  await page.getByRole('button', { name: 'Read the full consent' }).click();
  await expect(full).toBeVisible();
  await expect(full).toContainText('Consent is not a condition of any purchase');
});

test('the compensation meter starts at 5000, moves with the answers, and its level reaches the thank-you page', async ({
  page,
  request,
}) => {
  const driver = new SurveyDriver(page);
  await page.goto(survey('show-meter=yes'));
  const meter = page.getByRole('meter');
  await expect(meter).toHaveAttribute('aria-valuenow', '5000');
  await expect(meter).toHaveAttribute('aria-valuetext', /Low Value/);
  const { month, year } = monthsAgo(3);
  await driver.accidentDate(month, year);
  await driver.choose('AtFault', 'No');
  await driver.choose('WasUserInjured', 'Broken Bones');
  await expect(meter).toHaveAttribute('aria-valuenow', '35000');
  await driver.choose('DidYouReceiveMedicalTreatment', 'Yes');
  await expect(meter).toHaveAttribute('aria-valuenow', '53000');
  await expect(meter).toHaveAttribute('aria-valuetext', /Very High Value/);
  await driver.choose('PoliceReportFiled', 'Yes');
  await driver.choose('HasLawyer', 'No');
  await driver.fill('IncidentDescription', {
    case_description: 'I was stopped at a red light when a delivery van hit the back of my car.',
  });
  await driver.fill('NameAndEmail', {
    firstName: 'Ana',
    lastName: 'Metertest',
    email: 'ana.meter@example.com',
  });
  await expect(meter).toHaveAttribute('aria-valuenow', '55000');
  await driver.fill('PhoneAndZip', { phone: '7135550186', zip_code: '77002' }, 'submit');
  await page.waitForURL(/\/survey-thank-you\/\?/);
  expect(new URL(page.url()).searchParams.get('cl')).toBe('6');
  const { lead } = await storedLead(request, 'ana.meter@example.com');
  expect(lead.show_meter).toBe('yes');
});

test('axe finds no serious violation in any theme, every flag part shown', async ({ page }) => {
  // Every theme in turn, each checked by axe: minutes on a busy machine, never the suite's default minute.
  test.setTimeout(60_000 + THEMES.length * 20_000);
  const shown =
    'show-meter=yes&progress-tracking=yes&show-accident-timeframe=yes&extra-header=yes&match-with-lawyer-header=yes&show-social-proof=yes&logo=v1';
  for (const theme of ['default', ...THEMES]) {
    await page.goto(survey(`theme=${theme}&${shown}`));
    await expect(firstStep(page)).toBeVisible();
    expect(await seriousViolations(page), theme).toEqual([]);
  }
});
