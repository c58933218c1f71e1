import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../../playwright.config';
import { seriousViolations } from './accessibility';
import { loseSignal, regainSignal } from './fault-phone';
import { startNetworkLink } from './network-link';
import { waitForHydration } from './held-scripts';
import { walkToCombinedLastStep, type SurveyDriver } from './survey-driver';
import { expect, test } from './transition-recording';

/**
 * What the thank-you page says of a lead that is not on the server yet, on a phone's screen (375×667): the truth
 * in view above the call bar, and the promise only once the server has the lead, by whichever channel stored it.
 */
test.use({ viewport: { width: 375, height: 667 } });

const PROMISE = 'We are matching you with an attorney';

/** Every stored lead with this e-mail, with the channel that stored it. */
async function leadsWith(request: APIRequestContext, email: string) {
  const response = await request.get('/api/leads?limit=100', {
    headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  const { leads } = (await response.json()) as {
    leads: { recovered_from: string; lead: Record<string, string> }[];
  };
  return leads.filter((stored) => stored.lead.email === email);
}

/** The combined last step of /survey/v4nv, with the service worker in control (it shows our page offline). */
async function walkToLastStep(page: Page): Promise<SurveyDriver> {
  const survey = await walkToCombinedLastStep(page, 'last-step=combined');
  await survey.expectStep('AllPii');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
  await waitForHydration(page);
  return survey;
}

async function tapSubmit(survey: SurveyDriver, email: string, phone: string): Promise<void> {
  await survey.fill(
    'AllPii',
    { firstName: 'Dana', lastName: 'Whitfield', email, phone, zip_code: '77002' },
    'submit',
  );
}

const cutOff = (context: BrowserContext, pattern: string) =>
  context.route(pattern, (route) => route.abort('internetdisconnected'));

test('the session report stores a lead its own call cannot send: the page learns it, lets the held copy go and promises', async ({
  page,
  request,
}) => {
  const email = `report-stored.${randomUUID().slice(0, 8)}@example.com`;
  const survey = await walkToLastStep(page);
  // Only the lead's own call fails, every time (a filter that blocks it, say): the session report gets through.
  await cutOff(page.context(), '**/post-lead');
  await tapSubmit(survey, email, '7135550161');

  await page.waitForURL(/\/survey-thank-you\//, { timeout: 30_000 });
  const notice = page.locator('[data-lead-delivery]');
  await expect(notice).toHaveAttribute('data-lead-delivery', 'sent', { timeout: 45_000 });
  await expect(notice).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('heading', { level: 2 }).filter({ visible: true })).toHaveText(PROMISE);
  expect(await page.evaluate(() => localStorage.getItem('unsent-leads'))).toBeNull();
  const stored = await leadsWith(request, email);
  expect(stored.map((lead) => lead.recovered_from)).toEqual(['session']);
});

/** As with storage turned off: the mere access throws. */
async function refuseStorage(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage'])
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
  });
}

test.describe('a browser that refuses storage', () => {
  test('offline at the tap: the page says the details are not saved and asks to be kept open, then promises once stored', async ({
    browser,
    baseURL,
    request,
  }) => {
    // The phone's signal, cut at the moment of the tap: every request fails, the beacons that go as a page unloads
    // too, which the context's routes do not reach.
    const link = await startNetworkLink(baseURL!);
    const context = await browser.newContext({
      baseURL: link.baseURL,
      viewport: { width: 375, height: 667 },
      hasTouch: true,
    });
    try {
      await refuseStorage(context);
      const page = await context.newPage();
      const email = `unkept.${randomUUID().slice(0, 8)}@example.com`;
      const survey = await walkToLastStep(page);
      await loseSignal(context, link);
      await tapSubmit(survey, email, '7135550162');

      await page.waitForURL(/\/survey-thank-you\//, { timeout: 30_000 });
      const notice = page.locator('[data-lead-delivery]');
      await expect(notice).toHaveAttribute('data-lead-delivery', 'unkept');
      await expect(notice).toHaveText(/not been sent yet.*does not let us save them.*keep this page open/);
      await expect(notice).toBeInViewport({ ratio: 1 });
      await expect(page.locator('[data-page-flow]')).toBeHidden();
      // The lead rode in the address's fragment, and is out of it.
      expect(new URL(page.url()).hash).toBe('');
      expect(await leadsWith(request, email)).toEqual([]);

      await regainSignal(context, link);
      await expect(notice).toHaveAttribute('data-lead-delivery', 'sent', { timeout: 45_000 });
      await expect(notice).toHaveText('Your details have been sent.');
      await expect(page.getByRole('heading', { level: 2 }).filter({ visible: true })).toHaveText(PROMISE);
      await expect.poll(async () => (await leadsWith(request, email)).length).toBe(1);
    } finally {
      await context.close();
      await link.close();
    }
  });

  test('in Spanish, the same words, in view before any promise, and nothing for axe', async ({ page }) => {
    await refuseStorage(page.context());
    for (const pattern of ['**/post-lead', '**/api/lead-stored/**']) await cutOff(page.context(), pattern);
    const lead = { path: '/post-lead', body: { lead_id: randomUUID(), email: 'sin.guardar@example.com' } };
    await page.goto(`/survey-thank-you/?q=y&lang=es#unkept-lead=${encodeURIComponent(JSON.stringify(lead))}`);
    await waitForHydration(page);

    const notice = page.locator('[data-lead-delivery]');
    await expect(notice).toHaveAttribute('data-lead-delivery', 'unkept');
    await expect(notice).toHaveText(
      /aún no se han enviado.*no nos permite guardarlos.*Mantenga esta página abierta/,
    );
    await expect(notice).toBeInViewport({ ratio: 1 });
    await expect(page.locator('[data-page-flow]')).toBeHidden();
    expect(new URL(page.url()).hash).toBe('');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
