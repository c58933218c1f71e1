import { expect, test } from './transition-recording';
import { storedLead } from './server-records';
import { walkToCombinedLastStep } from './survey-driver';

/**
 * What a visitor types and what a paid-traffic URL carries never cost a lead: the walks that used to end on the
 * thank-you page with nothing stored (the funnel's own `?last-step=combined`, dashed query names, long click ids,
 * addresses with ! or &, a contact form past its limits) now store their leads, and a lead whose post fails is
 * held by the browser and stored from the next page it loads. One viewport each: what they prove is not layout.
 */

const LONG_CLICK_ID = 'Cj0KCQiA'.repeat(70);

test.describe(() => {
  test.skip(
    ({ viewport }) => viewport?.width !== 375,
    'one viewport: the walk proves what the server stores',
  );
  test('a paid-traffic walk with the combined last step, dashed names, long click ids and a ! in the e-mail is stored', async ({
    page,
    request,
  }, testInfo) => {
    const email = `maria!lopez&co.${testInfo.project.name}@gmail.com`;
    const query = `last-step=combined&utm-source=news-letter&click-id=c-1&gclid=${LONG_CLICK_ID}&fbclid=${LONG_CLICK_ID}`;
    const survey = await walkToCombinedLastStep(page, query);
    await survey.fill(
      'AllPii',
      { firstName: 'María', lastName: 'Núñez', email, phone: '7135550182', zip_code: '77002' },
      'submit',
    );

    await page.waitForURL(/\/survey-thank-you\/\?/);
    expect(new URL(page.url()).searchParams.get('q')).toBe('y');
    const { lead } = await storedLead(request, email);
    expect(lead).toMatchObject({ email, gclid: LONG_CLICK_ID, fbclid: LONG_CLICK_ID, city: 'Houston' });
    expect(lead.landing_page_url?.length).toBeGreaterThan(1120);
    expect(Object.keys(lead)).toEqual(expect.arrayContaining(['last_step', 'utm_source', 'click_id']));
  });
});

test.describe(() => {
  test.skip(
    ({ viewport }) => viewport?.width !== 375,
    'one viewport: the walk proves what the browser keeps',
  );
  test('a lead whose post fails is held by the browser, said to be sent once back online, and stored from the next page', async ({
    page,
    request,
  }, testInfo) => {
    const email = `held.${testInfo.project.name}@example.com`;
    const survey = await walkToCombinedLastStep(page, 'last-step=combined');
    // The connection drops for every post: the funnel's tries, its beacon, and the thank-you page's resend. The
    // page's posts and the service worker's both go through the context. The session report, sent as the funnel
    // unloads, is beyond the context's reach and may store the lead: the page's question whether it did gets no
    // answer, so the page holds the lead as it would were the report lost too.
    await page.context().route('**/post-lead', (route) => route.abort('internetdisconnected'));
    await page.context().route('**/api/lead-stored/**', (route) => route.abort('internetdisconnected'));
    await survey.fill(
      'AllPii',
      { firstName: 'Dana', lastName: 'Whitfield', email, phone: '7135550147', zip_code: '77002' },
      'submit',
    );

    await page.waitForURL(/\/survey-thank-you\/\?/, { timeout: 30_000 });
    const notice = page.locator('[data-lead-delivery]');
    await expect(notice).toHaveAttribute('data-lead-delivery', 'sending');
    await expect(notice).toContainText('as soon as you are back online');
    const held = await page.evaluate(
      () => JSON.parse(localStorage.getItem('unsent-leads') ?? '[]') as unknown[],
    );
    expect(held).toHaveLength(1);

    // The connection comes back; the visitor opens another page of the site.
    await page.context().unroute('**/post-lead');
    await page.context().unroute('**/api/lead-stored/**');
    await page.goto('/');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('unsent-leads')), { timeout: 15_000 })
      .toBeNull();
    const { lead, source } = await storedLead(request, email);
    expect(source).toBe('post-lead');
    expect(lead.lead_id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

test.describe(() => {
  test.skip(
    ({ viewport }) => viewport?.width !== 1280,
    'one viewport: the form proves what the server stores',
  );
  test('the contact form stores an address with & and a name at its limit', async ({
    page,
    request,
  }, testInfo) => {
    const email = `maria&jose.${testInfo.project.name}@gmail.com`;
    await page.goto('/contact/');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.locator('[name="typeOfAccident"]').selectOption('Car Accident');
    await form.locator('[name="firstName"]').fill('M'.repeat(120));
    await expect(form.locator('[name="firstName"]')).toHaveValue('M'.repeat(100));
    await expect(form.getByText('0 characters left', { exact: true })).toBeVisible();
    await form.locator('[name="lastName"]').fill('Lopez');
    await form.locator('[name="email"]').fill(email);
    await form.locator('[name="phoneNumber"]').pressSequentially('7135550182');
    await form.locator('[name="message"]').fill('Rear-ended on the freeway.');
    await form.getByRole('button', { name: 'Submit' }).click();

    await expect(page.getByText('Form was submitted')).toBeVisible();
    const { lead, source } = await storedLead(request, email);
    expect(source).toBe('ingest');
    expect(lead.first_name).toBe('M'.repeat(100));
  });
});
