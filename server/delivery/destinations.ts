import { readSettingJson } from '../settings/json-file';
import { z } from 'zod';
import type { LeadSource } from '../../services/api/contract-types';
import type { LeadVerdict } from './lead-verdict';

/**
 * The buyers a stored lead is delivered to, from the JSON file named by DELIVERY_CONFIG
 * (docs/delivery-destinations.md). The file is checked with zod at start; a bad one stops the start with a
 * message naming the field. Secrets are never in the file: `"env:NAME"` names the environment variable that
 * holds one.
 */

export const DESTINATION_KINDS = ['leadprosper', 'form-webhook', 'json-webhook', 'lead-exchange'] as const;
export type DestinationKind = (typeof DESTINATION_KINDS)[number];

const LEAD_SOURCES = ['post-lead', 'ingest', 'ticket'] as const satisfies readonly LeadSource[];

/**
 * What a destination gets of a lead that duplicates an earlier one of the same person: `skip` (nothing: its
 * delivery is recorded as skipped), `send` (the lead as any other) or `flag` (the lead with `duplicate_of`, the
 * first lead's id, among its fields).
 */
export const DUPLICATE_POLICIES = ['skip', 'send', 'flag'] as const;
export type DuplicatePolicy = (typeof DUPLICATE_POLICIES)[number];
export const DEFAULT_DUPLICATE_POLICY: DuplicatePolicy = 'flag';

/** Retries after about 30 s, 2 min, 10 min, 1 h, 6 h and 24 h (a day's outage loses nothing), then dead. */
export const DEFAULT_RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 3_600_000, 21_600_000, 86_400_000];

export const DEFAULT_WORKER_SETTINGS = {
  /** Longest a send may take before it counts as a timeout and is retried. */
  timeoutMs: 10_000,
  /** How long a claimed delivery stays with its worker; past it (a killed process) another sends it again. */
  claimMs: 60_000,
  /** How often an idle worker looks for due deliveries (a new lead wakes it at once). */
  pollMs: 1_000,
  /** Sends in flight at once per server process. */
  concurrency: 8,
};

const SECRET_REFERENCE = /^env:([A-Za-z_][A-Za-z0-9_]*)$/;
const secretReference = z
  .string()
  .regex(SECRET_REFERENCE, 'Must be "env:NAME", naming an environment variable');

const platformId = z.union([z.string().min(1), z.number().int().nonnegative()]).transform(String);

const campaignSchema = z.strictObject({
  lp_campaign_id: platformId,
  lp_supplier_id: platformId,
  /** The key itself or, better, `"env:NAME"`. */
  lp_key: z.string().min(1),
});

const httpUrl = z.url({ protocol: /^https?$/, error: 'Must be an http(s) URL' });

const destinationSchema = z
  .strictObject({
    name: z
      .string()
      .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/, 'Must be 1 to 64 letters, digits, ".", "_" or "-"'),
    kind: z.enum(DESTINATION_KINDS),
    url: httpUrl,
    send: z.enum(['qualified', 'disqualified', 'all']),
    sources: z
      .array(z.enum(LEAD_SOURCES))
      .min(1)
      .default([...LEAD_SOURCES]),
    duplicates: z.enum(DUPLICATE_POLICIES).default(DEFAULT_DUPLICATE_POLICY),
    /** Whether it takes leads whose trail did not replay (dq_reason `trail|…`); no destination does unless it says so. */
    unreplayed: z.boolean().default(false),
    /** Whether its payload carries each field's source. */
    include_sources: z.boolean().default(false),
    /**
     * Whether sending it a lead is a sale (a buyer pays for it): a lead made under Global Privacy Control is
     * withheld from it. Only the operator's own copy (their CRM, their inbox) says false.
     */
    sale: z.boolean().default(true),
    secret: secretReference.optional(),
    /**
     * Where a revocation of consent by a person whose lead it received is posted (JSON); a json-webhook takes it
     * at its own url, as a `consent.revoked` event, when this is not given.
     */
    revocation_url: httpUrl.optional(),
    /** The buyer's contact, e-mailed a revocation when there is no URL to post it to. */
    contact_email: z.email({ error: 'Must be an e-mail address' }).optional(),
    /** Lead-platform ids keyed by "<oid>", "<affid>/<oid>" or "default". */
    campaigns: z
      .record(
        z.string().regex(/^(default|\d+|\d+\/\d+)$/, 'Keys are "<oid>", "<affid>/<oid>" or "default"'),
        campaignSchema,
      )
      .optional(),
  })
  .superRefine((destination, context) => {
    if (destination.kind === 'json-webhook' && !destination.secret) {
      context.addIssue({
        code: 'custom',
        path: ['secret'],
        message: 'A json-webhook needs a secret to sign with',
      });
    }
  });

const deliveryFileSchema = z.strictObject({
  destinations: z.array(destinationSchema).superRefine((destinations, context) => {
    const seen = new Set<string>();
    destinations.forEach((destination, index) => {
      if (seen.has(destination.name)) {
        context.addIssue({ code: 'custom', path: [index, 'name'], message: 'Names must be unique' });
      }
      seen.add(destination.name);
    });
  }),
  retry: z
    .strictObject({ delaysMs: z.array(z.number().int().positive()).min(1) })
    .default({ delaysMs: DEFAULT_RETRY_DELAYS_MS }),
  worker: z
    .strictObject({
      timeoutMs: z.number().int().positive().default(DEFAULT_WORKER_SETTINGS.timeoutMs),
      claimMs: z.number().int().positive().default(DEFAULT_WORKER_SETTINGS.claimMs),
      pollMs: z.number().int().positive().default(DEFAULT_WORKER_SETTINGS.pollMs),
      concurrency: z.number().int().min(1).max(64).default(DEFAULT_WORKER_SETTINGS.concurrency),
    })
    // A claim that ran out while its send still waited would let a second send start beside the first.
    .refine((worker) => worker.claimMs > worker.timeoutMs, {
      path: ['claimMs'],
      message: 'Must be longer than worker.timeoutMs',
    })
    .default(DEFAULT_WORKER_SETTINGS),
  /** The spec's pre-post verification: asked once per lead before its first send; its failure is ignored. */
  verification: z.strictObject({ url: httpUrl }).optional(),
});

export type DeliveryFile = z.input<typeof deliveryFileSchema>;

export interface Campaign {
  lp_campaign_id: string;
  lp_supplier_id: string;
  lp_key: string;
}

export interface Destination {
  name: string;
  kind: DestinationKind;
  url: string;
  send: 'qualified' | 'disqualified' | 'all';
  sources: LeadSource[];
  duplicates: DuplicatePolicy;
  /** Takes leads whose trail did not replay. */
  unreplayed: boolean;
  /** Its payload carries each field's source. */
  includeSources: boolean;
  /** Sending it a lead is a sale: no lead made under Global Privacy Control goes to it. */
  sale: boolean;
  /** The secret itself, read from the environment. */
  secret: string | undefined;
  /** Where a revocation of consent is posted; undefined: the url for a json-webhook, else an e-mail. */
  revocationUrl: string | undefined;
  /** Whom a revocation is e-mailed to when it has nowhere to be posted. */
  contactEmail: string | undefined;
  campaigns: Record<string, Campaign>;
}

export interface DeliverySettings {
  destinations: Destination[];
  retryDelaysMs: number[];
  worker: typeof DEFAULT_WORKER_SETTINGS;
  verificationUrl: string | undefined;
}

export class DeliveryConfigError extends Error {}

function fieldPath(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`,
    )
    .join('');
}

function fail(field: string, message: string): never {
  throw new DeliveryConfigError(`DELIVERY_CONFIG ${field}: ${message}`);
}

function resolveSecret(
  reference: string,
  field: string,
  env: Readonly<Record<string, string | undefined>>,
): string {
  const name = SECRET_REFERENCE.exec(reference)?.[1];
  if (!name) return reference;
  const value = env[name]?.trim();
  if (!value) fail(field, `environment variable ${name} is not set`);
  return value;
}

/** Standard Webhooks secrets are base64, usually written with a `whsec_` prefix. */
const WEBHOOK_SECRET = /^(whsec_)?[A-Za-z0-9+/]{16,}={0,2}$/;

/** Checks a parsed delivery file and reads its secrets; throws a DeliveryConfigError naming the first bad field. */
export function parseDeliverySettings(
  json: unknown,
  env: Readonly<Record<string, string | undefined>>,
): DeliverySettings {
  const parsed = deliveryFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    fail(fieldPath(issue.path) || '(the file)', issue.message);
  }
  const file = parsed.data;
  const settings: DeliverySettings = {
    destinations: file.destinations.map((destination, index) => ({
      name: destination.name,
      kind: destination.kind,
      url: destination.url,
      send: destination.send,
      sources: destination.sources,
      duplicates: destination.duplicates,
      unreplayed: destination.unreplayed,
      includeSources: destination.include_sources,
      sale: destination.sale,
      secret: destination.secret
        ? resolveSecret(destination.secret, `destinations[${index}].secret`, env)
        : undefined,
      revocationUrl: destination.revocation_url,
      contactEmail: destination.contact_email,
      campaigns: Object.fromEntries(
        Object.entries(destination.campaigns ?? {}).map(([key, campaign]) => [
          key,
          {
            ...campaign,
            lp_key: resolveSecret(campaign.lp_key, `destinations[${index}].campaigns.${key}.lp_key`, env),
          },
        ]),
      ),
    })),
    retryDelaysMs: file.retry.delaysMs,
    worker: file.worker,
    verificationUrl: file.verification?.url,
  };
  settings.destinations.forEach((destination, index) => {
    if (destination.kind === 'json-webhook' && !WEBHOOK_SECRET.test(destination.secret ?? '')) {
      fail(`destinations[${index}].secret`, 'must be a Standard Webhooks secret: whsec_ and base64');
    }
  });
  return settings;
}

/** Reads the file DELIVERY_CONFIG names; undefined when it names none (then nothing is delivered). */
export function readDeliverySettings(
  path: string,
  env: Readonly<Record<string, string | undefined>>,
): DeliverySettings | undefined {
  if (!path) return undefined;
  const json = readSettingJson('DELIVERY_CONFIG', path, (message) => new DeliveryConfigError(message));
  return parseDeliverySettings(json, env);
}

/**
 * The destinations a newly stored lead is queued for: those whose `send` and `sources` match it. A lead with no
 * verdict (a contact-form lead) is neither qualified nor disqualified: only `send: "all"` takes it. A lead whose
 * trail did not replay goes only to those that say `unreplayed: true`.
 */
export function destinationsFor(
  destinations: readonly Destination[],
  lead: { source: LeadSource; verdict: LeadVerdict; unreplayed?: boolean },
): Destination[] {
  return destinations.filter(
    (destination) =>
      destination.sources.includes(lead.source) &&
      (destination.send === 'all' || destination.send === lead.verdict) &&
      (lead.unreplayed !== true || destination.unreplayed),
  );
}

/** The lead-platform ids for a lead's affid and oid: "<affid>/<oid>" first, then "<oid>", then "default". */
export function campaignFor(
  campaigns: Readonly<Record<string, Campaign>>,
  affid: string | undefined,
  oid: string | undefined,
): Campaign | undefined {
  const keys = [affid && oid ? `${affid}/${oid}` : '', oid ?? '', 'default'].filter(Boolean);
  for (const key of keys) {
    const campaign = campaigns[key];
    if (campaign) return campaign;
  }
  return undefined;
}
