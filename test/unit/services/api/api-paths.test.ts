import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_CALLS, API_PATH_PATTERN, API_PATHS, isApiPath } from '../../../../services/api/api-paths';
import { pathOf, type Call } from '../../../../services/api/call';

const API_FOLDER = join(import.meta.dirname, '../../../../services/api');

function isCall(value: unknown): value is Call {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value;
}

describe('the index of API paths', () => {
  it('holds every call of every endpoint folder', async () => {
    const folders = readdirSync(API_FOLDER, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(folders.length).toBeGreaterThan(10);
    for (const folder of folders) {
      const callFile = join(API_FOLDER, folder.name, `${folder.name}-call.ts`);
      const calls = Object.values((await import(callFile)) as Record<string, unknown>).filter(isCall);
      expect(calls.length, callFile).toBeGreaterThan(0);
      for (const call of calls) expect(API_CALLS, `${call.method} ${call.path}`).toContain(call);
    }
  });

  it('calls every call path, with its parameters filled, the API’s, and no page of the site', () => {
    for (const call of API_CALLS)
      expect(isApiPath(pathOf(call, { zip: '10001', affid: 'a', percentage: 5 })), call.path).toBe(true);
    for (const path of [
      '/healthz',
      '/metrics',
      '/docs/json',
      '/ticket-lead?x=1',
      '/two-step-verification/send',
    ]) {
      expect(isApiPath(path), path).toBe(true);
    }
    for (const path of [
      '/',
      '/survey/v4nv',
      '/usage',
      '/apiary',
      '/contact-us',
      '/assets/app.js',
      '/admin',
    ]) {
      expect(isApiPath(path), path).toBe(false);
    }
  });

  it('gives the dev proxy a pattern that says what isApiPath says', () => {
    const pattern = new RegExp(API_PATH_PATTERN);
    const paths = [
      ...API_PATHS,
      '/us/10001?x=1',
      '/usage',
      '/apiary',
      '/survey/v4nv',
      '/',
      '/buyers/get-available',
    ];
    for (const path of paths) expect(pattern.test(path), path).toBe(isApiPath(path));
  });
});
