import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './transition-recording';
import { E2E_ADMIN_TOKEN } from '../../playwright.config';
import { storedLead } from './server-records';
import { SurveyDriver, monthsAgo } from './survey-driver';

/** The one-to-one consent paths, walked at one viewport: some, all and no firms, with the modals the spec names. */
test.beforeEach(({ page }, testInfo) => {
  void page;
  test.skip(testInfo.project.name !== 'phone-375', 'the one-to-one walks run at one viewport');
});

const DESCRIPTION = 'A pickup truck ran the red light and hit the side of my car at the crossing.';

/** The WCAG A and AA problems axe finds that are serious or critical, as the other survey specs check. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target) }));
}

/** The newest code the embedded sender "texted" to this phone, read as an operator reads the SMS outbox. */
async function textedCode(
  request: APIRequestContext,
  phoneE164: string,
  notOlderThan?: string,
): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get('/api/sms-outbox', {
        headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
      });
      expect(response.status()).toBe(200);
      const { messages } = (await response.json()) as { messages: { phone: string; body: string }[] };
      const found = messages.find((message) => message.phone === phoneE164)?.body.match(/\d{6}/)?.[0] ?? '';
      code = found !== notOlderThan ? found : '';
      return code;
    })
    .not.toBe('');
  return code;
}

/** The phone-verification modal the one-to-one paths open on posting: the texted code typed in and approved. */
async function verifyPhone(page: Page, request: APIRequestContext, phoneE164: string) {
  const modal = page.locator('[role="dialog"][data-modal="phone-verification"]');
  await expect(modal).toBeVisible();
  await modal.locator('[name="verification_code"]').fill(await textedCode(request, phoneE164));
  await modal.locator('[data-action="verify-code"]').click();
}

async function walkToContact(page: Page, path: string): Promise<SurveyDriver> {
  const survey = new SurveyDriver(page);
  await page.goto(path);
  await expect(page.locator('[data-variant="one-to-one"]')).toBeVisible();
  const { month, year } = monthsAgo(3);
  await survey.accidentDate(month, year);
  await survey.choose('AtFault', 'No');
  await survey.choose('WasUserInjured', 'None');
  await survey.choose('PoliceReportFiled', 'Yes');
  await survey.choose('HasLawyer', 'No');
  await survey.fill('IncidentDescription', { case_description: DESCRIPTION });
  await survey.fill('ZipCode', { zip_code: '77002' });
  return survey;
}

async function walkToConsent(
  page: Page,
  path: string,
  email: string,
  phone = '7135550182',
): Promise<SurveyDriver> {
  const survey = await walkToContact(page, path);
  await survey.fill('NameAndEmail', { firstName: 'Dana', lastName: 'Whitfield', email });
  await survey.expectStep('PhoneAndBuyersConsent');
  await survey.step('PhoneAndBuyersConsent').locator('[name="phone"]').fill(phone);
  return survey;
}

function firms(page: Page) {
  return page.locator('section[data-step="PhoneAndBuyersConsent"] input[name="selected_buyers"]');
}

test('d2: choosing some of five firms shows the first modal; the lead names only those kept', async ({
  page,
  request,
}) => {
  const email = 'some-firms.one-to-one@example.com';
  const survey = await walkToConsent(page, '/survey/v4nv-d2', email);
  await expect(firms(page)).toHaveCount(5);
  await firms(page).nth(1).uncheck();
  await firms(page).nth(3).uncheck();
  const consent = page.locator('[data-part="one-to-one-consent"]');
  await expect(consent).toContainText('Harbor Injury Law Group');
  await expect(consent).not.toContainText('Summit Accident Attorneys');
  expect(await seriousViolations(page)).toEqual([]);
  await survey.step('PhoneAndBuyersConsent').locator('[data-action="submit"]').click();
  const modal = page.locator('[role="dialog"][data-modal="consent-1"]');
  await expect(modal).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const shown = await consent.textContent();
  await modal.locator('[data-action="keep-choice"]').click();
  await verifyPhone(page, request, '+17135550182');
  await page.waitForURL(/\/survey-thank-you\//);

  const { lead } = await storedLead(request, email);
  expect(lead).toMatchObject({
    '1_to_1_consent': 'yes',
    '1_to_1_result': 'fixed',
    selected_buyers: '1,2,3,7,8,9,13,14,15',
    selected_buyer_names: 'Harbor Injury Law Group|Crossroads Trial Lawyers|Redwood Car Accident Lawyers',
    selected_buyers_number: '3',
    selected_buyers_changed: 'yes',
    all_possible_buyers_number: '6',
    tcpa: shown,
  });
  expect(lead.all_possible_buyer_ids?.startsWith('8674,')).toBe(true);
  expect(lead.tcpa).toContain('Crossroads Trial Lawyers');
  expect(lead.tcpa).toContain('not a condition of any purchase');
  expect(lead.tcpa).toContain('AI voice');
});

test('1to1: the firms fetched for the zip code, all kept, post with no modal', async ({ page, request }) => {
  const email = 'all-firms.one-to-one@example.com';
  const survey = await walkToConsent(page, '/survey/v4nv-1to1', email, '7135550183');
  await expect(firms(page)).toHaveCount(2);
  await survey.step('PhoneAndBuyersConsent').locator('[data-action="submit"]').click();
  await expect(page.locator('[role="dialog"][data-modal^="consent-"]')).toHaveCount(0);
  await verifyPhone(page, request, '+17135550183');
  await page.waitForURL(/\/survey-thank-you\//);

  const { lead } = await storedLead(request, email);
  expect(lead).toMatchObject({
    '1_to_1_consent': 'yes',
    '1_to_1_result': 'found',
    '1_to_1_timeout': 'no',
    selected_buyers: '51,52,61',
    selected_buyer_names: 'Lone Star Injury Lawyers|Coast to Coast Accident Firm',
    selected_buyers_changed: 'no',
    all_possible_buyer_ids: '8674,51,52,61',
  });
  expect(lead.tcpa).toContain('Lone Star Injury Lawyers and Coast to Coast Accident Firm');
});

test('d1: no firm ticked shows the second modal; the lead consents to no firm', async ({ page, request }) => {
  const email = 'no-firm.one-to-one@example.com';
  const survey = await walkToConsent(page, '/survey/v4nv-d1', email, '7135550184');
  await expect(firms(page)).toHaveCount(1);
  await firms(page).first().uncheck();
  await survey.step('PhoneAndBuyersConsent').locator('[data-action="submit"]').click();
  const modal = page.locator('[role="dialog"][data-modal="consent-2"]');
  await expect(modal).toBeVisible();
  await modal.locator('[data-action="keep-choice"]').click();
  await verifyPhone(page, request, '+17135550184');
  await page.waitForURL(/\/survey-thank-you\//);

  const { lead } = await storedLead(request, email);
  expect(lead).toMatchObject({
    '1_to_1_consent': 'yes',
    sms_verified: 'yes',
    selected_buyers: '',
    selected_buyers_number: '0',
    selected_buyers_changed: 'yes',
    all_possible_buyer_ids: '8674,1,2,3',
  });
  expect(lead.tcpa).toContain('no law firm');
  expect(lead.tcpa).not.toContain('Harbor Injury Law Group');
});

test('x1: the texted code is checked by the server, and only its approval marks the lead verified', async ({
  page,
  request,
}) => {
  const email = 'verified.one-to-one@example.com';
  const survey = await walkToConsent(page, '/survey/v4nv-x1', email, '7135550185');
  await survey.step('PhoneAndBuyersConsent').locator('[data-action="submit"]').click();
  const modal = page.locator('[role="dialog"][data-modal="phone-verification"]');
  await expect(modal).toBeVisible();
  const input = modal.locator('[name="verification_code"]');
  await expect(input).toBeFocused();
  await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(input).toHaveAttribute('inputmode', 'numeric');
  const first = await textedCode(request, '+17135550185');
  // The resend waits out its cooldown, counting down where the visitor sees it.
  const resend = modal.locator('[data-action="resend-code"]');
  await expect(resend).toBeDisabled();
  await expect(resend).toHaveText(/in (29|30) s/);
  expect(await seriousViolations(page)).toEqual([]);

  // Escape closes the modal and nothing is posted; posting again asks again.
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  await survey.step('PhoneAndBuyersConsent').locator('[data-action="submit"]').click();
  await expect(modal).toBeVisible();
  const code = await textedCode(request, '+17135550185', first);

  await input.fill('123');
  await modal.locator('[data-action="verify-code"]').click();
  await expect(modal.locator('[data-error="length"]')).toBeVisible();
  await input.fill(code === '000000' ? '000001' : '000000');
  await modal.locator('[data-action="verify-code"]').click();
  await expect(modal.locator('[data-error="wrong"]')).toBeVisible();
  await input.fill(code);
  await modal.locator('[data-action="verify-code"]').click();
  await page.waitForURL(/\/survey-thank-you\//);

  const { id } = (await storedLead(request, email)) as { id?: string };
  const stored = await request.get(`/api/leads/${id ?? ''}`, {
    headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  expect(stored.status()).toBe(200);
  const { lead } = (await stored.json()) as { lead: Record<string, string> };
  expect(lead).toMatchObject({ sms_verified: 'yes', phone: '7135550185' });
});

test('verify-phone=no: the one-to-one lead posts without a code and is not verified', async ({
  page,
  request,
}) => {
  const email = 'unverified.one-to-one@example.com';
  const survey = await walkToConsent(page, '/survey/v4nv-x1?verify-phone=no', email, '7135550186');
  await survey.step('PhoneAndBuyersConsent').locator('[data-action="submit"]').click();
  await page.waitForURL(/\/survey-thank-you\//);
  const { lead } = await storedLead(request, email);
  expect(lead.sms_verified).toBe('no');
});

test('prepop=100: the landing URL fills the name, e-mail and phone, and the lead says so', async ({
  page,
  request,
}) => {
  const email = 'prefilled.one-to-one@example.com';
  const survey = await walkToContact(
    page,
    `/survey/v4nv-x1?verify-phone=no&prepop=100&first_name=Dana&last_name=Whitfield&email=${encodeURIComponent(email)}&phone=7135550187`,
  );
  await survey.expectStep('NameAndEmail');
  const names = survey.step('NameAndEmail');
  await expect(names.locator('[name="firstName"]')).toHaveValue('Dana');
  await expect(names.locator('[name="lastName"]')).toHaveValue('Whitfield');
  await expect(names.locator('[name="email"]')).toHaveValue(email);
  await names.locator('[data-action="next"]').click();
  await survey.expectStep('PhoneAndBuyersConsent');
  await expect(survey.step('PhoneAndBuyersConsent').locator('[name="phone"]')).toHaveValue('(713) 555-0187');
  await survey.step('PhoneAndBuyersConsent').locator('[data-action="submit"]').click();
  await page.waitForURL(/\/survey-thank-you\//);
  const { lead } = await storedLead(request, email);
  expect(lead).toMatchObject({ pre_populated: 'yes', firstName: 'Dana', phone: '7135550187' });
});
