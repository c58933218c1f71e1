import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLACEHOLDER_SITE_CONTACT, type SiteContact } from '../../../guards/site-contact';
import { startInjectedServer, type InjectedServer } from '../support/test-server';

/** A built site holds the placeholders; a server started with an operator's details serves theirs. */

const OPERATOR: SiteContact = {
  phone: '5127430100',
  email: 'help@accident-claims.us',
  url: 'https://accident-claims.us',
  partnerOfferUrl: 'https://offers.partner.us/click?tid={transaction_id}',
};

const CHROME =
  '<a href="tel:+18005550199">(800) 555-0199</a><a href="mailto:info@example.com">info@example.com</a>' +
  '<script type="application/json" id="site-config">{"phone":"8005550199","email":"info@example.com","partnerOfferUrl":""}</script>';

const BUILT_SITE: Record<string, string> = {
  'index.html': `<link rel="canonical" href="http://localhost:3000/" /><h1>Home</h1>${CHROME}`,
  'survey/v4nv/index.html': `<h1>Survey</h1>${CHROME}`,
  '404.html': `<h1>Not here</h1>${CHROME}`,
  'sitemap.xml': '<urlset><url><loc>http://localhost:3000/about-us/</loc></url></urlset>',
  'robots.txt': 'User-agent: *\nSitemap: http://localhost:3000/sitemap.xml\n',
  'assets/app-3f9a1c.js': 'console.log("8005550199 stays in a script");',
};

let folder: string;
let operators: InjectedServer;
let asBuilt: InjectedServer;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'site-stamp-test-'));
  for (const [path, content] of Object.entries(BUILT_SITE)) {
    await mkdir(dirname(join(folder, path)), { recursive: true });
    await writeFile(join(folder, path), content);
  }
  operators = await startInjectedServer({ staticDir: folder, site: OPERATOR });
  asBuilt = await startInjectedServer({ staticDir: folder, site: PLACEHOLDER_SITE_CONTACT });
});

afterAll(async () => {
  await Promise.all([operators.close(), asBuilt.close()]);
  await rm(folder, { recursive: true, force: true });
});

function expectOperatorsDetails(text: string): void {
  expect(text).toContain('tel:+15127430100');
  expect(text).toContain('(512) 743-0100');
  expect(text).toContain('mailto:help@accident-claims.us');
  expect(text).toContain('"partnerOfferUrl":"https://offers.partner.us/click?tid={transaction_id}"');
  expect(text).not.toMatch(/8005550199|555-0199|example\.com|localhost/);
}

describe('the pages, with the details the server started with', () => {
  it.each(['/', '/survey/v4nv'])(
    '%s carries the operator’s phone, e-mail and partner offer',
    async (path) => {
      const answer = await operators.fetch(path, { headers: { 'accept-encoding': 'identity' } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      expectOperatorsDetails(await answer.text());
    },
  );

  it('names the operator’s address in the canonical link, the sitemap and robots.txt', async () => {
    expect(await (await operators.fetch('/')).text()).toContain('href="https://accident-claims.us/"');
    expect(await (await operators.fetch('/sitemap.xml')).text()).toContain(
      '<loc>https://accident-claims.us/about-us/</loc>',
    );
    expect(await (await operators.fetch('/robots.txt')).text()).toContain(
      'Sitemap: https://accident-claims.us/sitemap.xml',
    );
  });

  it('sends each page compressed as the browser asks, and the same page for its ETag again as 304', async () => {
    const br = await operators.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expectOperatorsDetails(brotliDecompressSync(br.rawPayload).toString('utf8'));
    const gzip = await operators.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expectOperatorsDetails(gunzipSync(gzip.rawPayload).toString('utf8'));
    const again = await operators.fetch('/', { headers: { 'if-none-match': String(br.headers.etag) } });
    expect(again.status).toBe(304);
  });

  it('stamps the 404 page too, and leaves the built scripts as they are', async () => {
    const missing = await operators.fetch('/no-such-page/');
    expect(missing.status).toBe(404);
    expectOperatorsDetails(await missing.text());
    expect(await (await operators.fetch('/assets/app-3f9a1c.js')).text()).toContain('8005550199');
  });

  it('serves the built files as they are when the details are the placeholders', async () => {
    expect(await (await asBuilt.fetch('/', { headers: { 'accept-encoding': 'identity' } })).text()).toBe(
      BUILT_SITE['index.html'],
    );
  });
});
