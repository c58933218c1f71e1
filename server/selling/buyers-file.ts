import { readSettingJson } from '../settings/json-file';
import { z } from 'zod';
import { isStateCode } from '../../guards/state-rules';
import { CAP_PERIODS, isTimeZone, WEEKDAYS, type CapPeriod, type Weekday } from './local-time';
import { leadCostsOf, leadCostsSchema, type LeadCosts } from './lead-costs';

/**
 * The buyers leads are sold to, from the JSON file SELLING_CONFIG names (docs/selling.md): who each is, how it
 * buys (a fixed price, or a bid asked by ping), whether it takes a lead alone or shares it, which leads it takes,
 * how many or how much it buys per day, week or month, when, and for how long it may return a lead. Checked with
 * zod at start; a bad file stops the start with a message naming the buyer and the field. Secrets are never in
 * the file: `"env:NAME"` names the environment variable that holds one.
 */

export const BUYER_KINDS = ['post', 'ping-post', 'leadprosper-ping-post'] as const;
export type BuyerKind = (typeof BUYER_KINDS)[number];

/** The proofs a buyer may require of a lead, each what the server itself established (docs/selling.md). */
export const BUYER_PROOFS = ['trustedform', 'jornaya', 'verified-phone'] as const;
export type BuyerProof = (typeof BUYER_PROOFS)[number];

export const DEFAULT_BUYER_TIMEOUT_MS = 2_000;

const SECRET_REFERENCE = /^env:([A-Za-z_][A-Za-z0-9_]*)$/;
const secretReference = z
  .string()
  .regex(SECRET_REFERENCE, 'Must be "env:NAME", naming an environment variable');
const httpUrl = z.url({ protocol: /^https?$/, error: 'Must be an http(s) URL' });
const cents = z.number().int('Must be a whole number of cents').nonnegative();
const platformId = z.union([z.string().min(1), z.number().int().nonnegative()]).transform(String);

/** `"08:00-20:00"`: from (inclusive) to (exclusive), local time; `"00:00-24:00"` is the whole day. */
const HOURS = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-4]):([0-5]\d)$/;
const hours = z
  .string()
  .regex(HOURS, 'Must be "HH:MM-HH:MM", local time, e.g. "08:00-20:00"')
  .transform((range, context) => {
    const [, fromHour, fromMinute, toHour, toMinute] = HOURS.exec(range)!;
    const from = Number(fromHour) * 60 + Number(fromMinute);
    const to = Number(toHour) * 60 + Number(toMinute);
    if (to <= from || to > 24 * 60) {
      context.addIssue({ code: 'custom', message: 'Must end after it starts, by 24:00 at the latest' });
      return z.NEVER;
    }
    return { from, to };
  });

const capSchema = z
  .strictObject({ count: z.number().int().positive().optional(), cents: cents.positive().optional() })
  .refine((cap) => cap.count !== undefined || cap.cents !== undefined, 'Give count, cents or both');

const filtersSchema = z.strictObject({
  /** Two-letter state codes; left out, every state. */
  states: z
    .array(
      z
        .string()
        .transform((state) => state.trim().toUpperCase())
        .refine(isStateCode, 'Must be a two-letter state code'),
    )
    .min(1)
    .optional(),
  verdict: z.enum(['qualified', 'disqualified', 'any']).default('qualified'),
  /** Fields the lead must carry, not blank. */
  fields: z.array(z.string().regex(/^[a-z][a-z0-9_]*$/, 'Must be a lead field name')).default([]),
  proofs: z.array(z.enum(BUYER_PROOFS)).default([]),
});

const common = {
  id: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'Must be 1 to 64 lower-case letters, digits, "_" or "-"'),
  name: z.string().trim().min(1).max(200),
  exclusivity: z
    .discriminatedUnion('mode', [
      z.strictObject({ mode: z.literal('exclusive') }),
      z.strictObject({ mode: z.literal('shared'), max_sharers: z.number().int().min(2).max(10) }),
    ])
    .default({ mode: 'exclusive' }),
  filters: filtersSchema.default({ verdict: 'qualified', fields: [], proofs: [] }),
  caps: z.partialRecord(z.enum(CAP_PERIODS), capSchema).default({}),
  time_zone: z.string().refine(isTimeZone, 'Must be an IANA time zone, e.g. "America/New_York"'),
  /** Open hours per local weekday; a day left out is closed. Left out entirely: always open. */
  schedule: z.partialRecord(z.enum(WEEKDAYS), hours).optional(),
  return_window_days: z.number().int().min(0).max(60),
  timeout_ms: z.number().int().positive().max(30_000).default(DEFAULT_BUYER_TIMEOUT_MS),
  token: secretReference.optional(),
  /** What the buyer sends as `Authorization: Bearer …` to return a lead (POST /api/buyer-returns). */
  return_token: secretReference.optional(),
};

const buyerSchema = z.discriminatedUnion('kind', [
  z.strictObject({ ...common, kind: z.literal('post'), post_url: httpUrl, price_cents: cents }),
  z.strictObject({
    ...common,
    kind: z.literal('ping-post'),
    ping_url: httpUrl,
    post_url: httpUrl,
    min_bid_cents: cents.default(0),
  }),
  z.strictObject({
    ...common,
    kind: z.literal('leadprosper-ping-post'),
    ping_url: httpUrl,
    post_url: httpUrl,
    min_bid_cents: cents.default(0),
    lp_campaign_id: platformId,
    lp_supplier_id: platformId,
    lp_key: secretReference,
  }),
]);

const sellingFileSchema = z.strictObject({
  /** What each lead cost to buy, by affiliate (lead-costs.ts); left out, leads' costs are not known. */
  lead_costs: leadCostsSchema.optional(),
  buyers: z.array(buyerSchema).superRefine((buyers, context) => {
    const seen = new Set<string>();
    buyers.forEach((buyer, index) => {
      if (seen.has(buyer.id)) {
        context.addIssue({ code: 'custom', path: [index, 'id'], message: 'Ids must be unique' });
      }
      seen.add(buyer.id);
    });
  }),
});

export type SellingFile = z.input<typeof sellingFileSchema>;

export interface Cap {
  /** At most this many sales in the period. */
  count?: number;
  /** At most this much money, in cents, in the period. */
  cents?: number;
}

interface BuyerCommon {
  id: string;
  name: string;
  exclusivity: { mode: 'exclusive' } | { mode: 'shared'; maxSharers: number };
  filters: {
    /** Undefined: every state. */
    states: readonly string[] | undefined;
    verdict: 'qualified' | 'disqualified' | 'any';
    fields: readonly string[];
    proofs: readonly BuyerProof[];
  };
  caps: Partial<Record<CapPeriod, Cap>>;
  timeZone: string;
  /** Open minutes of the local day per weekday; undefined: always open. */
  schedule: Partial<Record<Weekday, { from: number; to: number }>> | undefined;
  returnWindowDays: number;
  timeoutMs: number;
  /** Sent as `Authorization: Bearer …`; read from the environment. */
  token: string | undefined;
  /** What the buyer sends to return a lead; without one, its returns are filed by an operator. */
  returnToken: string | undefined;
}

export type SellingBuyer = BuyerCommon &
  (
    | { kind: 'post'; postUrl: string; priceCents: number }
    | { kind: 'ping-post'; pingUrl: string; postUrl: string; minBidCents: number }
    | {
        kind: 'leadprosper-ping-post';
        pingUrl: string;
        postUrl: string;
        minBidCents: number;
        campaign: { lpCampaignId: string; lpSupplierId: string; lpKey: string };
      }
  );

export class SellingConfigError extends Error {}

type Environment = Readonly<Record<string, string | undefined>>;

/** `buyers[2] (acme-law).caps.day.count`: the buyer named by its place and, when it has one, its id. */
function fieldPath(json: unknown, path: readonly PropertyKey[]): string {
  const [top, index, ...rest] = path;
  if (top !== 'buyers' || typeof index !== 'number') return path.map(String).join('.') || '(the file)';
  const id = (json as { buyers?: { id?: unknown }[] }).buyers?.[index]?.id;
  const buyer = `buyers[${index}]${typeof id === 'string' && id ? ` (${id})` : ''}`;
  return [buyer, ...rest.map((part) => (typeof part === 'number' ? `[${part}]` : String(part)))]
    .join('.')
    .replace(/\.\[/g, '[');
}

function resolveSecret(reference: string, field: string, env: Environment): string {
  const name = SECRET_REFERENCE.exec(reference)![1]!;
  const value = env[name]?.trim();
  if (!value)
    throw new SellingConfigError(`SELLING_CONFIG ${field}: environment variable ${name} is not set`);
  return value;
}

function parseSellingFile(json: unknown) {
  const parsed = sellingFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new SellingConfigError(`SELLING_CONFIG ${fieldPath(json, issue.path)}: ${issue.message}`);
  }
  return parsed.data;
}

/** The selling file's lead costs, checked; undefined when it gives none. */
export function parseLeadCosts(json: unknown): LeadCosts | undefined {
  const costs = parseSellingFile(json).lead_costs;
  return costs ? leadCostsOf(costs) : undefined;
}

/** Checks a parsed selling file and reads its secrets; throws a SellingConfigError naming the buyer and field. */
export function parseSellingBuyers(json: unknown, env: Environment): SellingBuyer[] {
  return parseSellingFile(json).buyers.map((buyer, index) => {
    const at = `buyers[${index}] (${buyer.id})`;
    const common: BuyerCommon = {
      id: buyer.id,
      name: buyer.name,
      exclusivity:
        buyer.exclusivity.mode === 'shared'
          ? { mode: 'shared', maxSharers: buyer.exclusivity.max_sharers }
          : { mode: 'exclusive' },
      filters: { ...buyer.filters, states: buyer.filters.states },
      caps: buyer.caps,
      timeZone: buyer.time_zone,
      schedule: buyer.schedule,
      returnWindowDays: buyer.return_window_days,
      timeoutMs: buyer.timeout_ms,
      token: buyer.token ? resolveSecret(buyer.token, `${at}.token`, env) : undefined,
      returnToken: buyer.return_token
        ? resolveSecret(buyer.return_token, `${at}.return_token`, env)
        : undefined,
    };
    switch (buyer.kind) {
      case 'post':
        return { ...common, kind: 'post', postUrl: buyer.post_url, priceCents: buyer.price_cents };
      case 'ping-post':
        return {
          ...common,
          kind: 'ping-post',
          pingUrl: buyer.ping_url,
          postUrl: buyer.post_url,
          minBidCents: buyer.min_bid_cents,
        };
      case 'leadprosper-ping-post':
        return {
          ...common,
          kind: 'leadprosper-ping-post',
          pingUrl: buyer.ping_url,
          postUrl: buyer.post_url,
          minBidCents: buyer.min_bid_cents,
          campaign: {
            lpCampaignId: buyer.lp_campaign_id,
            lpSupplierId: buyer.lp_supplier_id,
            lpKey: resolveSecret(buyer.lp_key, `${at}.lp_key`, env),
          },
        };
    }
  });
}

const readSellingJson = (path: string) =>
  readSettingJson('SELLING_CONFIG', path, (message) => new SellingConfigError(message));

/** Reads the file SELLING_CONFIG names; no buyers when it names none. */
export function readSellingBuyers(path: string, env: Environment): SellingBuyer[] {
  return path ? parseSellingBuyers(readSellingJson(path), env) : [];
}

/** The lead costs of the file SELLING_CONFIG names; undefined when it names none or gives none. */
export function readLeadCosts(path: string): LeadCosts | undefined {
  return path ? parseLeadCosts(readSellingJson(path)) : undefined;
}
