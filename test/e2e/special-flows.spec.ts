import { type Page } from '@playwright/test';
import { expect, test } from './transition-recording';
import { seriousViolations } from './accessibility';
import { loadVariant } from '../../variants';
import { findSurveyRoute } from '../../variants/routes/route-table';
import { browserPaths, longestPath, walkPath } from './generated-walk';
import { waitForHydration } from './held-scripts';
import { storedLead } from './server-records';
import { SurveyDriver } from './survey-driver';

/**
 * The special flows (one-page survey, first funnel, ticket, benefits), each walked to its end along its longest
 * path generated from its machine, at phone width (every-route.spec.ts walks each at desktop width), with what the
 * stored lead must carry; then the one-page survey's validation and disqualified screen, and axe on it.
 */
test.describe.configure({ mode: 'serial' });

const FLOWS = [
  {
    path: '/survey/one-page',
    end: { thankYou: '/survey-thank-you/' },
    source: 'post-lead',
    check: (lead: Record<string, string>) => {
      expect(lead.incident_date).toBe(`${lead.injury_year}-01-01`);
      expect([lead.first_name, lead.last_name, lead.address]).toEqual(['Maria', 'Lopez', '1200 Main Street']);
      expect([lead.city, lead.state, lead.state_long, lead.county]).toEqual([
        'Houston',
        'TX',
        'Texas',
        'Harris',
      ]);
    },
  },
  {
    path: '/survey/start',
    end: { thankYou: '/survey-thank-you/' },
    source: 'post-lead',
    check: (lead: Record<string, string>) => {
      expect(lead.when_seek_medical_treatment).not.toBe('');
      expect(lead.incident_date).toMatch(/^\d{4}-\d{2}-01$/);
      expect(lead.first_name).toBe('Maria');
    },
  },
  {
    path: '/ticket',
    end: { thankYou: '/ticket-thank-you/' },
    source: 'ticket',
    check: (lead: Record<string, string>) => {
      expect([lead.ticket_state, lead.with_Lawyer, lead.lead_is_qualified]).toEqual(['TX', 'No', 'yes']);
      expect(lead).not.toHaveProperty('state_long');
      expect(lead).not.toHaveProperty('accident_within_last_year');
    },
  },
  {
    path: '/benefits',
    end: { thankYou: '/survey-thank-you/' },
    source: 'post-lead',
    check: (lead: Record<string, string>) => {
      expect(lead.ageGroup).not.toBe('');
      expect(['Yes', 'No']).toContain(lead.isUSCitizen);
    },
  },
] as const;

for (const flow of FLOWS) {
  test(`${flow.path} walks to its end and stores the flow's fields`, async ({ page, request }, testInfo) => {
    test.skip(
      testInfo.project.name !== 'phone-375',
      'one viewport: every-route.spec.ts walks each flow at desktop width',
    );
    const route = findSurveyRoute(flow.path)!;
    const definition = await loadVariant(route.variant);
    const email = `special${flow.path.replaceAll('/', '.')}.${testInfo.project.name}.${testInfo.repeatEachIndex}@example.com`;
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(route.path);
    await expect(page.locator(`[data-variant="${route.variant}"]`)).toBeVisible();
    await walkPath(page, definition, longestPath(browserPaths(definition, route)), { email });
    await page.waitForURL((url) => url.pathname === flow.end.thankYou);
    const thankYouQuery = new URL(page.url()).searchParams;
    const stored = await storedLead(request, email);
    // The thank-you query tells the server's verdict: q=y, or q=n with the reason.
    const qualified = stored.lead.lead_is_qualified === 'yes';
    expect(thankYouQuery.get('q')).toBe(qualified ? 'y' : 'n');
    expect(thankYouQuery.get('dq_reason')).toBe(qualified ? null : stored.lead.dq_reason);
    expect(stored.source).toBe(flow.source);
    flow.check(stored.lead);
    expect(problems).toEqual([]);
  });
}

async function answer(page: Page, values: Record<string, string>) {
  const form = new SurveyDriver(page).step('OnePageSurvey');
  for (const [name, value] of Object.entries(values)) {
    const field = form.locator(`[name="${name}"]`);
    if ((await field.evaluate((element) => element.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
}

const GOOD = {
  motor_vehicle_accident: 'Yes',
  accident_type: 'Car Accident',
  at_Fault: 'No',
  police_report: 'Yes',
  case_worth: 'not_sure',
  physical_injury: 'Yes',
  injury_type: 'Whiplash',
  with_Lawyer: 'No',
  case_description: 'A truck ran the red light and hit my car on the driver side.',
  first_name: 'Maria',
  last_name: 'Lopez',
  phone: '7135550182',
  address: '1200 Main Street',
  zip_code: '77002',
};

test('one-page: bad input marks exactly its fields and posts nothing; a disqualified lead sees the disqualified screen', async ({
  page,
  request,
}, testInfo) => {
  const posts: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/post-lead') posts.push(sent.url());
  });
  await page.goto('/survey/one-page');
  const year = String(new Date().getFullYear());
  await answer(page, { ...GOOD, injury_year: year, email: 'maria@', phone: '555', case_description: 'Hit' });
  await page.locator('[data-action="submit"]').click();
  await expect(page.locator('[data-notice="form-errors"]')).toBeVisible();
  const invalid = await page
    .locator('[aria-invalid="true"]')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('name')));
  expect(invalid.sort()).toEqual(['case_description', 'email', 'phone']);
  await expect(page.locator('[name="email"]')).toHaveValue('maria@');
  await expect(page.locator('[name="case_description"]')).toHaveValue('Hit');
  expect(posts).toEqual([]);

  const email = `onepage.dq.${testInfo.project.name}@example.com`;
  await answer(page, {
    email,
    phone: GOOD.phone,
    case_description: GOOD.case_description,
    with_Lawyer: 'Yes',
  });
  await page.locator('[data-action="submit"]').click();
  await new SurveyDriver(page).expectStep('Disqualified');
  expect(new URL(page.url()).pathname).toBe('/survey/one-page');
  // The ending written for its reason, and nothing below it of an attorney to come.
  const disqualified = page.locator('section[data-step="Disqualified"]');
  await expect(disqualified.getByRole('heading', { level: 2 })).toHaveText('You already have an attorney');
  await expect(disqualified.getByRole('link', { name: /\(\d{3}\) \d{3}-\d{4}/ })).toBeVisible();
  await expect(page.locator('[data-part="next-steps"]')).toBeHidden();
  await expect(page.locator('[data-part="testimonials"]')).toBeHidden();
  await expect(page.getByText('An attorney contacts you')).toBeHidden();
  expect(posts).toHaveLength(1);
  const { lead } = await storedLead(request, email);
  expect([lead.lead_is_qualified, lead.dq_reason, lead.incident_date]).toEqual([
    'no',
    'have_attorney|yes',
    `${year}-01-01`,
  ]);
});

test('one-page at 375×667: after "injured" no "I was not injured", after "not injured" no injury', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone-375', 'a phone’s finish');
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto('/survey/one-page');
  await new SurveyDriver(page).expectStep('OnePageSurvey');
  await waitForHydration(page);
  const injury = page.locator('[name="injury_type"]');
  const offered = () => injury.locator('option').evaluateAll((options) => options.map((o) => o.textContent));
  await page.locator('[name="physical_injury"]').selectOption('Yes');
  expect(await offered()).not.toContain('I was not injured');
  await injury.selectOption('Whiplash');
  await page.locator('[name="physical_injury"]').selectOption('No');
  expect(await offered()).toEqual(['Select', 'I was not injured']);
  await expect(injury).toHaveValue('');
});

test('one-page at 375×667: the progress bar moves as the questionnaire fills, never back, and not to 100 before the post', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone-375', 'a phone’s finish');
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto('/survey/one-page');
  await new SurveyDriver(page).expectStep('OnePageSurvey');
  await waitForHydration(page);
  const bar = page.getByRole('progressbar');
  const progress = async () => Number(await bar.getAttribute('aria-valuenow'));
  const start = await progress();
  const seen = [start];
  const entries = Object.entries(GOOD);
  for (const [index, [name, value]] of entries.entries()) {
    await answer(page, { [name]: value });
    if (index === 2 || index === entries.length - 1) {
      await expect.poll(progress).toBeGreaterThan(seen.at(-1)!);
      seen.push(await progress());
    }
  }
  expect(seen.at(-1)).toBeLessThan(100);
  await expect(page.locator('[data-part="progress-caption"]')).toHaveText(`${seen.at(-1)}%`);
});

test('one-page: no serious or critical accessibility violation, before and after a failed submit', async ({
  page,
}) => {
  await page.goto('/survey/one-page');
  await new SurveyDriver(page).expectStep('OnePageSurvey');
  expect(await seriousViolations(page)).toEqual([]);
  await page.locator('[data-action="submit"]').click();
  await expect(page.locator('[data-notice="form-errors"]')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
