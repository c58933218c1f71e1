import { type Page } from '@playwright/test';
import { expect, test } from './transition-recording';
import {
  emailFor,
  expectOneLead,
  leadsFor,
  loseSignal,
  onPhone,
  onPhoneBehindLink,
  PHONE,
  regainSignal,
  stepKindModules,
} from './fault-phone';
import { onOwnServer, type OwnServer } from './own-server';
import { walkToCombinedLastStep, type SurveyDriver } from './survey-driver';

/**
 * The promise under the product: a visitor who taps the last button becomes one stored lead, whatever the network
 * or the server does at that moment, and sees our own page, never the browser's error page. Each fault is made
 * the way it happens: a phone that loses its signal loses every request (the page's, the service worker's, the
 * chunks'), a server that is down refuses every connection, a killed server drops what it was answering. Each
 * case runs on a server of its own, which it may stop and start again on the same database.
 */
// One viewport (playwright.config.ts lists the spec as phone-only): what a fault proves is not layout.
test.describe.configure({ mode: 'parallel' });

/** Walks /survey/v4nv with its combined last step up to that step, with the service worker in control. */
async function walkToLastStep(page: Page, { waitForWorker = true } = {}): Promise<SurveyDriver> {
  const survey = await walkToCombinedLastStep(page, 'last-step=combined');
  await survey.expectStep('AllPii');
  if (waitForWorker)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 20_000,
    });
  return survey;
}

async function tapSubmit(survey: SurveyDriver, email: string): Promise<void> {
  await survey.fill(
    'AllPii',
    { firstName: 'Dana', lastName: 'Whitfield', email, phone: '7135550147', zip_code: '77002' },
    'submit',
  );
}

/** Our thank-you page, with its notice of where the lead is. */
async function expectThankYouPage(page: Page, delivery?: 'sending' | 'sent') {
  await page.waitForURL(/\/survey-thank-you\//, { timeout: 45_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (delivery)
    await expect(page.locator('[data-lead-delivery]')).toHaveAttribute('data-lead-delivery', delivery, {
      timeout: 45_000,
    });
}

test('offline at the tap, then back online on the same page: held, told so, stored once', async ({
  browser,
  playwright,
}) => {
  await onOwnServer(playwright, async (server, request) => {
    await onPhoneBehindLink(browser, server, async (context, page, link) => {
      const email = emailFor('offline-then-online');
      const survey = await walkToLastStep(page);
      await loseSignal(context, link);
      await tapSubmit(survey, email);

      await expectThankYouPage(page, 'sending');
      await expect(page.locator('[data-lead-delivery]')).toContainText('as soon as you are back online');
      // The truth first, in view above the call bar; no promise of a match before the lead is on the server.
      await expect(page.locator('[data-lead-delivery]')).toBeInViewport({ ratio: 1 });
      await expect(page.locator('[data-page-flow]')).toBeHidden();
      expect(await leadsFor(request, email)).toHaveLength(0);

      await regainSignal(context, link);
      await expect(page.locator('[data-lead-delivery]')).toHaveAttribute('data-lead-delivery', 'sent', {
        timeout: 30_000,
      });
      await expect(page.locator('[data-page-flow]')).toBeVisible();
      await expect(page.getByRole('heading', { level: 2 }).filter({ visible: true })).toHaveText(
        'We are matching you with an attorney',
      );
      await expectOneLead(request, email);
    });
  });
});

test('offline at the tap, the tab closed, the site opened later: stored once', async ({
  browser,
  playwright,
}) => {
  await onOwnServer(playwright, async (server, request) => {
    await onPhoneBehindLink(browser, server, async (context, page, link) => {
      const email = emailFor('offline-then-closed');
      const survey = await walkToLastStep(page);
      await loseSignal(context, link);
      await tapSubmit(survey, email);
      await expectThankYouPage(page, 'sending');
      expect(await leadsFor(request, email)).toHaveLength(0);
      await page.close();

      await regainSignal(context, link);
      const later = await context.newPage();
      await later.goto('/');
      await expectOneLead(request, email);
      await expect
        .poll(() => later.evaluate(() => localStorage.getItem('unsent-leads')), { timeout: 30_000 })
        .toBeNull();
    });
  });
});

test('the server down at the tap and back a minute later: our page, then stored once', async ({
  browser,
  playwright,
}) => {
  await onOwnServer(playwright, async (server, request) => {
    await onPhone(
      () => browser.newContext({ baseURL: server.baseURL, ...PHONE }),
      async (context, page) => {
        // The pages' clocks are the test's to move: the minute passes for them as for a phone left on a table
        // (each retry that falls due fires, and fails), without the test sitting through it.
        await context.clock.install();
        const email = emailFor('server-down');
        const survey = await walkToLastStep(page);
        await server.kill('SIGKILL');
        await tapSubmit(survey, email);
        await expectThankYouPage(page, 'sending');

        await page.clock.fastForward('01:00');
        await server.restart();
        // Time goes on for the page until its next retry reaches the server that is back.
        await expect
          .poll(
            async () => {
              await page.clock.fastForward('00:30');
              return (await leadsFor(request, email)).length;
            },
            { timeout: 30_000 },
          )
          .toBeGreaterThan(0);
        await expectOneLead(request, email);
        // The answer to the post that stored it may still be on its way, and the page's clock stands still
        // between the test's moves: time goes on a second at a time until the page says it is sent. On a loaded
        // machine that answer took longer than the poll's default five seconds to be read.
        await expect
          .poll(
            async () => {
              await page.clock.fastForward('00:01');
              return page.locator('[data-lead-delivery]').getAttribute('data-lead-delivery');
            },
            { timeout: 30_000 },
          )
          .toBe('sent');
      },
    );
  });
});

test('the server killed after receiving the post: stored once when it is back', async ({
  browser,
  playwright,
}) => {
  await onOwnServer(playwright, async (server: OwnServer, request) => {
    await onPhone(
      () => browser.newContext({ baseURL: server.baseURL, ...PHONE }),
      async (context, page) => {
        const email = emailFor('killed-mid-post');
        const survey = await walkToLastStep(page);
        // The post reaches the server, which stores it; the process dies before the answer leaves.
        await context.route(
          '**/post-lead',
          async (route) => {
            await route.fetch();
            await server.kill('SIGKILL');
            await route.abort('connectionreset');
          },
          { times: 1 },
        );
        await tapSubmit(survey, email);
        await expectThankYouPage(page, 'sending');

        await server.restart();
        await expectOneLead(request, email);
        await expect(page.locator('[data-lead-delivery]')).toHaveAttribute('data-lead-delivery', 'sent', {
          timeout: 45_000,
        });
      },
    );
  });
});

test('503 three times, then 202: stored once, straight to the thank-you page', async ({
  browser,
  playwright,
}) => {
  await onOwnServer(playwright, async (server, request) => {
    await onPhone(
      () => browser.newContext({ baseURL: server.baseURL, ...PHONE }),
      async (context, page) => {
        const email = emailFor('three-503');
        const survey = await walkToLastStep(page);
        let refused = 0;
        await context.route(
          '**/post-lead',
          async (route) => {
            refused += 1;
            await route.fulfill({ status: 503, contentType: 'application/json', body: '{}' });
          },
          { times: 3 },
        );
        await tapSubmit(survey, email);
        await expectThankYouPage(page);
        expect(refused).toBe(3);
        expect(new URL(page.url()).searchParams.get('q')).toBe('y');
        const stored = await expectOneLead(request, email);
        expect(stored.recovered_from).toBe('');
        await expect(page.locator('[data-lead-delivery]')).not.toHaveAttribute(
          'data-lead-delivery',
          'sending',
        );
      },
    );
  });
});

test('every chunk failing after the first paint: the lead still goes out, and our page shows', async ({
  browser,
  playwright,
}) => {
  await onOwnServer(playwright, async (server, request) => {
    await onPhone(
      () => browser.newContext({ baseURL: server.baseURL, ...PHONE }),
      async (context, page) => {
        const email = emailFor('chunks-failing');
        // The page's first load arrives, and the components of the steps the walk shows; every other script asked
        // for after the first paint fails, by the page or the service worker: the lead client, the outbox, the
        // code that leads to the thank-you page, the session report and the thank-you page's own scripts.
        const html = await (await request.get('/survey/v4nv')).text();
        const listed = /<script type="application\/json" id="page-modules">([^<]*)<\/script>/.exec(html)?.[1];
        const firstLoad = new Set(JSON.parse(listed ?? '[]') as string[]);
        expect(firstLoad.size).toBeGreaterThan(5);
        for (const module of stepKindModules('src/funnel/steps/fields-step.tsx')) firstLoad.add(module);
        const failed: string[] = [];
        await context.route('**/assets/**', async (route) => {
          const path = new URL(route.request().url()).pathname;
          if (firstLoad.has(path)) return route.continue();
          failed.push(path);
          return route.abort('internetdisconnected');
        });
        const survey = await walkToLastStep(page, { waitForWorker: false });
        await tapSubmit(survey, email);

        await expectThankYouPage(page);
        await expectOneLead(request, email);
        expect(failed.some((path) => path.includes('/lead-client-'))).toBe(true);
      },
    );
  });
});

test('a slow 3G link: stored once, and the thank-you page', async ({ browser, playwright }) => {
  test.setTimeout(150_000);
  await onOwnServer(playwright, async (server, request) => {
    await onPhone(
      () => browser.newContext({ baseURL: server.baseURL, ...PHONE }),
      async (context, page) => {
        const email = emailFor('slow-3g');
        const network = await context.newCDPSession(page);
        // DevTools' slow 3G: 400 ms round trips, 400 kbit/s each way.
        await network.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 400,
          downloadThroughput: (400 * 1024) / 8,
          uploadThroughput: (400 * 1024) / 8,
        });
        const survey = await walkToLastStep(page);
        await tapSubmit(survey, email);
        await expectThankYouPage(page);
        expect(new URL(page.url()).searchParams.get('q')).toBe('y');
        await expectOneLead(request, email);
      },
    );
  });
});
