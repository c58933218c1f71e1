import { type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { E2E_ADMIN_TOKEN } from '../../playwright.config';
import { startNetworkLink, type NetworkLink } from './network-link';
import type { OwnServer } from './own-server';
import { expect } from './transition-recording';

/** The fault matrix's phone, its network and what it reads back (fault-matrix*.spec.ts). */

export const PHONE = { viewport: { width: 375, height: 740 }, hasTouch: true };

/** Every lead stored for this e-mail, read through the operators' API. */
export async function leadsFor(request: APIRequestContext, email: string) {
  const response = await request.get('/api/leads', {
    headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  expect(response.status()).toBe(200);
  const { leads } = (await response.json()) as {
    leads: { lead: Record<string, string>; recovered_from: string }[];
  };
  return leads.filter((entry) => entry.lead.email === email);
}

/** Waits until exactly one lead is stored for the e-mail, and checks that no second one follows it. */
export async function expectOneLead(request: APIRequestContext, email: string, timeout = 30_000) {
  await expect.poll(async () => (await leadsFor(request, email)).length, { timeout }).toBe(1);
  return (await leadsFor(request, email))[0]!;
}

export async function onPhone(
  browserContext: () => Promise<BrowserContext>,
  body: (context: BrowserContext, page: Page) => Promise<void>,
) {
  const context = await browserContext();
  try {
    await body(context, await context.newPage());
  } finally {
    await context.close();
  }
}

/**
 * The phone loses its signal: the browser says it is offline, and every request fails at the link (the browser's
 * own offline switch alone lets a beacon through).
 */
export async function loseSignal(context: BrowserContext, link: NetworkLink): Promise<void> {
  await context.setOffline(true);
  link.cut();
}

export async function regainSignal(context: BrowserContext, link: NetworkLink): Promise<void> {
  link.restore();
  await context.setOffline(false);
}

/** A phone whose every request goes through a link the test can cut. */
export async function onPhoneBehindLink(
  browser: Browser,
  server: OwnServer,
  body: (context: BrowserContext, page: Page, link: NetworkLink) => Promise<void>,
) {
  const link = await startNetworkLink(server.baseURL);
  try {
    await onPhone(
      () => browser.newContext({ baseURL: link.baseURL, ...PHONE }),
      (context, page) => body(context, page, link),
    );
  } finally {
    await link.close();
  }
}

/** A step kind's component and the chunks it imports, from the build's manifest: what showing that step needs. */
export function stepKindModules(source: string): string[] {
  const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string; imports?: string[] }
  >;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(source);
  return [...files];
}

export function emailFor(fault: string): string {
  return `fault.${fault}@example.com`;
}
