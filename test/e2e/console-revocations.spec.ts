import { randomUUID } from 'node:crypto';
import { expectAccessible, newOperator, signIn } from './console-session';
import { expect, test } from './transition-recording';

/** A phone no other test types: 10 digits, the last seven random. */
function freshPhone(): string {
  return `713${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

test('an operator answers a text with STOP as the person, notes a revocation by call, and sees each with its deadline', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone-375', 'the test checks both widths itself');
  // axe at two widths on three pages, on a machine shared with other test runs.
  test.setTimeout(180_000);
  const phone = freshPhone();
  const sent = await request.post('/two-step-verification/send', {
    data: { phone, lead_id: randomUUID() },
  });
  expect(sent.ok()).toBe(true);

  await page.goto('/admin');
  const operator = await newOperator(request, 'member');
  await signIn(page, operator);
  await page.getByRole('link', { name: 'SMS outbox', exact: true }).click();
  const text = page
    .getByRole('listitem')
    .filter({ hasText: phone.slice(-4) })
    .first();
  await expect(text).toBeVisible();
  await expectAccessible(page);
  await text.getByLabel('Reply as the person').fill('Stop');
  await text.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByRole('status')).toHaveText('The reply “Stop” revoked consent: see Revocations.');
  await page.setViewportSize({ width: 375, height: 900 });
  await page.screenshot({ path: testInfo.outputPath('sms-outbox-375.png') });

  await page.getByRole('link', { name: 'Revocations', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Revocations' })).toBeVisible();
  const byText = page.getByRole('region').filter({ hasText: 'by reply to a text' }).first();
  await expect(byText).toContainText(phone.slice(-4));
  await expect(byText).toContainText(/honour by \d{4}-\d{2}-\d{2} \(10 business days\)/);
  await expect(byText).toContainText('no buyer to tell');

  const email = `called-${randomUUID().slice(0, 8)}@example.com`;
  const form = page.getByRole('form', { name: 'Note a revocation' });
  await form.getByLabel('Came by').selectOption('call');
  await form.getByLabel('The person’s e-mail or phone').fill(email);
  await form.getByRole('button', { name: 'Note revocation' }).click();
  await expect(page.getByRole('status')).toContainText(/^Noted: .* honour by \d{4}-\d{2}-\d{2}\.$/);
  const byCall = page.getByRole('region').filter({ hasText: 'by call, noted by an operator' }).first();
  await expect(byCall).toContainText(`noted by ${operator.email}`);
  await expect(form.getByLabel('The person’s e-mail or phone')).toHaveValue('');
  await expectAccessible(page);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`revocations-${width}.png`), fullPage: true });
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
});
