import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './transition-recording';
import { E2E_ADMIN_TOKEN, E2E_PORT } from '../../playwright.config';
import { startOwnServer, type OwnServer } from './own-server';
import { waitForHydration } from './held-scripts';
import { SurveyDriver, monthsAgo } from './survey-driver';
import {
  STAND_IN_CERT_URL,
  STAND_IN_LEADID,
  STAND_IN_TRANSACTION_ID,
  startVendorStandIns,
  type VendorStandIns,
} from './vendor-stand-ins';

/**
 * TrustedForm, Jornaya and Everflow configured against local stand-ins of their scripts: the built server runs a
 * second time with the vendors' settings (the suite's own server has none), and a walked lead must store what
 * each vendor gave, while the page's policy lets no other origin run a script.
 */
test.describe.configure({ mode: 'serial' });

const VENDOR_PORT = E2E_PORT + 1;
let vendors: VendorStandIns;
let server: OwnServer;
/** The second server's origin, set once it answers. */
let BASE = '';

test.beforeAll(async () => {
  vendors = await startVendorStandIns(VENDOR_PORT);
  server = await startOwnServer({
    TRUSTEDFORM_SCRIPT_URL: `${vendors.origin}/trustedform.js`,
    JORNAYA_CAMPAIGN_ID: 'C0FFEE',
    JORNAYA_SCRIPT_URL: `${vendors.origin}/campaign/C0FFEE.js`,
    EVERFLOW_SDK_URL: `${vendors.origin}/scripts/sdk/everflow.js`,
  });
  BASE = server.baseURL;
});

test.afterAll(async () => {
  await server?.stop();
  await vendors?.close();
});

async function storedLead(request: APIRequestContext, email: string) {
  const response = await request.get(`${BASE}/api/leads`, {
    headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  const { leads } = (await response.json()) as { leads: { lead: Record<string, string> }[] };
  const found = leads.filter((entry) => entry.lead.email === email);
  expect(found).toHaveLength(1);
  return found[0]!.lead;
}

async function walk(page: Page, path: string, email: string) {
  const survey = new SurveyDriver(page);
  await page.goto(`${BASE}${path}`);
  // The vendors' scripts run in the hydrated page: a tap before it is a form post (the walk without JavaScript),
  // whose next page the click's transaction id, written into the address by the script, has not reached.
  await waitForHydration(page);
  // The click's transaction id is written into the page's URL once Everflow's script has answered, after the
  // first paint: on a busy machine that takes seconds, and a walk of quick taps would post before it.
  await expect
    .poll(() => new URL(page.url()).searchParams.get('_ef_transaction_id'), { timeout: 30_000 })
    .toBe(STAND_IN_TRANSACTION_ID);
  const { month, year } = monthsAgo(3);
  await survey.accidentDate(month, year);
  await survey.choose('AtFault', 'No');
  await survey.choose('WasUserInjured', 'None');
  await survey.choose('PoliceReportFiled', 'Yes');
  await survey.choose('HasLawyer', 'No');
  await survey.fill('IncidentDescription', {
    case_description: 'A pickup truck ran the red light and hit the side of my car at the crossing.',
  });
  await survey.fill('ZipCode', { zip_code: '77002' });
  await survey.fill('NameAndEmail', { firstName: 'Dana', lastName: 'Whitfield', email });
  await survey.step('PhoneAndBuyersConsent').locator('[name="phone"]').fill('7135550188');
  await survey.step('PhoneAndBuyersConsent').locator('[data-action="submit"]').click();
  await page.waitForURL(/\/survey-thank-you\//);
}

test('a walked lead stores the certificate, the LeadiD token and the click’s transaction id', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone-375', 'one viewport: the stored lead does not depend on it');
  const email = 'proof.lead-proof@example.com';
  const path = '/survey/v4nv-x1?verify-phone=no&affid=1000350&sub1=spring&sub5=click-9&uid=u-7&source_id=s-3';
  await walk(page, path, email);

  const lead = await storedLead(request, email);
  expect(lead).toMatchObject({
    trusted_form_cert_url: STAND_IN_CERT_URL,
    trustedform_cert_url: STAND_IN_CERT_URL,
    trusted_form_cert_id: '0123456789abcdef0123456789abcdef01234567',
    leadid_token: STAND_IN_LEADID,
    jornaya_leadid: STAND_IN_LEADID,
    ef_transaction_id: STAND_IN_TRANSACTION_ID,
  });
  // Each script was asked for as its vendor documents, and Everflow was told the visit's offer and affiliate.
  expect(
    vendors.requests.some((asked) => /^\/trustedform\.js\?field=xxTrustedFormCertUrl&/.test(asked)),
  ).toBe(true);
  expect(vendors.requests).toContain('/campaign/C0FFEE.js?snippet_version=2');
  expect(Object.fromEntries(vendors.clicks.at(-1)!)).toEqual({
    offer_id: '81',
    affiliate_id: '1000350',
    sub1: 'spring',
    sub5: 'click-9',
    uid: 'u-7',
    source_id: 's-3',
  });
  // The thank-you page is told the transaction id as ef_transaction_id, never as _ef_transaction_id.
  const thanks = new URL(page.url()).searchParams;
  expect(thanks.get('ef_transaction_id')).toBe(STAND_IN_TRANSACTION_ID);
  expect(thanks.has('_ef_transaction_id')).toBe(false);
});

test('the policy names exactly the configured origin, and blocks a script from any other', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone-375', 'one viewport: the policy does not depend on it');
  const policy = (await request.get(`${BASE}/survey/v4nv`)).headers()['content-security-policy'] ?? '';
  const scriptSrc = policy.split(';').find((part) => part.trim().startsWith('script-src')) ?? '';
  const origins = scriptSrc.split(' ').filter((source) => source.startsWith('http'));
  expect(origins).toEqual([vendors.origin]);
  // The suite's own server has no vendor configured: its policy names none.
  const plain = (await request.get('/survey/v4nv')).headers()['content-security-policy'] ?? '';
  expect(plain).not.toContain('127.0.0.1');

  await page.goto(`${BASE}/survey/v4nv`);
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (uri: string) => violations.push(uri));
  await page.evaluate(() =>
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { reportViolation(uri: string): void }).reportViolation(event.blockedURI);
    }),
  );
  const other = `http://localhost:${VENDOR_PORT}/other.js`;
  await expect(page.addScriptTag({ url: other })).rejects.toThrow();
  await expect.poll(() => violations).toContain(other);
  expect(
    await page.evaluate(() => (window as unknown as { __otherOriginRan?: boolean }).__otherOriginRan),
  ).toBe(undefined);
  // The configured origin's own script still runs.
  await page.addScriptTag({ url: `${vendors.origin}/other.js` });
  expect(
    await page.evaluate(() => (window as unknown as { __otherOriginRan?: boolean }).__otherOriginRan),
  ).toBe(true);
});
