import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressSite } from '../../scripts/precompress';
import { postJson, qualifiedLead } from './support/leads';
import { ADMIN_TOKEN, startInjectedServer, type InjectedServer } from './support/test-server';

/** Big enough to be worth compressing, like the real build's files. */
const repeated = (line: string) => Array.from({ length: 200 }, (_, index) => `${line} ${index}`).join('\n');

const SITE: Record<string, string> = {
  'index.html': `<!doctype html><h1>Home</h1>${repeated('<p>Were you hurt in a car accident?</p>')}`,
  'survey/v4nv/index.html': `<!doctype html><h1>Survey</h1>${repeated('<button>Yes</button>')}`,
  'contact/index.html': `<!doctype html><h1>Contact</h1>${repeated('<p>Call us</p>')}`,
  '404.html': `<!doctype html><h1>Our own 404</h1>${repeated('<p>Nothing here</p>')}`,
  'assets/entry-3f9a1c.js': repeated('console.log("entry");'),
  'assets/survey-77ab01.js': repeated('export const step = "AtFault";'),
  'assets/entry-3f9a1c.css': repeated('.step { color: #123456; }'),
  'favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg">${repeated('<rect/>')}</svg>`,
};

const TEXT_ANSWERS: [path: string, file: string, type: RegExp][] = [
  ['/', 'index.html', /^text\/html/],
  ['/survey/v4nv', 'survey/v4nv/index.html', /^text\/html/],
  ['/contact/', 'contact/index.html', /^text\/html/],
  ['/assets/entry-3f9a1c.js', 'assets/entry-3f9a1c.js', /javascript/],
  ['/assets/survey-77ab01.js', 'assets/survey-77ab01.js', /javascript/],
  ['/assets/entry-3f9a1c.css', 'assets/entry-3f9a1c.css', /^text\/css/],
  ['/favicon.svg', 'favicon.svg', /^image\/svg\+xml/],
];

let site: string;
let server: InjectedServer;

beforeAll(async () => {
  site = await mkdtemp(join(tmpdir(), 'leads-compression-test-'));
  for (const [path, content] of Object.entries(SITE)) {
    await mkdir(dirname(join(site, path)), { recursive: true });
    await writeFile(join(site, path), content);
  }
  await precompressSite(site);
  server = await startInjectedServer({ staticDir: site });
});

afterAll(async () => {
  await server.close();
  await rm(site, { recursive: true, force: true });
});

interface RawAnswer {
  status: number;
  headers: Record<string, string | number | string[] | undefined>;
  body: Buffer;
}

/** Injection, unlike fetch, neither asks for nor undoes compression, so the bytes read are the bytes the server sends. */
async function rawRequest(
  path: string,
  {
    acceptEncoding,
    authorization,
    ifNoneMatch,
  }: { acceptEncoding?: string; authorization?: string; ifNoneMatch?: string } = {},
): Promise<RawAnswer> {
  const headers: Record<string, string> = {};
  if (acceptEncoding !== undefined) headers['accept-encoding'] = acceptEncoding;
  if (authorization !== undefined) headers.authorization = authorization;
  if (ifNoneMatch !== undefined) headers['if-none-match'] = ifNoneMatch;
  const answer = await server.app.inject({ method: 'GET', url: path, headers });
  return { status: answer.statusCode, headers: answer.headers, body: answer.rawPayload };
}

function varyNames(answer: RawAnswer): string[] {
  return String(answer.headers.vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());
}

describe('compressed static answers', () => {
  it.each(TEXT_ANSWERS)('sends %s as the Brotli copy written at build', async (path, file, type) => {
    const answer = await rawRequest(path, { acceptEncoding: 'gzip, deflate, br' });

    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(type);
    expect(varyNames(answer)).toContain('accept-encoding');
    expect(answer.body.equals(await readFile(join(site, `${file}.br`)))).toBe(true);
    expect(brotliDecompressSync(answer.body).toString()).toBe(SITE[file]);
  });

  it.each(TEXT_ANSWERS)('sends %s as the gzip copy to a browser without Brotli', async (path, file, type) => {
    const answer = await rawRequest(path, { acceptEncoding: 'gzip, deflate' });

    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-type']).toMatch(type);
    expect(varyNames(answer)).toContain('accept-encoding');
    expect(gunzipSync(answer.body).toString()).toBe(SITE[file]);
  });

  it.each(TEXT_ANSWERS)('sends %s plain to a client that accepts no encoding', async (path, file, type) => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const answer = await rawRequest(path, { acceptEncoding });

      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers['content-type']).toMatch(type);
      expect(varyNames(answer)).toContain('accept-encoding');
      expect(answer.body.toString()).toBe(SITE[file]);
    }
  });

  it('keeps pages revalidated and assets cached for good when compressed', async () => {
    const page = await rawRequest('/survey/v4nv', { acceptEncoding: 'br' });
    const asset = await rawRequest('/assets/entry-3f9a1c.js', { acceptEncoding: 'br' });

    expect(page.headers['cache-control']).toBe('no-cache');
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('answers a revalidation of an unchanged page with 304', async () => {
    const first = await rawRequest('/', { acceptEncoding: 'br' });
    const etag = String(first.headers.etag);
    const again = await rawRequest('/', { acceptEncoding: 'br', ifNoneMatch: etag });

    expect(etag).not.toBe('undefined');
    expect(again.status).toBe(304);
  });
});

describe('compressed dynamic answers', () => {
  it('compresses the 404 page as it sends it', async () => {
    const compressed = await rawRequest('/no-such-page', { acceptEncoding: 'br' });
    const plain = await rawRequest('/no-such-page');

    expect(compressed.status).toBe(404);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(varyNames(compressed)).toContain('accept-encoding');
    expect(brotliDecompressSync(compressed.body).toString()).toBe(SITE['404.html']);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SITE['404.html']);
  });

  it('compresses a JSON answer over a kilobyte', async () => {
    for (let count = 0; count < 3; count++) expect((await postJson(server, qualifiedLead())).ok).toBe(true);
    const authorization = `Bearer ${ADMIN_TOKEN}`;
    const compressed = await rawRequest('/api/leads', { acceptEncoding: 'gzip', authorization });
    const plain = await rawRequest('/api/leads', { authorization });

    expect(compressed.status).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers['content-type']).toMatch(/^application\/json/);
    expect(varyNames(compressed)).toContain('accept-encoding');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(JSON.parse(gunzipSync(compressed.body).toString())).toEqual(JSON.parse(plain.body.toString()));
  });
});
