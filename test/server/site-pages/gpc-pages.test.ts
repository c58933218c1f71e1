import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLACEHOLDER_SITE_CONTACT, type SiteContact } from '../../../guards/site-contact';
import { GPC_ATTRIBUTE, GPC_NOTICE_ATTRIBUTE } from '../../../services/gpc-notice-script';
import { startInjectedServer, type InjectedServer } from '../support/test-server';

/**
 * Global Privacy Control's notice without JavaScript: a page that holds the notice is sent to a request carrying
 * `Sec-GPC: 1` with `<html>` marked, so its CSS shows the notice; its answer says it varies with Sec-GPC, and each
 * copy has its own ETag. Other pages are sent as they were, and vary with nothing new.
 */

const OPERATOR: SiteContact = {
  phone: '5127430100',
  email: 'help@accident-claims.us',
  url: 'https://accident-claims.us',
  partnerOfferUrl: '',
};

const NOTICE = `<p ${GPC_NOTICE_ATTRIBUTE}="">Your opt-out preference signal was honored</p>`;
const BUILT_SITE: Record<string, string> = {
  'index.html': '<!doctype html><html lang="en"><body><h1>Home</h1></body></html>',
  'do-not-sell/index.html': `<!doctype html><html lang="en"><body><h1>Do Not Sell</h1>${NOTICE}<a href="tel:+18005550199">call</a></body></html>`,
};

let folder: string;
let asBuilt: InjectedServer;
let operators: InjectedServer;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'gpc-pages-test-'));
  for (const [path, content] of Object.entries(BUILT_SITE)) {
    await mkdir(dirname(join(folder, path)), { recursive: true });
    await writeFile(join(folder, path), content);
  }
  asBuilt = await startInjectedServer({ staticDir: folder, site: PLACEHOLDER_SITE_CONTACT });
  operators = await startInjectedServer({ staticDir: folder, site: OPERATOR });
});

afterAll(async () => {
  await Promise.all([asBuilt.close(), operators.close()]);
  await rm(folder, { recursive: true, force: true });
});

const MARKED = `<html ${GPC_ATTRIBUTE}="" lang="en">`;

describe.each([
  ['as built', () => asBuilt],
  ['with the operator’s details', () => operators],
])('a page with the notice, %s', (_name, server) => {
  it('is sent marked to a request with Sec-GPC: 1, and as built to one without', async () => {
    const withSignal = await server().fetch('/do-not-sell/', {
      headers: { 'sec-gpc': '1', 'accept-encoding': 'identity' },
    });
    expect(withSignal.status).toBe(200);
    expect(withSignal.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(withSignal.headers.get('cache-control')).toBe('no-cache');
    expect(withSignal.headers.get('vary')).toMatch(/accept-encoding, sec-gpc/i);
    expect(await withSignal.text()).toContain(MARKED);

    const without = await server().fetch('/do-not-sell/', { headers: { 'accept-encoding': 'identity' } });
    expect(without.status).toBe(200);
    expect(without.headers.get('vary')).toMatch(/accept-encoding, sec-gpc/i);
    const page = await without.text();
    expect(page).toContain('<html lang="en">');
    expect(page).not.toContain(GPC_ATTRIBUTE + '=');
    expect(without.headers.get('etag')).not.toBe(withSignal.headers.get('etag'));
  });

  it('sends the marked copy compressed, and a 304 for its own ETag only', async () => {
    const brotli = await server().fetch('/do-not-sell/', {
      headers: { 'sec-gpc': '1', 'accept-encoding': 'br' },
    });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    const body = brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString('utf8');
    expect(body).toContain(MARKED);

    const etag = brotli.headers.get('etag') ?? '';
    const again = await server().fetch('/do-not-sell/', {
      headers: { 'sec-gpc': '1', 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    const unsignalled = await server().fetch('/do-not-sell/', { headers: { 'if-none-match': etag } });
    expect(unsignalled.status).toBe(200);
  });
});

describe('a page without the notice', () => {
  it('is the same with the signal, and does not vary with it', async () => {
    const withSignal = await asBuilt.fetch('/', {
      headers: { 'sec-gpc': '1', 'accept-encoding': 'identity' },
    });
    expect(await withSignal.text()).toContain('<html lang="en">');
    expect(withSignal.headers.get('vary')).not.toMatch(/sec-gpc/i);
  });
});
