import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from './transition-recording';
import { expectAccessible, newOperator, signIn } from './console-session';
import { walkedLeads } from './walked-leads';

test('an operator signs in, finds a lead from a minute ago, exports the day, and retries its dead delivery', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone-375', 'the test checks both widths itself');
  // Eight pages, each checked by axe at two widths, on a machine shared with other test runs.
  test.setTimeout(240_000);
  const email = `console-${randomUUID().slice(0, 8)}@example.com`;
  const leadId = randomUUID();
  const [lead] = await walkedLeads([
    {
      lead_id: leadId,
      at_Fault: 'No',
      physical_injury: 'Yes',
      doctor_treatment: 'Yes',
      with_Lawyer: 'No',
      injury_year: '2026',
      injury_month: '8',
      zip_code: '77002',
      case_description: 'A truck hit my car yesterday',
      firstName: 'Maria',
      lastName: 'Lopez',
      email,
      phone: '(713) 555-0182',
    },
  ]);
  const posted = await request.post('/post-lead', { data: lead });
  expect(posted.ok()).toBe(true);

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Operators’ console' })).toBeVisible();
  await expectAccessible(page);
  const operator = await newOperator(request, 'admin');
  await signIn(page, operator, { checkAccessible: true });
  await expect(page.getByText(`Signed in as ${operator.email}`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/leads$/);

  await page.getByLabel('E-mail or phone').fill(email);
  await page.getByRole('button', { name: 'Filter' }).click();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expectAccessible(page);
  // On a phone each lead is a card with its contact, verdict and deliveries in view, and nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  const card = page.locator(`li[data-lead-id="${leadId}"]`);
  await expect(card).toBeVisible();
  await expect(card).toContainText(email);
  await expect(card).toContainText('(713) 555-0182');
  await expect(card.locator('.badge').filter({ hasText: 'qualified' })).toBeVisible();
  await expect(card.locator('.badge').filter({ hasText: /queued|dead/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: testInfo.outputPath('leads-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The day's leads: from today (UTC, as the server counts days) with no other filter.
  const today = new Date().toISOString().slice(0, 10);
  await page.getByLabel('E-mail or phone').fill('');
  await page.getByLabel('From (date)').fill(today);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${today}`));
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toMatch(/^id,source,received_at,review,validation_issues,/);
  expect(csv).toContain(leadId);
  expect(csv).toContain(email);

  await page.getByLabel('E-mail or phone').fill(email);
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.getByRole('row').filter({ hasText: email }).getByRole('link').click();
  await expect(page.getByRole('heading', { name: `Lead ${leadId}` })).toBeVisible();
  // Each field says where it came from: an answer from its step of the replayed trail, the place from the server.
  const fields = page.locator('dl.fields').last();
  await expect(
    fields.locator('div').filter({ has: page.locator('dt', { hasText: /^at_Fault$/ }) }),
  ).toContainText('asked at AtFault');
  await expect(
    fields.locator('div').filter({ has: page.locator('dt', { hasText: /^city$/ }) }),
  ).toContainText('the server');
  // On a phone the lead's page does not scroll sideways: its long values (the receipt's digest, the user agent
  // against the browser's claim) wrap.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('columnheader', { name: 'Claimed (browser)' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });
  // The destination refuses every connection: the delivery ends dead after its one retry.
  const retry = page.getByRole('button', { name: 'Retry delivery to refusing' });
  await expect(async () => {
    await page.reload();
    await expect(retry).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expectAccessible(page);
  await retry.click();
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.getByRole('link', { name: 'Audit log' }).click();
  const audit = page.getByRole('region', { name: /Sign-ins, failures/ });
  await expect(
    audit
      .getByRole('row')
      .filter({ hasText: 'retry' })
      .filter({ hasText: `${leadId}:refusing` }),
  ).toHaveCount(1);
  await expect(audit.getByRole('row').filter({ hasText: 'export' }).first()).toBeVisible();
  await expect(audit.getByRole('row').filter({ hasText: 'sign-in' }).first()).toContainText(operator.email);
  await expect(audit.getByRole('row').filter({ hasText: 'lead-view' }).first()).toContainText(leadId);
  await page.getByRole('combobox', { name: 'Action' }).selectOption('export');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/action=export/);
  await expect(audit.getByRole('row').filter({ hasText: 'retry' })).toHaveCount(0);
  await expect(audit.getByRole('row').filter({ hasText: 'export' }).first()).toContainText(operator.email);
  await expectAccessible(page);

  for (const name of [
    'Deliveries',
    'Funnels',
    'Experiments',
    'Privacy requests',
    'Revocations',
    'Notifications',
    'SMS outbox',
    'Accounts and keys',
  ]) {
    await page.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expectAccessible(page);
  }

  // Each step of a funnel opens its screen as a visitor sees it, for operators.
  await page.getByRole('link', { name: 'Funnels', exact: true }).click();
  await page.screenshot({ path: testInfo.outputPath('funnels-1280.png'), fullPage: true });
  await page.getByRole('link', { name: 'AtFault: see the step' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Were you at fault for the accident?' }),
  ).toBeVisible();
  await expect(page.locator('[data-step="AtFault"] button[data-answer]')).not.toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to the funnel’s numbers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Funnels' })).toBeVisible();
});

test('the leads page charts the days with the numbers as text, and picked dead deliveries are retried at once', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone-375', 'the test checks both widths itself');
  test.setTimeout(120_000);
  const leads = await walkedLeads(
    [1, 2].map((index) => {
      const leadId = randomUUID();
      return {
        lead_id: leadId,
        at_Fault: 'No',
        physical_injury: 'Yes',
        doctor_treatment: 'Yes',
        with_Lawyer: 'No',
        injury_year: '2026',
        injury_month: '8',
        zip_code: '77002',
        case_description: 'A truck hit my car yesterday',
        firstName: 'Ana',
        lastName: 'Ruiz',
        email: `trends-${index}-${leadId.slice(0, 8)}@example.com`,
        phone: `(713) 555-014${index}`,
      };
    }),
  );
  const leadIds: string[] = [];
  for (const lead of leads) {
    const posted = await request.post('/post-lead', { data: lead });
    expect(posted.ok()).toBe(true);
    leadIds.push(String(lead.lead_id));
  }

  await page.goto('/admin');
  await signIn(page, await newOperator(request, 'admin'));
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();

  // The chart is drawn, and hidden from assistive technology: the sentence and the table say what it shows.
  const trends = page.getByRole('region', { name: 'Trends' });
  await expect(trends.locator('.trends-chart canvas').first()).toBeAttached();
  await expect(trends.locator('.trends-chart')).toHaveAttribute('aria-hidden', 'true');
  await expect(trends.getByTestId('trends-summary')).toHaveText(
    /^From \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}: \d+ leads?, \d+ qualified, \d+ delivered\. Busiest day/,
  );
  await trends.getByText('Numbers per day').click();
  const today = new Date().toISOString().slice(0, 10);
  const todayRow = trends.getByRole('table').getByRole('row', { name: new RegExp(`^${today}`) });
  await expect(todayRow).toBeVisible();
  const todayLeads = Number(await todayRow.getByRole('cell').first().textContent());
  expect(todayLeads).toBeGreaterThanOrEqual(leadIds.length);
  await expect(trends.getByRole('table').getByRole('row')).toHaveCount(30 + 1);
  await trends.getByLabel('Span').selectOption('7');
  await expect(trends.getByRole('table').getByRole('row')).toHaveCount(7 + 1);
  // Nothing drawn makes the page itself scroll sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page);

  // Both leads' deliveries end dead at the refusing destination; pick the two and retry them in one request.
  await page.getByRole('link', { name: 'Deliveries', exact: true }).click();
  const rows = leadIds.map((leadId) =>
    page
      .getByRole('region', { name: 'Dead and rejected deliveries' })
      .locator(`tr[data-delivery-id="${leadId}:refusing"]`),
  );
  await expect(async () => {
    await page.reload();
    for (const row of rows) await expect(row).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  for (const row of rows) await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Retry picked (2)' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'queued again' })).toHaveText(
    '2 of 2 queued again.',
  );
  await expect(page.getByRole('button', { name: 'Retry picked (0)' })).toBeDisabled();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Audit log' }).click();
  const audit = page.getByRole('region', { name: /Sign-ins, failures/ });
  for (const leadId of leadIds) {
    await expect(
      audit
        .getByRole('row')
        .filter({ hasText: 'retry' })
        .filter({ hasText: `${leadId}:refusing` }),
    ).toHaveCount(1);
  }
});

test('six wrong passwords in a row are slowed down', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone-375', 'the server counts the tries, whatever the width');
  await page.goto('/admin');
  const tryPassword = async (password: string) => {
    await page.getByLabel('E-mail').fill('mallory@example.com');
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  };
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await tryPassword(`wrong-${attempt}`);
    await expect(page.getByRole('alert')).toHaveText('Wrong e-mail, password or code');
  }
  await tryPassword('wrong-6');
  await expect(page.getByRole('alert')).toHaveText(/Too many wrong tries: try again later \(wait \d+ s\)/);
});

test('a viewer signs in to the funnels, with no page of leads or contact details in reach', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone-375', 'the test checks both widths itself');
  test.setTimeout(120_000);
  await page.goto('/admin');
  const viewer = await newOperator(request, 'viewer');
  await signIn(page, viewer);
  await expect(page.getByRole('heading', { level: 1, name: 'Funnels' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/funnels$/);
  const menu = page.getByRole('navigation', { name: 'Console' });
  // Money and the auction are totals only (no contact detail), so a viewer reads them too.
  await expect(menu.getByRole('link')).toHaveText(['Funnels', 'Experiments', 'Money', 'Auction']);
  await menu.getByRole('link', { name: 'Money' }).click();
  await expect(page.getByTestId('money-total')).toHaveText(
    '0 leads sold in 0 sales for $0.00; returned $0.00; kept $0.00.',
  );
  // This server sells to no buyer: the auction is drawn with nothing counted on it.
  await menu.getByRole('link', { name: 'Auction' }).click();
  await expect(page.getByTestId('auction-summary')).toHaveText(
    '0 auctions ended in this range; 0 drawn below.',
  );
  await expect(page.getByRole('img', { name: /Statechart of the auction/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'From pinging' })).toHaveText(/→ choosing: 0 auctions\./);
  await expectAccessible(page);
  // Typed in by hand, the leads page gets the server's refusal, not the leads.
  await page.goto('/admin/leads');
  await expect(page.getByRole('alert')).toContainText('needs the member role');
  await expectAccessible(page);
});
