import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EARLY_INPUT_SCRIPT } from '../../services/early-input-script';
import { PAGE_MODULES_SCRIPT } from '../../services/page-modules-script';
import { THANK_YOU_SCRIPT } from '../../services/thank-you-script';
import { GPC_NOTICE_SCRIPT } from '../../services/gpc-notice-script';
import { listenOnSocket, startInjectedServer, type InjectedServer } from './support/test-server';
import { API_CONTENT_SECURITY_POLICY } from '../../server/plugins/security-headers';

const SITE: Record<string, string> = {
  'index.html': '<h1>Home</h1>',
  'survey/v4nv/index.html': '<h1>Survey v4nv</h1>',
  'survey-thank-you/index.html': '<h1>Thank you</h1>',
  'survey-thank-you/index.es.html': '<h1>Gracias</h1>',
  '404.html': '<h1>Our own 404</h1>',
  'assets/app-3f9a1c.js': 'console.log("app");',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
  'images/videos/poster.svg': '<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>',
  'robots.txt': 'User-agent: *\n',
  '.env': 'SECRET=1',
};

let site: string;
let secretFolder: string;
let server: InjectedServer;

beforeAll(async () => {
  const root = await mkdtemp(join(tmpdir(), 'leads-pages-test-'));
  site = join(root, 'client');
  secretFolder = root;
  for (const [path, content] of Object.entries(SITE)) {
    await mkdir(dirname(join(site, path)), { recursive: true });
    await writeFile(join(site, path), content);
  }
  await writeFile(join(root, 'secret.txt'), 'outside the site');
  server = await startInjectedServer({ staticDir: site });
});

afterAll(async () => {
  await server.close();
  await rm(secretFolder, { recursive: true, force: true });
});

/** A GET whose request line goes out as written: fetch and injection both normalise dot segments away. */
async function rawGet(path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(await listenOnSocket(server));
  return new Promise((resolve, reject) => {
    const outgoing = request({ hostname, port, path, method: 'GET' }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

function get(path: string): Promise<Response> {
  return server.fetch(path);
}

describe('pages', () => {
  it.each([
    ['/', 'Home'],
    ['/survey/v4nv', 'Survey v4nv'],
    ['/survey/v4nv/', 'Survey v4nv'],
    ['/survey-thank-you/', 'Thank you'],
    ['/survey-thank-you/?q=y&email=someone%40example.com', 'Thank you'],
    // A Spanish funnel's thank-you link carries lang=es: the page's Spanish version answers it.
    ['/survey-thank-you/?q=n&lang=es', 'Gracias'],
    ['/survey-thank-you?lang=es&q=y', 'Gracias'],
    ['/survey-thank-you/?lang=en', 'Thank you'],
    // A page with no Spanish version is sent as it is.
    ['/survey/v4nv?lang=es', 'Survey v4nv'],
  ])('serves %s as a prerendered page', async (path, heading) => {
    const response = await get(path);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain(heading);
  });

  it('sends the security headers with every page', async () => {
    const response = await get('/');
    const policy = response.headers.get('content-security-policy') ?? '';

    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "connect-src 'self'",
      "font-src 'self'",
      "frame-src 'self' https://www.youtube-nocookie.com",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ]) {
      expect(policy).toContain(directive);
    }
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.each([
    ['early-input', EARLY_INPUT_SCRIPT],
    ['page-modules', PAGE_MODULES_SCRIPT],
    ['thank-you result', THANK_YOU_SCRIPT],
    ['Global Privacy Control notice', GPC_NOTICE_SCRIPT],
  ])('allows the pages’ inline %s script by its hash, and no other inline script', async (_name, script) => {
    const policy = (await get('/')).headers.get('content-security-policy') ?? '';
    const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';

    expect(scriptSources).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    expect(scriptSources).not.toContain('unsafe-inline');
  });

  it('sends an API answer, a refusal too, the headers that hold for data and a policy that allows nothing', async () => {
    const refused = await server.fetch('/post-lead', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(refused.status).toBe(400);
    for (const response of [await get('/us/77002'), refused]) {
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(response.headers.get('content-security-policy')).toBe(API_CONTENT_SECURITY_POLICY);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      // The older header says what frame-ancestors 'none' says: no one may frame the site.
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('strict-transport-security')).toContain('max-age=');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      // What only a rendered document reads is not sent with data.
      expect(response.headers.get('permissions-policy')).toBeNull();
      expect(response.headers.get('cross-origin-opener-policy')).toBeNull();
    }
  });

  it('sends a page the whole set, and its 404 too', async () => {
    for (const response of [await get('/'), await get('/no-such-page')]) {
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('serves build assets for good', async () => {
    const response = await get('/assets/app-3f9a1c.js');

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(response.headers.get('cache-control')).toContain('max-age=31536000');
    expect(await response.text()).toContain('console.log');
  });

  it.each(['/favicon.svg', '/robots.txt'])('serves the root file %s', async (path) => {
    const response = await get(path);

    expect(response.status).toBe(200);
    expect(await response.text()).toBe(SITE[path.slice(1)]);
  });

  it.each([
    '/no-such-page',
    '/survey/unknown/',
    '/assets/missing.js',
    '/.env',
    '/%2e%2e/secret.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/..%2fsecret.txt',
    '/survey/..%2f..%2f..%2fsecret.txt',
    '/404.html',
  ])('answers %s with the site’s 404 page', async (path) => {
    const response = await get(path);

    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const text = await response.text();
    expect(text).toContain('Our own 404');
    expect(text).not.toContain('outside the site');
    expect(text).not.toContain('SECRET');
  });

  it.each([
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/assets/../../secret.txt',
    '/survey/..%2f..%2f..%2fsecret.txt',
  ])('never leaves the site folder for the raw path %s', async (path) => {
    const { status, body } = await rawGet(path);

    expect(status).toBe(404);
    expect(body).not.toContain('outside the site');
  });

  it('serves the site’s own images, cached for a day', async () => {
    const response = await get('/images/videos/poster.svg');

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('max-age=86400');
    expect(await response.text()).toContain('<rect/>');
    expect((await get('/images/videos/missing.svg')).status).toBe(404);
    expect((await get('/images/%2e%2e/%2e%2e/secret.txt')).status).toBe(404);
  });

  it('answers a miss under the API in JSON', async () => {
    const response = await get('/api/nothing-here');

    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found', issues: [] });
  });
});

describe('pages without a build', () => {
  it('answers page requests with a plain 404 page linking home', async () => {
    const bare = await startInjectedServer();
    try {
      for (const path of ['/', '/survey/v4nv', '/favicon.svg', '/assets/app.js']) {
        const response = await bare.fetch(path);
        expect(response.status).toBe(404);
        expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
        const text = await response.text();
        expect(text).toContain('Page not found');
        expect(text).toContain('href="/"');
      }
    } finally {
      await bare.close();
    }
  });
});
