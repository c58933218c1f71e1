import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { FIRST_PARTY_BUYER, withFirstPartyFirst, type Buyer } from '../guards/one-to-one';
import type { ZipLookup } from './providers/zip-lookup';

/** One buyer of one-to-one consent: a law firm, its ids, and the states it takes leads from (none: every state). */
export interface ConfiguredBuyer extends Buyer {
  states: readonly string[];
}

const buyersFileSchema = z.array(
  z.object({
    id: z.union([z.string().regex(/^\d{1,12}$/), z.array(z.string().regex(/^\d{1,12}$/)).min(1)]),
    name: z.string().trim().min(1).max(200),
    states: z
      .array(z.string().regex(/^[A-Za-z]{2}$/))
      .default([])
      .transform((states) => states.map((state) => state.toUpperCase())),
  }),
);

export class BuyersConfigError extends Error {}

/** Reads `BUYERS_CONFIG`: a JSON list of `{ id, name, states }` (id one id or a list). Unset: no buyer. */
export function readBuyersConfig(path: string): ConfiguredBuyer[] {
  if (!path) return [];
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new BuyersConfigError(
      `BUYERS_CONFIG ${path} cannot be read as JSON (${error instanceof Error ? error.message : 'error'})`,
    );
  }
  const parsed = buyersFileSchema.safeParse(json);
  if (!parsed.success) {
    throw new BuyersConfigError(`BUYERS_CONFIG ${path}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  }
  return parsed.data.map((buyer) => ({
    name: buyer.name,
    ids: typeof buyer.id === 'string' ? [buyer.id] : buyer.id,
    states: buyer.states,
  }));
}

/**
 * The buyers of a lead from its state: those that take it (a buyer with no states takes every state), without the
 * first-party buyer, whom the consent never names; and every buyer that could take it, the first-party buyer first.
 */
export function availableBuyers(
  buyers: readonly ConfiguredBuyer[],
  state: string,
): { selectedBuyers: Buyer[]; allPossibleBuyers: Buyer[] } {
  const wanted = state.trim().toUpperCase();
  const taking = buyers
    .filter((buyer) => buyer.states.length === 0 || (wanted !== '' && buyer.states.includes(wanted)))
    .map(({ name, ids }) => ({ name, ids: [...ids] }));
  const firstParty = FIRST_PARTY_BUYER.ids[0] ?? '';
  return {
    selectedBuyers: taking.filter((buyer) => !buyer.ids.includes(firstParty)),
    allPossibleBuyers: withFirstPartyFirst(taking),
  };
}

/**
 * The firms that take a lead from where the visitor lives: the zip code's state (the server's zip data), else the
 * state the visitor gave. What `POST /buyers/get-available` answers, and what a one-to-one step posted without
 * JavaScript finds.
 */
export async function buyersForPlace(
  buyers: readonly ConfiguredBuyer[],
  zipLookup: ZipLookup,
  fields: { zip_code?: string; state?: string },
): Promise<{ selectedBuyers: Buyer[]; allPossibleBuyers: Buyer[] }> {
  const zip = (fields.zip_code ?? '').trim();
  const place = /^\d{5}$/.test(zip) ? await zipLookup.lookup(zip) : undefined;
  return availableBuyers(buyers, place?.state || (fields.state ?? ''));
}
