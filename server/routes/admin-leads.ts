import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { VARIANT_IDS } from '../../variants/index';
import { restrictToOperators } from '../admin-auth';
import type { Clock } from '../clock';
import { DELIVERY_STATUSES } from '../delivery/statuses';
import { apiError } from '../error-handler';
import type { AuditStore } from '../storage/audit-store';
import type { DeliveryStore } from '../storage/delivery-store';
import { decodeCursor, type LeadStore } from '../storage/lead-store';
import { leadsCsv } from './leads-csv';

export interface AdminLeadsOptions {
  store: LeadStore;
  /** Each lead is shown with its deliveries and their attempts. */
  deliveries: DeliveryStore;
  adminToken: string | undefined;
  /** Where each export is recorded. */
  audit: AuditStore;
  clock: Clock;
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

/**
 * `GET /api/leads` (newest first, a page at a time: `?before=<next_cursor>&limit=`, filtered by source,
 * qualified, review and date) and `GET /api/leads/:id`, for operators holding ADMIN_TOKEN.
 */
export const adminLeadsRoutes: FastifyPluginAsyncZod<AdminLeadsOptions> = async (
  app,
  { store, deliveries, adminToken, audit, clock },
) => {
  // preValidation, not onRequest: the rate limit (an onRequest hook of each route, so later than this plugin's
  // own onRequest hooks) must count token guesses too. GET has no body, so nothing is parsed before the check.
  restrictToOperators(app, adminToken);
  // Stored leads are personal data: no cache anywhere may keep a copy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/leads',
    { config: { invalidInputError: 'Invalid lead list query' }, schema: { querystring: listQuery } },
    async (request) => store.listLeads(request.query),
  );

  app.get(
    '/api/leads.csv',
    { config: { invalidInputError: 'Invalid lead export query' }, schema: { querystring: exportQuery } },
    async (request, reply) => {
      const filter = request.query;
      // The filter, not the leads, is what the audit keeps: it says what was exported without copying it.
      await audit.record({
        at: clock(),
        operator: request.operator,
        action: 'export',
        subject: new URLSearchParams(request.url.split('?')[1] ?? '').toString(),
      });
      const day = clock().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="leads-${day}.csv"`)
        .send(Readable.from(leadsCsv(store, filter)));
    },
  );

  app.get('/api/leads/:id', { schema: { params: z.object({ id: z.string() }) } }, async (request, reply) => {
    const lead = await store.getLead(request.params.id.toLowerCase());
    if (!lead) return reply.code(404).send(apiError('Not found'));
    const [sent, verification, retention] = await Promise.all([
      deliveries.forLead(lead.id),
      deliveries.verificationOf(lead.id),
      deliveries.retentionOf(lead.id),
    ]);
    return {
      ...lead,
      deliveries: sent,
      verification: verification ?? null,
      certificate_retention: retention ?? null,
    };
  });
};
