import { randomUUID } from 'node:crypto';
import { expectAccessible, newOperator, signIn } from './console-session';
import { onOwnServer } from './own-server';
import { expect, test } from './transition-recording';

test('with the demo buyers, a posted lead is auctioned, its page shows the sale and every step, and a return is recorded and approved', async ({
  page,
  playwright,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone-375', 'the test checks both widths itself');
  test.setTimeout(120_000);
  await onOwnServer(
    playwright,
    async (server, request) => {
      const leadId = randomUUID();
      const posted = await request.post('/post-lead', {
        data: {
          lead_id: leadId,
          firstName: 'Dana',
          lastName: 'Reyes',
          email: `dana.${leadId.slice(0, 8)}@example.com`,
          phone: '(713) 555-0142',
          zip_code: '77002',
        },
      });
      expect(posted.status()).toBe(202);
      const operator = await newOperator(request, 'member');
      await page.goto(`${server.baseURL}/admin`);
      await signIn(page, operator);
      await page.goto(`${server.baseURL}/admin/leads/${leadId}`);
      // The auction runs after the lead is stored: the page is read again until it has ended.
      await expect(async () => {
        await page.reload();
        await expect(page.getByText(/Auction: sold, sold to demo-bidder/)).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 30_000 });
      const sales = page.getByRole('region', { name: 'Sales' });
      await expect(sales.getByRole('row', { name: /demo-bidder/ })).toContainText('$45.00');
      await expect(sales.getByRole('row', { name: /demo-bidder/ })).toContainText('sold');
      await expect(sales.getByRole('row', { name: /demo-refuser/ })).toContainText('released');
      const steps = page.getByRole('region', { name: 'Auction steps' });
      await expect(steps.getByRole('row')).toHaveCount(6);
      await expect(steps).toContainText('timed out');
      await expect(steps).toContainText('over its budget for the week');
      // The demo's leads cost $10 each.
      await expect(page.getByTestId('lead-money')).toHaveText(
        'Bought for $10.00; sold for $45.00; margin $35.00.',
      );

      // The buyer telephoned to return it: an operator records the return, then approves it.
      const recording = page.locator('form.file-return');
      await recording.getByLabel('Reason').selectOption({ label: 'not injured' });
      await recording.getByLabel("The buyer's words").fill('No injury: a scratch on the bumper.');
      await recording.getByRole('button', { name: 'Record the return' }).click();
      const filed = page.locator('[data-return-id]');
      await expect(filed).toContainText('demo-bidder returned it');
      await expect(filed).toContainText('pending');
      await expectAccessible(page);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.getByRole('heading', { name: 'Returns' }).scrollIntoViewIfNeeded();
        await page.screenshot({ path: testInfo.outputPath(`lead-returns-${width}.png`) });
      }
      await filed.getByLabel('Note for the buyer').fill('Confirmed with the intake team.');
      await filed.getByRole('button', { name: 'Approve: give $45.00 back' }).click();
      await expect(filed).toContainText('approved, $45.00 given back');
      await expect(filed).toContainText('Decision: Confirmed with the intake team.');
      await expect(page.getByTestId('lead-money')).toHaveText(
        'Bought for $10.00; sold for $45.00, returned $45.00, kept $0.00; margin -$10.00.',
      );
      await expect(sales.getByRole('row', { name: /demo-bidder/ })).toContainText('returned');
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.getByRole('heading', { name: 'Sales and auction' }).scrollIntoViewIfNeeded();
        await page.screenshot({ path: testInfo.outputPath(`lead-sales-${width}.png`) });
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);

      await page.getByRole('link', { name: 'Money' }).click();
      await expect(page.getByTestId('money-total')).toHaveText(
        '1 lead sold in 1 sale for $45.00; returned $45.00; kept $0.00.',
      );
      await expect(
        page.getByRole('region', { name: 'By buyer' }).getByRole('row', { name: /demo-bidder/ }),
      ).toContainText('$45.00');
      await expect(page.getByTestId('money-margin')).toHaveText(
        '1 lead received, bought for $10.00; their sales kept $0.00; margin -$10.00.',
      );
      await expect(page.getByRole('region', { name: 'Margin by affiliate (affid)' })).toContainText(
        '-$10.00',
      );
      await expectAccessible(page);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: testInfo.outputPath(`money-${width}.png`), fullPage: true });
      }

      // Each experiment's arms with their revenue, under the same column heads as the money's tables.
      await page.getByRole('link', { name: 'Experiments' }).click();
      const arms = page.getByRole('region', { name: /^Arms of / }).first();
      const heads = arms.getByRole('columnheader');
      await expect(heads).toHaveCount(10);
      await expect(heads.first()).toHaveText('Arm');
      await expect(heads.last()).toHaveText('Share now');
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: testInfo.outputPath(`experiments-${width}.png`), fullPage: true });
      }

      // The auction drawn with its counts: pinged once, posted twice (refused, then sold), ended sold.
      await page.getByRole('link', { name: 'Auction' }).click();
      await expect(page.getByTestId('auction-summary')).toHaveText(
        '1 auction ended in this range; 1 drawn below.',
      );
      await expect(page.getByRole('list', { name: 'From posting' }).getByRole('listitem')).toHaveText([
        /^→ choosing: 1 auction\. The buyer accepted/,
        /^→ choosing: 1 auction\. The buyer refused/,
        /^→ choosing: 0 auctions\. The post failed/,
      ]);
      await expect(page.getByRole('list', { name: 'From choosing' }).getByRole('listitem')).toHaveText([
        /^→ posting: 1 auction, 2 times\./,
        /^→ sold: 1 auction\./,
        /^→ unsold: 0 auctions\./,
      ]);
      const drawing = page.getByRole('region', { name: 'The auction drawn with its counts' });
      await expect(drawing.locator('[data-state="sold"]')).toContainText('ended 1 auction');
      await expectAccessible(page);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: testInfo.outputPath(`auction-${width}.png`), fullPage: true });
        // The drawing scrolls in its own region; the page itself never scrolls sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
    },
    { DEMO_BUYERS: 'true' },
  );
});
