import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { VARIANT_IDS } from '../../variants/index';
import type { Clock } from '../clock';
import { DELIVERY_STATUSES } from '../delivery/statuses';
import { apiError } from '../error-handler';
import type { AuditStore } from '../storage/audit-store';
import type { LeadDatabase } from '../storage/database';
import { searchedIdentity } from '../storage/contact-match';
import type { DeliveryConsoleQueries } from '../storage/delivery-console-queries';
import type { LeadEvidenceStore } from '../storage/lead-evidence-store';
import type { IdentityHasher } from '../storage/identity-hash';
import { decodeCursor, type LeadStore } from '../storage/lead-store';
import { withListDetails } from '../storage/lead-list-details';
import { leadsCsv } from './leads-csv';

export interface AdminLeadsOptions {
  store: LeadStore;
  /** The list reads each lead's deliveries by status from here. */
  database: LeadDatabase;
  /** Each lead is shown with its deliveries and their attempts. */
  deliveries: DeliveryConsoleQueries;
  /** And with what was checked before its first delivery. */
  evidence: LeadEvidenceStore;
  /** Where each export is recorded. */
  audit: AuditStore;
  clock: Clock;
  /** Keys the hash the audit log keeps of a search, in place of the e-mail or phone searched for. */
  hasher: IdentityHasher;
}

/** Hex characters of the keyed hash the audit log keeps of a search: enough to tell searches apart. */
const AUDITED_HASH_LENGTH = 16;

/**
 * A query as the audit log keeps it: every filter as asked, but the search, which is an e-mail or a phone, as a
 * keyed hash of its canonical identity, so the same person searched two ways shows the same hash.
 */
async function auditedQuery(url: string, hasher: IdentityHasher): Promise<string> {
  const query = new URLSearchParams(url.split('?')[1] ?? '');
  const search = query.get('search');
  if (search !== null) {
    const identity = searchedIdentity(search.trim());
    const canonical = identity.email || identity.phone;
    query.set(
      'search',
      canonical ? `hash:${(await hasher.hash('search', canonical)).slice(0, AUDITED_HASH_LENGTH)}` : 'none',
    );
  }
  return query.toString();
}

export const DEFAULT_LIST_LIMIT = 100;
export const MAX_LIST_LIMIT = 1000;

const instant = (name: string) =>
  z.iso
    .datetime({ offset: true, error: `${name} must be an ISO 8601 date-time, e.g. 2026-11-23T00:00:00Z` })
    .or(z.iso.date({ error: `${name} must be a date (yyyy-MM-dd) or an ISO 8601 date-time` }))
    .transform((value) => new Date(value).toISOString());

const filters = {
  source: z.enum(['post-lead', 'ingest']).optional(),
  qualified: z.enum(['yes', 'no']).optional(),
  review: z
    .enum(['yes', 'no'])
    .transform((value) => value === 'yes')
    .optional(),
  from: instant('from').optional(),
  to: instant('to').optional(),
  variant: z.enum(VARIANT_IDS).optional(),
  delivery: z.enum(DELIVERY_STATUSES).optional(),
  search: z.string().trim().min(1).max(320).optional(),
  duplicate: z
    .enum(['yes', 'no'])
    .transform((value) => value === 'yes')
    .optional(),
};

const listQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(DEFAULT_LIST_LIMIT)
    // Asking for more than the cap is not an error: the caller gets the most it may have, and a cursor.
    .transform((limit) => Math.min(limit, MAX_LIST_LIMIT)),
  before: z
    .string()
    .refine((cursor) => decodeCursor(cursor) !== undefined, 'Not a cursor from a previous page')
    .optional(),
  ...filters,
});

const exportQuery = z.object(filters);

/** The trends chart's default span, and the longest one asked at once (a year and a day). */
export const DAILY_DEFAULT_DAYS = 30;
export const DAILY_MAX_DAYS = 366;
const DAY_MS = 86_400_000;

const day = (name: string) => z.iso.date({ error: `${name} must be a date (yyyy-MM-dd)` });

export const dailyQuery = z
  .object({
    from: day('from').optional().describe('First day counted (UTC); default: 30 days before `to`'),
    to: day('to')
      .optional()
      .describe('Day after the last one counted (UTC); default: 30 days after `from`, else tomorrow'),
  })
  .check((context) => {
    const { from, to } = context.value;
    if (!from || !to) return;
    const days = (Date.parse(to) - Date.parse(from)) / DAY_MS;
    if (days <= 0 || days > DAILY_MAX_DAYS) {
      context.issues.push({
        code: 'custom',
        input: to,
        path: ['to'],
        message: `to must be after from, at most ${DAILY_MAX_DAYS} days after it`,
      });
    }
  });

export const dailyAnswer = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  days: z.array(
    z.object({
      day: z.iso.date(),
      leads: z.number().int().describe('Leads received that day (UTC)'),
      qualified: z.number().int().describe('Of them, the ones the server judged qualified'),
      delivered: z.number().int().describe('Of them, the ones delivered to at least one buyer'),
    }),
  ),
});

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The range asked; a side left out is 30 days from the other, and with neither it is the last 30 days (UTC). */
function dailyRange({ from, to }: z.output<typeof dailyQuery>, now: Date): { from: string; to: string } {
  const span = DAILY_DEFAULT_DAYS * DAY_MS;
  if (from) return { from, to: to ?? isoDay(Date.parse(from) + span) };
  const end = to ?? isoDay(Date.parse(isoDay(now.getTime())) + DAY_MS);
  return { from: isoDay(Date.parse(end) - span), to: end };
}

/** One entry per day of the range, days without leads at 0, so a chart and its table show every day. */
async function dailyLeads(store: LeadStore, { from, to }: { from: string; to: string }) {
  const counted = new Map(
    (await store.dailyCounts({ from: `${from}T00:00:00.000Z`, to: `${to}T00:00:00.000Z` })).map((row) => [
      row.day,
      row,
    ]),
  );
  const days = [];
  for (let time = Date.parse(from); time < Date.parse(to); time += DAY_MS) {
    const date = isoDay(time);
    days.push(counted.get(date) ?? { day: date, leads: 0, qualified: 0, delivered: 0 });
  }
  return { from, to, days };
}

/**
 * `GET /api/leads` (newest first, a page at a time: `?before=<next_cursor>&limit=`, filtered by source,
 * qualified, review and date), `GET /api/leads/daily?from=&to=` (the trends chart's counts per day) and
 * `GET /api/leads/:id`, for operators holding ADMIN_TOKEN or the console's session.
 */
export const adminLeadsRoutes: FastifyPluginAsyncZod<AdminLeadsOptions> = async (
  app,
  { store, database, deliveries, evidence, audit, clock, hasher },
) => {
  app.get(
    '/api/leads',
    {
      config: { invalidInputError: 'Invalid lead list query' },
      schema: { summary: 'List the stored leads, newest first', querystring: listQuery },
    },
    async (request) => {
      // A search names a person: the first page of one is recorded (the pages after it are the same search).
      if (request.query.search !== undefined && request.query.before === undefined) {
        await audit.record({
          at: clock(),
          operator: request.operator,
          action: 'search',
          subject: await auditedQuery(request.url, hasher),
        });
      }
      const page = await store.listLeads(request.query);
      return { ...page, leads: await withListDetails(database, page.leads) };
    },
  );

  app.get(
    '/api/leads.csv',
    {
      config: { invalidInputError: 'Invalid lead export query' },
      schema: { summary: 'Export the stored leads as CSV', querystring: exportQuery },
    },
    async (request, reply) => {
      const filter = request.query;
      // The filter, not the leads, is what the audit keeps: it says what was exported without copying it.
      await audit.record({
        at: clock(),
        operator: request.operator,
        action: 'export',
        subject: await auditedQuery(request.url, hasher),
      });
      const day = clock().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="leads-${day}.csv"`)
        .send(Readable.from(leadsCsv(store, filter)));
    },
  );

  app.get(
    '/api/leads/daily',
    {
      config: { invalidInputError: 'Invalid daily leads query' },
      schema: {
        summary: 'Count the leads of each day',
        querystring: dailyQuery,
        response: { 200: dailyAnswer },
      },
    },
    async (request) => dailyLeads(store, dailyRange(request.query, clock())),
  );

  app.get(
    '/api/leads/:id',
    { schema: { summary: 'One stored lead with its deliveries', params: z.object({ id: z.string() }) } },
    async (request, reply) => {
      const lead = await store.getLead(request.params.id.toLowerCase());
      if (!lead) return reply.code(404).send(apiError('Not found'));
      const [sent, verification, retention] = await Promise.all([
        deliveries.forLead(lead.id),
        evidence.verificationOf(lead.id),
        evidence.retentionOf(lead.id),
      ]);
      return {
        ...lead,
        deliveries: sent,
        verification: verification ?? null,
        certificate_retention: retention ?? null,
      };
    },
  );
};
