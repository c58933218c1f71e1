import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './transition-recording';
import {
  emailFor,
  expectOneLead,
  loseSignal,
  onPhone,
  onPhoneBehindLink,
  PHONE,
  regainSignal,
  stepKindModules,
} from './fault-phone';
import { waitForHydration } from './held-scripts';
import { onOwnServer } from './own-server';
import { monthsAgo, SurveyDriver } from './survey-driver';

/**
 * The fault matrix's mid-funnel case: the signal drops while the code of the next step's kind is not loaded yet (a
 * page loads the fields step's chunk once it is idle, so a visitor who answers quickly on a bad line reaches it
 * first). The page must keep its header, call button, progress and answers, say so in the step's place, and show
 * the step once the chunk loads. /survey/v4nv's first fields step is IncidentDescription, after HasLawyer.
 */
// A whole walk, an outage and a post: on a busy machine more than the default minute.
test.describe.configure({ mode: 'parallel', timeout: 120_000 });

const FIELDS_STEP_CHUNK = stepKindModules('src/funnel/steps/fields-step.tsx')[0]!;

/**
 * Holds back every request for the fields step's chunk (the page's idle preload too) until `fail` is called, which
 * fails them, and any after, as a dropped signal does; `allow` lets the later ones through.
 */
async function holdFieldsStepChunk(context: BrowserContext) {
  let fail = () => {};
  const failing = new Promise<void>((resolve) => (fail = resolve));
  let allowed = false;
  await context.route(`**${FIELDS_STEP_CHUNK}`, async (route) => {
    if (allowed) return route.continue();
    await failing;
    return route.abort('internetdisconnected');
  });
  return { fail, allow: () => (allowed = true) };
}

/** Answers /survey/v4nv up to HasLawyer, the step before the first fields step. */
async function walkToHasLawyer(page: Page): Promise<SurveyDriver> {
  const survey = new SurveyDriver(page);
  await page.goto('/survey/v4nv?last-step=combined');
  await waitForHydration(page);
  const { month, year } = monthsAgo(3);
  await survey.accidentDate(month, year);
  await survey.choose('AtFault', 'No');
  await survey.choose('WasUserInjured', 'Back or Neck Pain');
  await survey.choose('DidYouReceiveMedicalTreatment', 'Yes');
  await survey.choose('PoliceReportFiled', 'Yes');
  await survey.expectStep('HasLawyer');
  return survey;
}

const notice = (page: Page) => page.locator('[data-step-unavailable]');

/** The page around the missing step is all there: header and call link, progress, the question and Back. */
async function expectPageKept(page: Page, survey: SurveyDriver) {
  await expect(notice(page).getByRole('alert')).toContainText('The connection dropped');
  await expect(page.locator('header a[href^="tel:"]')).toBeVisible();
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect(survey.step('IncidentDescription').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-action="back"]')).toBeVisible();
  // The answers stay in the machine, and in the funnel this device keeps for a later visit.
  const kept = await page.evaluate(() => localStorage.getItem('funnel-kept:/survey/v4nv'));
  expect(kept).toContain('PoliceReportFiled');
}

/** The step's fields, then the last step: one lead with the answers from before the outage. */
async function finish(survey: SurveyDriver, email: string) {
  await survey.fill('IncidentDescription', {
    case_description: 'A pickup truck ran the red light and hit the side of my car.',
  });
  await survey.fill(
    'AllPii',
    { firstName: 'Dana', lastName: 'Whitfield', email, phone: '7135550147', zip_code: '77002' },
    'submit',
  );
}

test('the signal lost as a step whose code is not loaded comes up: the page stays, and the step shows when back', async ({
  browser,
  playwright,
}) => {
  await onOwnServer(playwright, async (server, request) => {
    await onPhoneBehindLink(browser, server, async (context, page, link) => {
      const email = emailFor('step-chunk-offline');
      const chunk = await holdFieldsStepChunk(context);
      const survey = await walkToHasLawyer(page);
      await loseSignal(context, link);
      chunk.fail();
      await survey.choose('HasLawyer', 'No');

      await expectPageKept(page, survey);
      // A tap while still offline fails again, and the notice stays.
      await notice(page).getByRole('button', { name: 'Try again' }).click();
      await expect(notice(page).getByRole('button', { name: 'Try again' })).toBeEnabled();
      await expect(notice(page).getByRole('alert')).toBeVisible();

      chunk.allow();
      await regainSignal(context, link);
      // The browser's `online` event: no tap needed.
      await expect(survey.step('IncidentDescription').locator('[name="case_description"]')).toBeVisible();
      await expect(notice(page)).toHaveCount(0);
      await finish(survey, email);
      const { lead } = await expectOneLead(request, email);
      expect(lead).toMatchObject({
        at_Fault: 'No',
        injury_type: 'Back or Neck Pain',
        police_report: 'Yes',
        with_Lawyer: 'No',
      });
    });
  });
});

test('a step whose code fails while the phone says it is online: "Try again" brings it', async ({
  browser,
  playwright,
}) => {
  await onOwnServer(playwright, async (server, request) => {
    await onPhone(
      () => browser.newContext({ baseURL: server.baseURL, ...PHONE }),
      async (context, page) => {
        const email = emailFor('step-chunk-try-again');
        const chunk = await holdFieldsStepChunk(context);
        const survey = await walkToHasLawyer(page);
        chunk.fail();
        await survey.choose('HasLawyer', 'No');
        await expectPageKept(page, survey);

        chunk.allow();
        await notice(page).getByRole('button', { name: 'Try again' }).click();
        await expect(survey.step('IncidentDescription').locator('[name="case_description"]')).toBeVisible();
        await finish(survey, email);
        await expectOneLead(request, email);
      },
    );
  });
});
