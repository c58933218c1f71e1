import { expect, test } from '@playwright/test';
import { waitForHydration } from './held-scripts';

/**
 * The spec's thank-you query carries the visitor's e-mail and phone. The page reads the query as it loads, then
 * takes them out of its address, so they stay out of the phone's history and of every call the page makes.
 */

const EMAIL = 'thank.you.visitor@example.com';
const PHONE = '5125550143';

test('the thank-you page reads its query, then leaves the e-mail and phone out of its address and its calls', async ({
  page,
}) => {
  const carried: string[] = [];
  page.on('request', (request) => {
    // The page's own address carries them: that is the spec's query arriving.
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) return;
    const sent = `${request.url()} ${request.postData() ?? ''} ${request.headers().referer ?? ''}`;
    if ([EMAIL, encodeURIComponent(EMAIL), PHONE].some((value) => sent.includes(value))) carried.push(sent);
  });
  const query = new URLSearchParams({
    email: EMAIL,
    city: 'Austin',
    state: 'TX',
    zip_code: '78701',
    phone: PHONE,
    // CALL_NUMBERS in playwright.config.ts gives affid 1000350 the tracked number (800) 555-0123.
    affid: '1000350',
    sub_id: '1',
    q: 'y',
  });
  const askedForNumber = page.waitForResponse((response) => response.url().includes('/api/call-number'));
  await page.goto(`/survey-thank-you/?${query}`);
  await waitForHydration(page);
  await askedForNumber;

  // The query was read: the qualified wording shows, and the page's own ask carried the affid.
  await expect(page.locator('[data-wording="accident-qualified"]')).toBeVisible();
  await expect(page.getByRole('banner').locator('a[href^="tel:"]')).toHaveAttribute(
    'href',
    'tel:+18005550123',
  );

  const address = new URL(page.url());
  expect(address.searchParams.has('email')).toBe(false);
  expect(address.searchParams.has('phone')).toBe(false);
  expect(address.searchParams.get('q')).toBe('y');
  expect(address.searchParams.get('zip_code')).toBe('78701');
  expect(carried).toEqual([]);

  // A reload of the address the visitor now has still thanks them as qualified.
  await page.reload();
  await expect(page.locator('[data-wording="accident-qualified"]')).toBeVisible();
});
