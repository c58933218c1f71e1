import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../../playwright.config';
import type { ConsentRevocationList } from '../../services/api/consent-revocation/consent-revocation-contract';
import { seriousViolations } from './accessibility';
import { waitForHydration } from './held-scripts';
import { expect, test } from './transition-recording';

const PAGES = [
  { path: '/revoke-consent/', language: 'en', submit: 'Revoke my consent', received: 'Revocation received' },
  {
    path: '/es/revoke-consent/',
    language: 'es',
    submit: 'Revocar mi consentimiento',
    received: 'Revocación recibida',
  },
] as const;

/** A date in YYYY-MM-DD: the last day a revocation is honoured by. */
const HONOUR_BY = /\d{4}-\d{2}-\d{2}/;

async function revocationCount(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/consent-revocations?limit=1000', {
    headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as ConsentRevocationList).revocations.length;
}

/** A phone no other test types: 10 digits, the last seven random. */
function freshPhone(): string {
  return `713${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

for (const { path, language, submit, received } of PAGES) {
  test(`${path}: the form revokes consent with JavaScript, in its language, with no serious axe finding`, async ({
    page,
    request,
  }) => {
    // axe runs four times, on a machine shared with other test runs.
    test.setTimeout(240_000);
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    expect(await seriousViolations(page)).toEqual([]);
    const before = await revocationCount(request);

    // Nothing given: the form says what to fix and sends nothing.
    await page.getByRole('button', { name: submit }).click();
    await expect(page.locator('[name="email"]')).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousViolations(page)).toEqual([]);

    await page.locator('[name="email"]').fill(`revoke.${randomUUID().slice(0, 8)}@example.com`);
    await page.getByRole('button', { name: submit }).click();
    const done = page.getByTestId('revocation-received');
    await expect(done).toContainText(received);
    await expect(done).toContainText(HONOUR_BY);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await revocationCount(request)).toBe(before + 1);
  });

  test(`${path}: the form revokes consent without JavaScript, the server's page answering`, async ({
    browser,
    page: checker,
    request,
  }) => {
    // axe runs twice, on a machine shared with other test runs.
    test.setTimeout(240_000);
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 800 },
    });
    const page = await context.newPage();
    // axe needs script: the server's pages are checked as they came, in a page that runs it.
    const checkAsServed = async () => {
      await checker.setContent(await page.content());
      expect(await seriousViolations(checker)).toEqual([]);
    };
    await page.goto(path);
    const before = await revocationCount(request);

    // A phone too short: the server's page names the field and leads back to the form.
    await page.locator('[name="phone"]').fill('555');
    await page.getByRole('button', { name: submit }).click();
    await expect(page.locator('[data-field="phone"]')).toBeVisible();
    await checkAsServed();
    await page.locator(`a[href="${path}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));

    await page.locator('[name="phone"]').fill(freshPhone());
    await page.getByRole('button', { name: submit }).click();
    await expect(page.getByTestId('revocation-received')).toHaveText(received);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('main')).toContainText(HONOUR_BY);
    await checkAsServed();
    expect(await revocationCount(request)).toBe(before + 1);
    await context.close();
  });
}

test('the footer links the revoke-consent page in both languages', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('footer a[href="/revoke-consent/"]')).toHaveText('Revoke Consent');
  await page.goto('/es/contact/');
  await expect(page.locator('footer a[href="/es/revoke-consent/"]')).toHaveText('Revocar consentimiento');
});
