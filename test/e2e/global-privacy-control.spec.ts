import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../../playwright.config';
import { storedLead } from './server-records';
import { monthsAgo, SurveyDriver } from './survey-driver';

/**
 * Global Privacy Control (docs/rules.md): a browser with the signal on makes a lead that is marked `gpc_opt_out`
 * and that the sale destination (the e2e server's one destination, a sale by default) never receives, and it
 * reads "Your opt-out preference signal was honored" on its thank-you page and the Do-Not-Sell page, with and
 * without JavaScript. A browser without the signal sees no notice.
 */
const NOTICE = 'Your opt-out preference signal was honored';
const NOTICE_ES = 'Se respetó su señal de preferencia de exclusión voluntaria';
const OPTED_OUT = 'Your details are not sold or shared';
const MATCHING = 'We are matching you with an attorney';

/** The thank-you page of a lead made under the signal promises no call: no buyer gets the lead. */
async function expectNoPromise(page: Page) {
  await expect(page.getByRole('heading', { level: 2, name: OPTED_OUT })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: MATCHING })).toBeHidden();
}

interface Delivery {
  destination: string;
  status: string;
  outcome: string;
  attempts_made: unknown[];
}

async function leadRecord(request: APIRequestContext, id: string) {
  const response = await request.get(`/api/leads/${id}`, {
    headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { sources: Record<string, string>; deliveries: Delivery[] };
}

async function walkV4nv(page: Page, email: string, phone: string) {
  const survey = new SurveyDriver(page);
  await page.goto('/survey/v4nv');
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
  await survey.fill('NameAndEmail', { firstName: 'Maria', lastName: 'Lopez', email });
  await survey.fill('PhoneAndZip', { phone, zip_code: '77002' }, 'submit');
  await page.waitForURL((url) => url.pathname === '/survey-thank-you/');
}

async function expectWithheldFromSale(request: APIRequestContext, email: string) {
  const stored = (await storedLead(request, email)) as { id?: string; lead: Record<string, string> };
  expect(stored.lead.gpc_opt_out).toBe('yes');
  const record = await leadRecord(request, stored.id ?? stored.lead.lead_id ?? '');
  expect(record.sources.gpc_opt_out).toBe('server');
  expect(record.deliveries).toHaveLength(1);
  expect(record.deliveries[0]).toMatchObject({
    destination: 'refusing',
    status: 'withheld',
    attempts_made: [],
  });
  expect(record.deliveries[0]!.outcome).toContain('gpc_opt_out');
}

test.describe('with the signal on', () => {
  test.use({ extraHTTPHeaders: { 'Sec-GPC': '1' } });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the lead is withheld from the sale destination and the pages say the signal was honoured', async ({
      page,
      request,
    }) => {
      const email = 'gpc.nojs@example.com';
      await walkV4nv(page, email, '(713) 555-0181');
      await expect(page.getByText(NOTICE)).toBeVisible();
      await expectNoPromise(page);
      await expectWithheldFromSale(request, email);

      await page.goto('/do-not-sell-my-information/');
      await expect(page.getByText(NOTICE)).toBeVisible();
      await page.goto('/es/do-not-sell-my-information/');
      await expect(page.getByText(NOTICE_ES)).toBeVisible();
    });
  });

  test.describe('with JavaScript', () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() =>
        Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
      );
    });

    test('the lead is withheld from the sale destination and the pages say the signal was honoured', async ({
      page,
      request,
    }) => {
      const email = 'gpc.js@example.com';
      await walkV4nv(page, email, '(713) 555-0182');
      await expect(page.getByText(NOTICE)).toBeVisible();
      await expectNoPromise(page);
      await expectWithheldFromSale(request, email);

      await page.goto('/do-not-sell-my-information/');
      await expect(page.getByText(NOTICE)).toBeVisible();
    });
  });
});

test('the page’s script shows the notice where only navigator.globalPrivacyControl says it', async ({
  page,
}) => {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  );
  const answer = await page.goto('/do-not-sell-my-information/');
  expect(await answer?.text()).not.toContain('data-gpc=""');
  await expect(page.getByText(NOTICE)).toBeVisible();
});

test('a browser without the signal sees no notice', async ({ page }) => {
  await page.goto('/do-not-sell-my-information/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(NOTICE)).toBeHidden();
  await page.goto('/survey-thank-you/?q=y');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(NOTICE)).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: MATCHING })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: OPTED_OUT })).toBeHidden();
});
