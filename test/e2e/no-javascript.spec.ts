import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../../playwright.config';
import { loadVariant } from '../../variants';
import { findSurveyRoute } from '../../variants/routes/route-table';
import { browserPaths, longestPath, walkPath } from './generated-walk';
import { storedLead } from './server-records';
import { monthsAgo, SurveyDriver } from './survey-driver';

/**
 * A visitor whose browser runs no script finishes every kind of funnel on forms alone: each step posts to the
 * server, which advances the same machine and answers with the next step; the lead is stored with the server's
 * verdict and the visitor lands on the thank-you page with the query the browser would have carried. One walk per
 * flow (v4nv with a field refused and Back, the one-page survey, the ticket flow, Spanish, the one-to-one d2 path
 * with its consent modal and phone code), at phone width.
 */
test.use({ javaScriptEnabled: false });
test.describe.configure({ mode: 'serial' });

const DESCRIPTION = 'A pickup truck ran the red light and hit the side of my car.';

async function walkV4nvToContact(survey: SurveyDriver) {
  const { month, year } = monthsAgo(3);
  await survey.accidentDate(month, year);
  await survey.choose('AtFault', 'No');
  await survey.choose('WasUserInjured', 'Back or Neck Pain');
  await survey.choose('DidYouReceiveMedicalTreatment', 'Yes');
  await survey.choose('PoliceReportFiled', 'Yes');
  await survey.choose('HasLawyer', 'No');
  await survey.fill('IncidentDescription', { case_description: DESCRIPTION });
}

async function codeSentTo(request: APIRequestContext, phoneE164: string): Promise<string> {
  const response = await request.get('/api/sms-outbox', {
    headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  const { messages } = (await response.json()) as { messages: { phone: string; body: string }[] };
  return messages.find((message) => message.phone === phoneE164)?.body.match(/\d{6}/)?.[0] ?? '';
}

function thankYouQuery(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

test('v4nv: a field refused, Back along the path, then the lead stored and the thank-you page', async ({
  page,
  request,
}) => {
  const email = 'nojs.v4nv@example.com';
  const survey = new SurveyDriver(page);
  await page.goto('/survey/v4nv?affid=77&sub_id=nojs');
  await walkV4nvToContact(survey);
  await survey.fill('NameAndEmail', { firstName: 'Maria', lastName: 'Lopez', email });
  await survey.fill('PhoneAndZip', { phone: '555', zip_code: '77002' }, 'submit');
  // Refused by the same rule the page runs: the step again, the field marked and its words said.
  await expect(survey.step('PhoneAndZip').locator('[name="phone"]')).toHaveAttribute('aria-invalid', 'true');
  await expect(survey.step('PhoneAndZip').locator('[role="alert"]')).toBeVisible();
  await page.locator('[data-action="back"]').click();
  await expect(survey.step('NameAndEmail').locator('[name="email"]')).toHaveValue(email);
  await survey.fill('NameAndEmail', {});
  await survey.fill('PhoneAndZip', { phone: '(713) 555-0191', zip_code: '77002' }, 'submit');
  await page.waitForURL((url) => url.pathname === '/survey-thank-you/');
  expect(Object.fromEntries(thankYouQuery(page))).toMatchObject({
    q: 'y',
    affid: '77',
    sub_id: 'nojs',
    email,
  });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const stored = await storedLead(request, email);
  expect(stored.lead).toMatchObject({ lead_is_qualified: 'yes', city: 'Houston', phone: '7135550191' });
});

for (const path of ['/survey/one-page', '/ticket']) {
  test(`${path}: its generated path to the thank-you page, the lead stored`, async ({ page, request }) => {
    const route = findSurveyRoute(path)!;
    const definition = await loadVariant(route.variant);
    const email = `nojs${path.replaceAll('/', '.')}@example.com`;
    await page.goto(route.path);
    await walkPath(page, definition, longestPath(browserPaths(definition, route)), { email });
    await page.waitForURL((url) => url.pathname === route.thankYouPage);
    const stored = await storedLead(request, email);
    expect(thankYouQuery(page).get('q')).toBe(stored.lead.lead_is_qualified === 'yes' ? 'y' : 'n');
    expect(stored.source).toBe(path === '/ticket' ? 'ticket' : 'post-lead');
  });
}

test('Spanish: /survey/v4nv-es in Spanish to the Spanish thank-you page', async ({ page, request }) => {
  const email = 'nojs.es@example.com';
  const survey = new SurveyDriver(page);
  await page.goto('/survey/v4nv-es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await walkV4nvToContact(survey);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await survey.fill('NameAndEmail', { firstName: 'Lucía', lastName: 'Gómez', email });
  await survey.fill('PhoneAndZip', { phone: '(713) 555-0192', zip_code: '77002' }, 'submit');
  await page.waitForURL((url) => url.pathname === '/survey-thank-you/');
  expect(thankYouQuery(page).get('lang')).toBe('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const stored = await storedLead(request, email);
  expect(stored.lead).toMatchObject({ language: 'es', firstName: 'Lucía' });
});

test('one-to-one d2: the consent modal and the phone code as steps of their own, the phone verified', async ({
  page,
  request,
}) => {
  const email = 'nojs.d2@example.com';
  const survey = new SurveyDriver(page);
  await page.goto('/survey/v4nv-d2');
  await walkV4nvToContact(survey);
  await survey.fill('ZipCode', { zip_code: '77002' });
  await survey.fill('NameAndEmail', { firstName: 'Ana', lastName: 'Ruiz', email });
  const consent = survey.step('PhoneAndBuyersConsent');
  await expect(consent.locator('input[name="selected_buyers"]')).toHaveCount(5);
  await consent.locator('input[name="selected_buyers"]').nth(1).uncheck();
  await survey.fill('PhoneAndBuyersConsent', { phone: '(713) 555-0193' }, 'submit');
  // Fewer firms than shown: the first consent modal, on a page of its own; keep the choice.
  const modal = page.locator('[data-modal="consent-1"]');
  await expect(modal).toBeVisible();
  await modal.locator('[data-action="keep-choice"]').click();
  const verification = page.locator('[data-modal="phone-verification"]');
  await expect(verification).toBeVisible();
  const code = await codeSentTo(request, '+17135550193');
  await verification.locator('[name="verification_code"]').fill(code);
  await verification.locator('[data-action="verify-code"]').click();
  await page.waitForURL((url) => url.pathname === '/survey-thank-you/');
  const stored = await storedLead(request, email);
  expect(stored.lead).toMatchObject({
    sms_verified: 'yes',
    selected_buyers_number: '4',
    selected_buyers_changed: 'yes',
  });
});

test('v4nv at 375×667: the last step shows the short consent, its button above the fold, the full text one tap away', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  const survey = new SurveyDriver(page);
  await page.goto('/survey/v4nv');
  await walkV4nvToContact(survey);
  await survey.fill('NameAndEmail', {
    firstName: 'Maria',
    lastName: 'Lopez',
    email: 'nojs.fold@example.com',
  });
  const step = survey.step('PhoneAndZip');
  await expect(step.locator('[data-action="submit"]')).toBeInViewport({ ratio: 1 });
  const full = step.locator('#tcpa-consent');
  await expect(full).toBeHidden();
  await step.getByRole('link', { name: 'Read the full consent' }).click();
  await expect(full).toBeVisible();
  await expect(full).toContainText('Do Not Call');
});

test('one-page at 375×667, disqualified: the ending written for the reason, no card that promises an attorney', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  const email = 'nojs.onepage.dq@example.com';
  await page.goto('/survey/one-page');
  const form = new SurveyDriver(page).step('OnePageSurvey');
  const answers: Record<string, string> = {
    motor_vehicle_accident: 'Yes',
    accident_type: 'Car Accident',
    injury_year: String(new Date().getFullYear()),
    at_Fault: 'No',
    police_report: 'Yes',
    case_worth: 'not_sure',
    physical_injury: 'Yes',
    injury_type: 'Whiplash',
    with_Lawyer: 'Yes',
    case_description: DESCRIPTION,
    first_name: 'Maria',
    last_name: 'Lopez',
    email,
    phone: '7135550183',
    address: '1200 Main Street',
    zip_code: '77002',
  };
  for (const [name, value] of Object.entries(answers)) {
    const field = form.locator(`[name="${name}"]`);
    if ((await field.evaluate((element) => element.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
  await form.locator('[data-action="submit"]').click();

  const disqualified = page.locator('section[data-step="Disqualified"]');
  await expect(disqualified.getByRole('heading', { level: 2 })).toHaveText('You already have an attorney');
  await expect(disqualified.getByRole('heading', { level: 2 })).toBeInViewport();
  await expect(disqualified.getByRole('link', { name: /\(\d{3}\) \d{3}-\d{4}/ })).toBeVisible();
  await expect(page.locator('[data-part="next-steps"]')).toBeHidden();
  await expect(page.locator('[data-part="testimonials"]')).toBeHidden();
  await expect(page.getByText('An attorney contacts you')).toBeHidden();
  const stored = await storedLead(request, email);
  expect([stored.lead.lead_is_qualified, stored.lead.dq_reason]).toEqual(['no', 'have_attorney|yes']);
});
