import { expect, test } from '@playwright/test';
import { ENDINGS } from '../../variants/texts/endings';
import { seriousViolations } from './accessibility';
import { waitForHydration } from './held-scripts';

/**
 * Every visitor the funnel cannot match ends on the ending written for their reason, in their language, on a
 * phone; a funding seeker on the funding ending whatever the verdict, never told of matching with an attorney.
 */

/** One reason of each family the flow's rules give, as the thank-you query carries it. */
const CASES = [
  { flow: 'accident', key: 'attorney', query: 'q=n&dq_reason=have_attorney%7Cyes_but_I_want_a_new_lawyer' },
  { flow: 'accident', key: 'time-limit', query: 'q=n&dq_reason=date%7Caccident_limit_exceeded&state=TX' },
  { flow: 'accident', key: 'at-fault', query: 'q=n&dq_reason=at_Fault%7Cyes' },
  { flow: 'accident', key: 'not-injured', query: 'q=n&dq_reason=doctor_treatment%7Cno' },
  { flow: 'accident', key: 'description', query: 'q=n&dq_reason=enough_words%7Cno' },
  { flow: 'accident', key: 'trail', query: 'q=n&dq_reason=trail%7Cmissing' },
  { flow: 'accident', key: 'funding', query: 'q=y&funding=yes' },
  { flow: 'benefits', key: 'not-eligible', query: 'q=n&dq_reason=ageGroup%7C67%2B&flow=benefits' },
  { flow: 'benefits', key: 'trail', query: 'q=n&dq_reason=trail%7Cwrong_step&flow=benefits' },
  { flow: 'ticket', key: 'attorney', query: 'q=n&dq_reason=have_attorney%7Cyes' },
  { flow: 'ticket', key: 'time-limit', query: 'q=n&dq_reason=date%7Cticket_window_exceeded' },
  { flow: 'ticket', key: 'trail', query: 'q=n&dq_reason=trail%7Cincomplete' },
] as const;

for (const language of ['en', 'es'] as const) {
  test(`every reason ends on its own ending (${language})`, async ({ page }) => {
    for (const { flow, key, query } of CASES) {
      const path = flow === 'ticket' ? '/ticket-thank-you/' : '/survey-thank-you/';
      await page.goto(`${path}?${query}${language === 'es' ? '&lang=es' : ''}`);
      const ending = ENDINGS[language][flow][key]!;
      const card = page.locator(`[data-wording="${flow}-ending-${key}"]`);
      await expect(card, `${flow} ${key}`).toBeVisible();
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(ending.title);
      // Only that ending shows: no general wording beside it.
      await expect(page.locator('[data-wording]:visible')).toHaveCount(1);
      await expect(card.locator('a[href^="tel:"]')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
    }
  });
}

test('the time-limit ending links to the law page of the visitor’s own state', async ({ page }) => {
  for (const [state, href] of [
    ['TX', '/car-accident-laws/texas/'],
    ['CA', '/car-accident-laws/california/'],
    ['OH', '/car-accident-laws/'],
  ] as const) {
    await page.goto(`/survey-thank-you/?q=n&dq_reason=date%7Cover_730_days&state=${state}`);
    const laws = page.locator('[data-wording="accident-ending-time-limit"] a:visible', {
      hasText: 'Car accident laws by state',
    });
    await expect(laws).toHaveCount(1);
    await expect(laws).toHaveAttribute('href', href);
  }
});

test('a funding seeker never reads of matching with an attorney, qualified or not', async ({ page }) => {
  for (const query of ['q=y&funding=yes', 'q=n&dq_reason=have_attorney%7Cyes&funding=yes']) {
    await page.goto(`/survey-thank-you/?${query}`);
    await waitForHydration(page);
    await expect(page.locator('[data-wording="accident-ending-funding"]')).toBeVisible();
    // What the visitor reads: the other wordings are in the page, hidden.
    expect(await page.locator('main').innerText()).not.toMatch(/match(ing)? you with an attorney/i);
  }
});

test('an ending is free of serious accessibility findings', async ({ page }) => {
  await page.goto('/survey-thank-you/?q=n&dq_reason=date%7Caccident_limit_exceeded&state=CA');
  await waitForHydration(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/ticket-thank-you/?q=n&dq_reason=have_attorney%7Cyes&lang=es');
  await waitForHydration(page);
  expect(await seriousViolations(page)).toEqual([]);
});
