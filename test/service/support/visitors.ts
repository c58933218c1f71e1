import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../../playwright.config';
import { HELD_LEADS_KEY } from '../../../services/held-leads';
import { postJson, qualifiedLead } from '../../server/support/leads';
import { withTrail } from '../../server/support/trails';
import { overHttp } from '../../server/support/test-server';

/**
 * Visitors posting leads steadily through the proxy while the test kills and restarts what is behind it. Each
 * lane does what the browser's outbox does (services/lead-outbox.ts): a lead that is not answered 202 (refused,
 * 502, 503 while a process closes, 500 while the database restarts) is sent again, same lead_id, until it is.
 * The browser lane is Debian's Chromium running the site's own outbox: it holds a lead in localStorage as the
 * submit tap does and opens a page of the site, whose script re-sends it and releases it once stored.
 */
export interface Visitors {
  /** Leads the server answered 202 for (the load generator's lanes). */
  acknowledged: Set<string>;
  /** Leads the browser's own outbox sent and released. */
  releasedByBrowser: Set<string>;
  /** Posts (or browser page visits) that did not store the lead and were made again. */
  resent(): number;
  stop(): Promise<void>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startVisitors(
  baseUrl: string,
  {
    lanes,
    leadsPerSecondPerLane,
    browser: withBrowser,
  }: { lanes: number; leadsPerSecondPerLane: number; browser: boolean },
): Promise<Visitors> {
  const acknowledged = new Set<string>();
  const releasedByBrowser = new Set<string>();
  let resent = 0;
  let running = true;

  async function lane() {
    while (running) {
      const body = qualifiedLead();
      for (;;) {
        const status = await postJson(overHttp(baseUrl), body).then(
          (response) => response.status,
          () => 0,
        );
        if (status === 202) {
          acknowledged.add(body.lead_id as string);
          break;
        }
        resent += 1;
        await pause(100);
      }
      await pause(1000 / leadsPerSecondPerLane);
    }
  }

  let browser: Browser | undefined;
  async function browserLane() {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
    const page = await browser.newPage();
    const site = `${baseUrl}/survey/v4nv/`;
    let onSite = false;
    while (running) {
      // The browser's lead carries its trail as JSON text (services/api/lead/lead-client.ts).
      const lead = await withTrail(qualifiedLead());
      const body = { ...lead, trail: JSON.stringify(lead.trail) } as Record<string, string>;
      // What the submit tap writes before anything else (services/held-leads.ts), on a page of the site.
      for (;;) {
        try {
          if (!onSite) await page.goto(site, { waitUntil: 'load' });
          await page.evaluate(([key, held]) => localStorage.setItem(key, JSON.stringify(held)), [
            HELD_LEADS_KEY,
            [{ path: '/post-lead', body, heldAt: Date.now(), tries: 0 }],
          ] as const);
          break;
        } catch {
          onSite = false;
          resent += 1;
        }
      }
      for (;;) {
        try {
          // The visitor's next page of the site: its script finds the held lead, sends it, and releases it once
          // the server answers that it is stored.
          await page.goto(site, { waitUntil: 'load' });
          onSite = true;
          await page.waitForFunction((key) => localStorage.getItem(key) === null, HELD_LEADS_KEY, {
            timeout: 4000,
          });
          releasedByBrowser.add(body.lead_id!);
          break;
        } catch {
          onSite = false;
          resent += 1;
        }
      }
    }
  }

  const lanesRunning = Array.from({ length: lanes }, () => lane());
  if (withBrowser) lanesRunning.push(browserLane());
  return {
    acknowledged,
    releasedByBrowser,
    resent: () => resent,
    async stop() {
      running = false;
      await Promise.all(lanesRunning);
      await browser?.close();
    },
  };
}
