import type { Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../../playwright.config';
import { SPANISH_DOCUMENTS, SPANISH_DOCUMENT_PATHS } from '../../variants/routes/spanish-documents';
import { seriousViolations } from './accessibility';
import { waitForHydration } from './held-scripts';
import { storedLead } from './server-records';
import { expect, test } from './transition-recording';

/** The Spanish funnels (variants/routes/route-table.ts) and the Spanish thank-you page they end on. */
const SPANISH_PAGES = ['/survey/es', '/survey/v4nv-es', '/survey-thank-you/?q=y&lang=es'];
const ENGLISH_DOCUMENTS = Object.keys(SPANISH_DOCUMENTS);

/** The path of every link on the page that stays on this site, hidden ones included (the menu, the endings). */
async function sitePathsLinked(page: Page): Promise<string[]> {
  const hrefs = await page.evaluate(() =>
    Array.from(document.querySelectorAll('a[href]'), (link) => (link as HTMLAnchorElement).href),
  );
  const origin = new URL(page.url()).origin;
  return [
    ...new Set(
      hrefs
        .map((href) => new URL(href))
        .filter((url) => url.origin === origin)
        .map((url) => url.pathname),
    ),
  ];
}

function alternates(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => [
      match[1]!,
      new URL(match[2]!).pathname,
    ]),
  );
}

test('a Spanish funnel and its thank-you page link only to the Spanish documents, each served in Spanish', async ({
  page,
  request,
}) => {
  for (const path of SPANISH_PAGES) {
    await page.goto(path);
    await waitForHydration(page);
    const linked = await sitePathsLinked(page);
    expect(
      linked.filter((target) => ENGLISH_DOCUMENTS.includes(target)),
      `${path} links an English document`,
    ).toEqual([]);
    const spanish = linked.filter((target) => target.startsWith('/es/'));
    // The legal footer names the privacy policy, the terms and the do-not-sell page at least.
    expect(spanish.length, path).toBeGreaterThanOrEqual(3);
    for (const target of spanish) {
      const response = await request.get(target);
      expect(response.status(), target).toBe(200);
      expect(await response.text(), target).toContain('<html lang="es">');
    }
  }
});

test('each document and its Spanish twin name each other as hreflang alternates, English the default', async ({
  request,
}) => {
  for (const [english, spanish] of Object.entries(SPANISH_DOCUMENTS)) {
    const expected = { en: english, es: spanish, 'x-default': english };
    const englishHtml = await (await request.get(english)).text();
    const spanishHtml = await (await request.get(spanish)).text();
    expect(englishHtml).toContain('<html lang="en">');
    expect(spanishHtml).toContain('<html lang="es">');
    expect(alternates(englishHtml), english).toEqual(expected);
    expect(alternates(spanishHtml), spanish).toEqual(expected);
  }
  // A page with one language only pairs with nothing.
  expect(alternates(await (await request.get('/about-us/')).text())).toEqual({});
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const spanish of SPANISH_DOCUMENT_PATHS) expect(sitemap).toContain(`${spanish}</loc>`);
});

// One test a page: an axe scan takes several seconds on a busy machine, four in one test came near its limit.
for (const path of SPANISH_DOCUMENT_PATHS) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the Spanish contact form speaks Spanish and stores the lead as the English one does', async ({
  page,
  request,
}, testInfo) => {
  const email = `contacto.${testInfo.project.name}@example.com`;
  await page.goto('/es/contact/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contáctenos');
  const form = page.getByRole('form', { name: 'Formulario de contacto' });
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(form.locator('[name="typeOfAccident"]')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.locator('[name="email"]')).toHaveAccessibleDescription(
    'Escriba un correo electrónico como nombre@ejemplo.com.',
  );
  // The consent names the Spanish documents and links to them.
  await expect(form.getByRole('link', { name: 'Términos de uso' })).toHaveAttribute(
    'href',
    '/es/terms-of-use/',
  );
  await expect(form.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute(
    'href',
    '/es/privacy-policy/',
  );

  await form.locator('[name="typeOfAccident"]').selectOption({ label: 'Accidente de camión' });
  await form.locator('[name="firstName"]').fill('Lucía');
  await form.locator('[name="lastName"]').fill('Ramírez');
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="phoneNumber"]').fill('7135550188');
  await form.locator('[name="message"]').fill('Un camión me chocó por detrás en la autopista.');
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByTestId('contact-form-done')).toContainText('Formulario enviado');

  const stored = await storedLead(request, email);
  expect(stored.lead).toMatchObject({ type_of_accident: 'Truck Accident', first_name: 'Lucía' });
  // The consent stored is the Spanish text the visitor read.
  expect(stored.lead.tcpa).toContain('acepto los Términos de uso y la Política de privacidad');
});

test('the Spanish do-not-sell form speaks Spanish and its request is stored', async ({
  page,
  request,
}, testInfo) => {
  const email = `novender.${testInfo.project.name}@example.com`;
  await page.goto('/es/do-not-sell-my-information/');
  await waitForHydration(page);
  const send = page.getByRole('button', { name: 'Enviar mi solicitud' });
  await send.click();
  await expect(page.getByText('Por favor revise los campos marcados.')).toBeVisible();
  await expect(page.locator('[name="first_name"]')).toHaveAttribute('aria-invalid', 'true');
  await page.locator('[name="first_name"]').fill('Ana');
  await page.locator('[name="last_name"]').fill('Torres');
  await page.locator('[name="email"]').fill(email);
  await send.click();
  await expect(page.getByTestId('privacy-request-done')).toContainText('Solicitud recibida');
  const response = await request.get('/api/privacy-requests', {
    headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  const { requests } = (await response.json()) as { requests: { email: string }[] };
  expect(requests.filter((entry) => entry.email === email)).toHaveLength(1);
});
