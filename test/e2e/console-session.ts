import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { E2E_ADMIN_TOKEN } from '../../playwright.config';

/** Serious and critical axe findings on the page as it is now, at the viewport's width and at the other. */
export async function expectAccessible(page: Page): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    const serious = results.violations.filter((violation) =>
      ['serious', 'critical'].includes(violation.impact ?? ''),
    );
    expect(serious.map((violation) => `${width}px ${violation.id}: ${violation.help}`)).toEqual([]);
  }
}

export interface Operator {
  email: string;
  password: string;
}

/** A new account made by an admin key, as an admin makes one in the console: its password is shown once. */
export async function newOperator(
  request: APIRequestContext,
  role: 'admin' | 'member' | 'viewer',
): Promise<Operator> {
  const email = `operator-${randomUUID().slice(0, 8)}@example.com`;
  const made = await request.post('/api/operator-accounts', {
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    data: { email, role },
  });
  expect(made.status()).toBe(201);
  return { email, password: ((await made.json()) as { password: string }).password };
}

/**
 * The first sign-in of an account: the password answers the authenticator key, the code the app would show for
 * it signs in, and the recovery codes are shown once. Each width is checked by axe on the way.
 */
export async function signIn(
  page: Page,
  operator: Operator,
  { checkAccessible = false } = {},
): Promise<void> {
  await page.getByLabel('E-mail').fill(operator.email);
  await page.getByLabel('Password').fill(operator.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const key = page.getByLabel('Authenticator key');
  await expect(key).toBeVisible();
  if (checkAccessible) await expectAccessible(page);
  const secret = (await key.textContent()) ?? '';
  const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
  await page.getByLabel(/^Authenticator code/).fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  if (checkAccessible) await expectAccessible(page);
  await page.getByRole('button', { name: /I have kept them/ }).click();
}
