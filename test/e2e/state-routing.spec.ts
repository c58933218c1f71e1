import { expect, test } from './transition-recording';
import { storedLead } from './server-records';
import { SurveyDriver, monthsAgo } from './survey-driver';

/**
 * The state-routed special handling outside /survey-sd (docs/design.md settles where it applies): a Texas
 * visitor of the basic flow (/survey/ig, affid 107, 25 routing states) goes to the routing partner. The
 * thank-you page is told what the server stored: the partner's affid and the server's verdict.
 */
test('a Texas lead from the basic flow is routed, on the thank-you page and in the stored lead', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone-375', 'one viewport: the walk proves what the server routes');
  const survey = new SurveyDriver(page);
  const email = `routed.${testInfo.project.name}@example.com`;
  const { month, year } = monthsAgo(3);

  await page.goto('/survey/ig?sub1=routing-e2e');
  await page.locator('[data-step="StartPath"] [data-action="next"]').click();
  await survey.accidentDate(month, year);
  await survey.choose('AtFault', 'No');
  await survey.choose('WasUserInjured', 'Back or Neck Pain');
  await survey.choose('DidYouReceiveMedicalTreatment', 'Yes');
  await survey.choose('PoliceReportFiled', 'Yes');
  await survey.choose('HasLawyer', 'No');
  await survey.fill('IncidentDescription', {
    case_description: 'A pickup truck ran the light and hit the side of my car.',
  });
  await survey.fill('NameAndEmail', { firstName: 'Maria', lastName: 'Lopez', email });
  await survey.fill('PhoneAndZip', { phone: '7135550182', zip_code: '77002' }, 'submit');

  await page.waitForURL(/\/survey-thank-you\/\?/);
  const query = new URL(page.url()).searchParams;
  expect(query.get('q')).toBe('y');
  expect(query.get('affid')).toBe('1000350');
  expect(query.get('state')).toBe('TX');
  expect(query.get('sub_id')).toBe('routing-e2e');
  expect(query.has('is_disqualified')).toBe(false);

  const { lead } = await storedLead(request, email);
  expect(lead).toMatchObject({
    oid: '1500',
    affid: '1000350',
    original_oid: '81',
    original_affid: '107',
    case_type: 'FormMVA',
    settlement_offers: 'no',
    state_accident_occurred: 'TX',
    incident_date: `${month}/01/${year}`,
    lead_is_qualified: 'yes',
    sub_id: 'routing-e2e',
  });
  expect(lead).not.toHaveProperty('selected_buyers');
});
