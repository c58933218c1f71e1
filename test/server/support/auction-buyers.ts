import { expect, vi } from 'vitest';
import type { SellingFile } from '../../../server/selling/buyers-file';
import { createAuctionQueue } from '../../../server/storage/auction-queue';
import type { LeadDatabase } from '../../../server/storage/database';

/** How long an auction may take on a loaded machine, read every 50 ms. */
const OUTCOME_WAIT = { timeout: 30_000, interval: 50 };

export interface StandInBuyer {
  /** The stand-in's base URL: its ping is `<url>/ping`, its post `<url>/post`. */
  url: string;
  timeoutMs?: number;
  /** Takes disqualified leads too; left out, qualified leads only (the file's default). */
  anyVerdict?: boolean;
}

/** A selling file of ping-post buyers at stand-ins, in Chicago's time, each with a 7-day return window. */
export function pingPostBuyersFile(buyers: Record<string, StandInBuyer>): SellingFile {
  return {
    buyers: Object.entries(buyers).map(([id, { url, timeoutMs, anyVerdict }]) => ({
      id,
      name: id,
      kind: 'ping-post' as const,
      ping_url: `${url}/ping`,
      post_url: `${url}/post`,
      ...(timeoutMs ? { timeout_ms: timeoutMs } : {}),
      ...(anyVerdict ? { filters: { verdict: 'any' as const } } : {}),
      time_zone: 'America/Chicago',
      return_window_days: 7,
    })),
  };
}

/** Waits, reading the database (the operators' API would spend the test address's budget), for the auction's end. */
export async function auctionEnded(database: LeadDatabase, leadId: string) {
  const auctions = createAuctionQueue(database);
  return vi.waitFor(async () => {
    const record = await auctions.recordOf(leadId);
    expect(record?.status).toMatch(/^(sold|unsold)$/);
    return record!;
  }, OUTCOME_WAIT);
}
