import { expect, test } from './transition-recording';
import { E2E_ADMIN_TOKEN } from '../../playwright.config';
import { seriousViolations } from './accessibility';
import { waitForHydration } from './held-scripts';
import { SurveyDriver, monthsAgo } from './survey-driver';

/**
 * A walked lead's consent receipt: the page reports at the tap that the consent text was wholly in view (the
 * button sits under it, so tapping it shows it), the stored receipt says so and its digest is there, and the
 * one-page HTML receipt reads at 375 px with no serious accessibility finding.
 */
const asAdmin = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

test('a walked lead has a receipt saying the consent was in view at the tap, readable at 375 px', async ({
  page,
  request,
}) => {
  const email = `receipt.${Date.now()}@example.com`;
  const survey = new SurveyDriver(page);
  await page.goto('/survey/v4nv-x1?verify-phone=no');
  await waitForHydration(page);
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
  const last = survey.step('PhoneAndBuyersConsent');
  await last.locator('[name="phone"]').fill('7135550189');
  await last.locator('[data-action="submit"]').click();
  await page.waitForURL(/\/survey-thank-you\//);

  const list = await request.get('/api/leads', { headers: asAdmin });
  const { leads } = (await list.json()) as { leads: { id: string; lead: Record<string, string> }[] };
  const lead = leads.find((entry) => entry.lead.email === email);
  expect(lead, email).toBeDefined();
  const response = await request.get(`/api/leads/${lead!.id}/consent-receipt`, { headers: asAdmin });
  expect(response.status()).toBe(200);
  const answer = (await response.json()) as {
    digest: string;
    receipt: { disclosure: { text: string }; page: Record<string, unknown> };
  };
  expect(answer.receipt.page).toMatchObject({
    reported_by: 'browser',
    path: '/survey/v4nv-x1',
    consent_fully_in_view: true,
  });
  expect(answer.receipt.page.build).toEqual(expect.stringMatching(/./));
  expect(answer.receipt.disclosure.text).toBe(lead!.lead.tcpa);
  expect(answer.digest).toMatch(/^[0-9a-f]{64}$/);

  await page.setExtraHTTPHeaders(asAdmin);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/api/leads/${lead!.id}/consent-receipt?format=html`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(lead!.id);
  await expect(page.getByText(answer.digest)).toBeVisible();
  // Nothing is wider than the phone: the digest and the user agent break where they must.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousViolations(page)).toEqual([]);
});
