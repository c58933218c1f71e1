import { expect, test } from './transition-recording';
import { seriousViolations } from './accessibility';
import { readFileSync } from 'node:fs';
import { E2E_SERVER_LOG } from '../../playwright.config';
import { holdPageScripts, waitForHydration } from './held-scripts';
import { storedLead } from './server-records';
import { SurveyDriver, monthsAgo } from './survey-driver';

test.describe.configure({ mode: 'serial' });

const DESCRIPTION = 'I was stopped at a red light when a delivery van hit the back of my car.';
const personalData: string[] = [DESCRIPTION];

function visitor(project: string, who: string) {
  const email = `${who}.${project}@example.com`;
  personalData.push(email, `Lopez${who}`);
  return { firstName: 'Maria', lastName: `Lopez${who}`, email };
}

test('the first question is in the prerendered HTML', async ({ request }) => {
  const html = await (await request.get('/survey/v4nv')).text();
  expect(html).toContain('data-variant="v4nv"');
  expect(html).toContain('data-step="WhenWasTheAccident"');
  expect(html).toContain('When did the accident happen?');
});

test('a qualified visitor walks to the thank-you page and the lead is stored', async ({
  page,
  request,
}, testInfo) => {
  // The one walk that slides from step to step as most visitors see it (the suite runs with reduced motion).
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const screens = process.env.SCREENSHOTS ? `test-results/screens/${testInfo.project.name}` : undefined;
  const survey = new SurveyDriver(page, screens);
  const person = visitor(testInfo.project.name, 'qualified');
  // A hydration mismatch or a script error shows up here first.
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/survey/v4nv?sub1=e2e-sub&_ef_transaction_id=tx-e2e');
  await expect(page.locator('[data-variant="v4nv"]')).toBeVisible();

  const seen: number[] = [];
  const { month, year } = monthsAgo(3);
  await survey.expectStep('WhenWasTheAccident');
  seen.push(await survey.progress());
  await survey.accidentDate(month, year);
  await survey.choose('AtFault', 'No');
  seen.push(await survey.progress());
  await survey.choose('WasUserInjured', 'Back or Neck Pain');
  await survey.choose('DidYouReceiveMedicalTreatment', 'Yes');
  seen.push(await survey.progress());
  await survey.choose('PoliceReportFiled', 'Yes');
  await survey.choose('HasLawyer', 'No');
  await survey.fill('IncidentDescription', { case_description: DESCRIPTION });
  seen.push(await survey.progress());
  await survey.fill('NameAndEmail', person);
  await survey.expectStep('PhoneAndZip');
  seen.push(await survey.progress());
  // The address the thank-you page opens with: it takes the e-mail and phone out of it once loaded.
  const thankYou = page.waitForRequest(
    (request) => request.isNavigationRequest() && /\/survey-thank-you\/\?/.test(request.url()),
  );
  await survey.fill('PhoneAndZip', { phone: '7135550182', zip_code: '77002' }, 'submit');
  personalData.push('7135550182');

  await page.waitForURL(/\/survey-thank-you\/\?/);
  const query = new URL((await thankYou).url()).searchParams;
  expect(query.get('q')).toBe('y');
  expect(query.get('email')).toBe(person.email);
  expect(query.get('zip_code')).toBe('77002');
  expect(query.get('city')).toBe('Houston');
  expect(query.get('sub_id')).toBe('e2e-sub');
  expect(query.get('ef_transaction_id')).toBe('tx-e2e');
  expect(query.has('is_disqualified')).toBe(false);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you');
  if (screens) await page.screenshot({ path: `${screens}/thank-you.png`, fullPage: true });

  expect(problems).toEqual([]);
  expect(seen).toEqual([...seen].sort((a, b) => a - b));
  // 100 is for the sent lead: the last step still asks for something.
  expect(seen.at(-1)).toBeGreaterThan(80);
  expect(seen.at(-1)).toBeLessThan(100);

  const { lead, source } = await storedLead(request, person.email);
  expect(source).toBe('post-lead');
  expect(lead).toMatchObject({
    city: 'Houston',
    state: 'TX',
    state_long: 'Texas',
    county: 'Harris',
    ip_address: '127.0.0.1',
    lead_is_qualified: 'yes',
    dq_reason: '',
    incident_date: `${year}-${month}-01`,
    oid: '81',
    affid: '1',
    sub_id: 'e2e-sub',
    language: 'en',
  });
  expect(lead.user_agent).toContain('Chrome');
  expect(lead.lead_id).toMatch(/^[0-9a-f-]{36}$/);
  expect(lead.tcpa).toContain('Consent is not a condition of any purchase');
  expect((lead.time_on_steps ?? '').split('|').map((entry) => entry.split(':')[0])).toEqual([
    'WhenWasTheAccident',
    'AtFault',
    'WasUserInjured',
    'DidYouReceiveMedicalTreatment',
    'PoliceReportFiled',
    'HasLawyer',
    'IncidentDescription',
    'NameAndEmail',
    'PhoneAndZip',
  ]);
});

test('a visitor who has a lawyer is posted as not qualified with the have_attorney reason', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone-375', 'one viewport: the walk proves what the server decides');
  const survey = new SurveyDriver(page);
  const person = visitor(testInfo.project.name, 'lawyer');
  await page.goto('/survey/v4nv');
  const { month, year } = monthsAgo(6);
  await survey.accidentDate(month, year);
  await survey.choose('AtFault', 'No');
  await survey.choose('WasUserInjured', 'Whiplash');
  await survey.choose('DidYouReceiveMedicalTreatment', 'Yes');
  await survey.choose('PoliceReportFiled', 'No');
  await survey.choose('HasLawyer', 'Yes');
  await survey.choose('ConfirmationHasLawyer', 'Yes');
  await survey.choose('InterestedInFunding', 'No');
  await survey.fill('IncidentDescription', { case_description: DESCRIPTION });
  await survey.fill('NameAndEmail', person);
  await survey.fill('PhoneAndZip', { phone: '7135550183', zip_code: '77002' }, 'submit');
  personalData.push('7135550183');

  await page.waitForURL(/\/survey-thank-you\/\?/);
  const query = new URL(page.url()).searchParams;
  expect(query.get('q')).toBe('n');
  expect(query.get('is_disqualified')).toBe('true');
  expect(query.get('dq_reason')).toBe('have_attorney|yes');

  const { lead } = await storedLead(request, person.email);
  expect(lead).toMatchObject({ lead_is_qualified: 'no', dq_reason: 'have_attorney|yes', with_Lawyer: 'Yes' });
});

test('the server’s checks refuse a toll-free phone, a disposable e-mail and an unknown zip, and flag bad words', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone-375', 'one viewport: the walk proves what the server checks');
  const survey = new SurveyDriver(page);
  const person = visitor(testInfo.project.name, 'checked');
  const rainyDescription = 'It was raining and a delivery van hit the back of my car at a light.';
  personalData.push(rainyDescription);
  await page.goto('/survey/v4nv');
  const { month, year } = monthsAgo(4);
  await survey.accidentDate(month, year);
  await survey.choose('AtFault', 'No');
  await survey.choose('WasUserInjured', 'Whiplash');
  await survey.choose('DidYouReceiveMedicalTreatment', 'Yes');
  await survey.choose('PoliceReportFiled', 'Yes');
  await survey.choose('HasLawyer', 'No');
  await survey.fill('IncidentDescription', { case_description: rainyDescription });

  const disposable = `${testInfo.project.name}@mailinator.com`;
  await survey.fill('NameAndEmail', { ...person, email: disposable });
  const email = page.locator('[data-step="NameAndEmail"] [name="email"]');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert')).toHaveText(
    'We could not verify this email address. Please use another one.',
  );
  await survey.fill('NameAndEmail', person);

  await survey.fill('PhoneAndZip', { phone: '8005550123', zip_code: '00001' }, 'submit');
  const step = page.locator('[data-step="PhoneAndZip"]');
  await expect(step.locator('[name="phone"]')).toHaveAttribute('aria-invalid', 'true');
  await expect(step.locator('[name="zip_code"]')).toHaveAttribute('aria-invalid', 'true');
  await expect(
    step.getByText('Invalid/nonexistent phone number or country specified is not possible.'),
  ).toBeVisible();
  await expect(step.getByText('We could not find this zip code. Please check it.')).toBeVisible();
  await expect(step.locator('[name="phone"]')).toBeFocused();
  await survey.fill('PhoneAndZip', { phone: '7135550184', zip_code: '77002' }, 'submit');
  personalData.push('7135550184');

  await page.waitForURL(/\/survey-thank-you\/\?/);
  const { lead } = await storedLead(request, person.email);
  expect(lead).toMatchObject({
    bad_words: 'yes',
    is_gibberish: 'no',
    name_gibberish: 'no',
    name_bad_word: 'no',
    lead_is_qualified: 'yes',
  });
});

test('answers given before the page’s JavaScript has run are kept, and the page does not reload', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  const releaseScripts = await holdPageScripts(page);
  // A press the page has not answered within a second goes to the server as a form post (a test of its own covers
  // that); this one is about the press handed to the hydrated page, so the page's clock stands still from the tap
  // until the hand-over, however slow the machine running the test.
  await page.clock.install();
  await page.goto('/survey/v4nv', { waitUntil: 'commit' });
  const survey = new SurveyDriver(page);
  const { month, year } = monthsAgo(3);
  await survey.expectStep('WhenWasTheAccident');
  await page.clock.pauseAt(Date.now() + 1000);
  await survey.accidentDate(month, year);
  expect(await page.evaluate(() => (window as { __hydrated?: boolean }).__hydrated)).toBeUndefined();
  // The tap shows at once: the early-input script marks the button, the prerendered styles draw it pressed.
  const next = survey.step('WhenWasTheAccident').locator('[data-action="next"]');
  await expect(next).toHaveAttribute('data-early-press', '');
  expect(await next.evaluate((button) => getComputedStyle(button).transform)).not.toBe('none');

  releaseScripts();
  // The hand-over waits a task (a zero timeout) after hydration: the clock moves 5 ms a look, never near the second.
  await expect
    .poll(
      async () => {
        await page.clock.runFor(5);
        return survey.step('AtFault').isVisible();
      },
      { timeout: 30_000, intervals: [250] },
    )
    .toBe(true);
  await page.clock.resume();
  await survey.expectStep('AtFault');
  expect(new URL(page.url()).search).toBe('');
  await page.goBack();
  await survey.expectStep('WhenWasTheAccident');
  await expect(survey.step('WhenWasTheAccident').locator('select[name="injury_year"]')).toHaveValue(year);
  expect(problems).toEqual([]);
});

test('reload resumes at the same step, and back (ours and the browser’s) returns along the path taken', async ({
  page,
}) => {
  const survey = new SurveyDriver(page);
  await page.goto('/survey/v4nv');
  const { month, year } = monthsAgo(2);
  await survey.accidentDate(month, year);
  await survey.choose('AtFault', 'Yes');
  await survey.choose('WasUserInjured', 'Broken Bones');
  await survey.expectStep('ActiveInsurancePolicy');
  const progressBefore = await survey.progress();

  await page.reload();
  await survey.expectStep('ActiveInsurancePolicy');
  expect(await survey.progress()).toBe(progressBefore);
  // The resumed funnel keeps the page's stylesheet: the parts only a flag shows stay hidden.
  await expect(page.locator('[data-part="meter"]')).toBeHidden();
  await expect(page.locator('[data-part="progress-stages"]')).toBeHidden();

  await page.goBack();
  await survey.expectStep('WasUserInjured');
  await expect(survey.step('WasUserInjured').locator('[data-answer="Broken Bones"]')).toBeVisible();
  await page.locator('[data-action="back"]').click();
  await survey.expectStep('AtFault');
  await survey.choose('AtFault', 'No');
  await survey.choose('WasUserInjured', 'Broken Bones');
  await survey.expectStep('DidYouReceiveMedicalTreatment');
  await page.goBack();
  await page.goBack();
  await survey.expectStep('AtFault');
  await page.goBack();
  await survey.expectStep('WhenWasTheAccident');
  await expect(survey.step('WhenWasTheAccident').locator('select[name="injury_month"]')).toHaveValue(month);
});

test('the browser’s Forward after Back returns to the step the visitor came from, with its answers', async ({
  page,
}) => {
  const survey = new SurveyDriver(page);
  await page.goto('/survey/v4nv');
  const { month, year } = monthsAgo(2);
  await survey.accidentDate(month, year);
  await survey.choose('AtFault', 'No');
  await survey.choose('WasUserInjured', 'Whiplash');
  await survey.expectStep('DidYouReceiveMedicalTreatment');
  const progress = await survey.progress();

  await page.goBack();
  await survey.expectStep('WasUserInjured');
  await page.goBack();
  await survey.expectStep('AtFault');
  await page.goForward();
  await survey.expectStep('WasUserInjured');
  await expect(survey.step('WasUserInjured').locator('[data-answer="Whiplash"]')).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.goForward();
  await survey.expectStep('DidYouReceiveMedicalTreatment');
  expect(await survey.progress()).toBe(progress);
  // The history is still the path taken: Back walks it as before, and there is nothing further forward.
  await page.goBack();
  await survey.expectStep('WasUserInjured');
  await page.goForward();
  await survey.expectStep('DidYouReceiveMedicalTreatment');
  await page.goForward();
  await survey.expectStep('DidYouReceiveMedicalTreatment');
});

test('what was typed on a step and not sent survives a reload of the tab, and goes once the step is left', async ({
  page,
}) => {
  const survey = new SurveyDriver(page);
  await page.goto('/survey/v4nv');
  await survey.accidentDate(monthsAgo(5).month, monthsAgo(5).year);
  await survey.choose('AtFault', 'Yes');
  await survey.choose('WasUserInjured', 'None');
  await survey.choose('PoliceReportFiled', 'Unsure');
  await survey.choose('HasLawyer', 'No');
  const description = survey.step('IncidentDescription').locator('textarea[name="case_description"]');
  await description.fill(DESCRIPTION);

  await page.reload();
  await expect(description).toHaveValue(DESCRIPTION);
  await survey.step('IncidentDescription').locator('[data-action="next"]').click();
  await survey.expectStep('NameAndEmail');
  expect(await page.evaluate(() => Object.keys(sessionStorage))).not.toContain('funnel-draft:/survey/v4nv');
});

test('the survey has no serious or critical accessibility violation', async ({ page }) => {
  const survey = new SurveyDriver(page);
  await page.goto('/survey/v4nv');
  expect(await seriousViolations(page)).toEqual([]);
  await survey.accidentDate(monthsAgo(1).month, monthsAgo(1).year);
  await survey.choose('AtFault', 'No');
  await survey.choose('WasUserInjured', 'Whiplash');
  await survey.choose('DidYouReceiveMedicalTreatment', 'Yes');
  await survey.choose('PoliceReportFiled', 'Yes');
  await survey.choose('HasLawyer', 'No');
  await survey.fill('IncidentDescription', { case_description: DESCRIPTION });
  await survey.fill('NameAndEmail', { firstName: 'Ana', lastName: 'Diaz', email: 'bad-email' });
  await expect(survey.step('NameAndEmail').getByRole('alert')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // At desktop width the answers sit in columns and the header shows its full navigation: scanned too.
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await seriousViolations(page)).toEqual([]);
});

test('a lead survives a flaky network: failed posts are retried with the same lead_id and stored once', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone-375', 'one viewport: the walk proves what the browser retries');
  const survey = new SurveyDriver(page);
  const person = visitor(testInfo.project.name, 'flaky');
  const leadIds: string[] = [];
  let attempts = 0;
  await page.route('**/post-lead', async (route) => {
    attempts += 1;
    leadIds.push((route.request().postDataJSON() as { lead_id: string }).lead_id);
    if (attempts <= 2) await route.abort('connectionreset');
    else await route.continue();
  });
  await page.goto('/survey/v4nv');
  // The retries are the script's: before hydration a tap is a form post to the page, which this route misses.
  await waitForHydration(page);
  const { month, year } = monthsAgo(4);
  await survey.accidentDate(month, year);
  await survey.choose('AtFault', 'No');
  await survey.choose('WasUserInjured', 'Head Injury');
  await survey.choose('DidYouReceiveMedicalTreatment', 'Yes');
  await survey.choose('PoliceReportFiled', 'Yes');
  await survey.choose('HasLawyer', 'No');
  await survey.fill('IncidentDescription', { case_description: DESCRIPTION });
  await survey.fill('NameAndEmail', person);
  await survey.fill('PhoneAndZip', { phone: '7135550184', zip_code: '77002' }, 'submit');
  personalData.push('7135550184');

  await page.waitForURL(/\/survey-thank-you\/\?/);
  expect(new URL(page.url()).searchParams.get('q')).toBe('y');
  expect(attempts).toBe(3);
  expect(new Set(leadIds).size).toBe(1);
  const { lead } = await storedLead(request, person.email);
  expect(lead.lead_id).toBe(leadIds[0]);
});

// Playwright's Chromium runs without the back/forward cache, so this walks the reload path; a page restored from
// that cache is sent through the same reload by the pageshow handler in src/funnel/use-thank-you-exit.ts.
test('back from the thank-you page shows a fresh survey, not a stuck overlay', async ({ page }, testInfo) => {
  const survey = new SurveyDriver(page);
  const person = visitor(testInfo.project.name, 'returning');
  await page.goto('/survey/v4nv');
  const { month, year } = monthsAgo(5);
  await survey.accidentDate(month, year);
  await survey.choose('AtFault', 'Yes');
  await survey.choose('WasUserInjured', 'None');
  await survey.choose('PoliceReportFiled', 'Unsure');
  await survey.choose('HasLawyer', 'No');
  await survey.fill('IncidentDescription', { case_description: DESCRIPTION });
  await survey.fill('NameAndEmail', person);
  await survey.fill('PhoneAndZip', { phone: '7135550185', zip_code: '77002' }, 'submit');
  personalData.push('7135550185');
  await page.waitForURL(/\/survey-thank-you\/\?/);
  expect(new URL(page.url()).searchParams.get('q')).toBe('n');

  await page.goBack();
  await survey.expectStep('WhenWasTheAccident');
  await expect(page.getByTestId('submit-overlay')).toHaveCount(0);
  expect(await survey.progress()).toBeLessThan(100);
});

test('the server log holds none of the personal data it stored', async () => {
  const log = readFileSync(E2E_SERVER_LOG, 'utf8');
  expect(log).toContain('/post-lead');
  for (const value of personalData) expect(log, value).not.toContain(value);
});
