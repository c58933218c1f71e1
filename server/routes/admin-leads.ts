import { actorOf } from '../admin-auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import type { z } from 'zod';
import { routeOf } from '../../services/api/contract';
import {
  DAILY_DEFAULT_DAYS,
  dailyLeadsContract,
  type dailyLeadsQuerySchema,
  leadContract,
  leadExportContract,
  leadListContract,
} from '../../services/api/leads/leads-contract';
import type { Clock } from '../clock';
import { apiError } from '../error-handler';
import type { AuditStore } from '../storage/audit-store';
import type { LeadDatabase } from '../storage/database';
import { searchedIdentity } from '../storage/contact-match';
import type { DeliveryConsoleQueries } from '../storage/delivery-console-queries';
import type { AuctionQueue } from '../storage/auction-queue';
import type { ReturnStore } from '../storage/return-store';
import type { SaleStore } from '../storage/sale-store';
import type { LeadEvidenceStore } from '../storage/lead-evidence-store';
import type { IdentityHasher } from '../storage/identity-hash';
import { decodeCursor, type LeadConsoleQueries } from '../storage/lead-console-queries';
import type { LeadStore } from '../storage/lead-store';
import { withListDetails } from '../storage/lead-list-details';
import { leadsCsv } from './leads-csv';
import { readableCursor } from './page-cursor';

export interface AdminLeadsOptions {
  /** One lead, by its id. */
  store: LeadStore;
  /** The list, the export and the counts per day. */
  queries: LeadConsoleQueries;
  /** The list reads each lead's deliveries by status from here. */
  database: LeadDatabase;
  /** Each lead is shown with its deliveries and their attempts. */
  deliveries: DeliveryConsoleQueries;
  /** And with what was checked before its first delivery. */
  evidence: LeadEvidenceStore;
  /** And with its sales to buyers and the record of its auction. */
  sales: Pick<SaleStore, 'salesOf'>;
  auctions: Pick<AuctionQueue, 'recordOf'>;
  /** And the buyers' returns of it. */
  returns: Pick<ReturnStore, 'ofLead'>;
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

const DAY_MS = 86_400_000;

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The range asked; a side left out is 30 days from the other, and with neither it is the last 30 days (UTC). */
function dailyRange(
  { from, to }: z.output<typeof dailyLeadsQuerySchema>,
  now: Date,
): { from: string; to: string } {
  const span = DAILY_DEFAULT_DAYS * DAY_MS;
  if (from) return { from, to: to ?? isoDay(Date.parse(from) + span) };
  const end = to ?? isoDay(Date.parse(isoDay(now.getTime())) + DAY_MS);
  return { from: isoDay(Date.parse(end) - span), to: end };
}

/** One entry per day of the range, days without leads at 0, so a chart and its table show every day. */
async function dailyLeads(queries: LeadConsoleQueries, { from, to }: { from: string; to: string }) {
  const counted = new Map(
    (await queries.dailyCounts({ from: `${from}T00:00:00.000Z`, to: `${to}T00:00:00.000Z` })).map((row) => [
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
  { store, queries, database, deliveries, evidence, sales, auctions, returns, audit, clock, hasher },
) => {
  const list = routeOf(leadListContract);
  app.route({
    ...list,
    schema: {
      ...list.schema,
      querystring: leadListContract.query.extend({ before: readableCursor(decodeCursor) }),
    },
    config: { invalidInputError: 'Invalid lead list query' },
    handler: async (request) => {
      // A search names a person: the first page of one is recorded (the pages after it are the same search).
      if (request.query.search !== undefined && request.query.before === undefined) {
        await audit.record({
          at: clock(),
          ...actorOf(request),
          action: 'search',
          subject: await auditedQuery(request.url, hasher),
        });
      }
      const page = await queries.listLeads(request.query);
      return { ...page, leads: await withListDetails(database, page.leads) };
    },
  });

  app.route({
    ...routeOf(leadExportContract),
    config: { invalidInputError: 'Invalid lead export query' },
    handler: async (request, reply) => {
      const filter = request.query;
      // The filter, not the leads, is what the audit keeps: it says what was exported without copying it.
      await audit.record({
        at: clock(),
        ...actorOf(request),
        action: 'export',
        subject: await auditedQuery(request.url, hasher),
      });
      const day = clock().toISOString().slice(0, 10);
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="leads-${day}.csv"`)
          // Streamed, row by row: the contract describes the text the stream adds up to.
          .send(Readable.from(leadsCsv(queries, filter)) as unknown as string)
      );
    },
  });

  app.route({
    ...routeOf(dailyLeadsContract),
    config: { invalidInputError: 'Invalid daily leads query' },
    handler: async (request) => dailyLeads(queries, dailyRange(request.query, clock())),
  });

  app.route({
    ...routeOf(leadContract),
    handler: async (request, reply) => {
      const lead = await store.getLead(request.params.id.toLowerCase());
      if (!lead) return reply.code(404).send(apiError('Not found'));
      await audit.record({ at: clock(), ...actorOf(request), action: 'lead-view', subject: lead.id });
      const [sent, verification, retention, sold, auction, returned] = await Promise.all([
        deliveries.forLead(lead.id),
        evidence.verificationOf(lead.id),
        evidence.retentionOf(lead.id),
        sales.salesOf(lead.id),
        auctions.recordOf(lead.id),
        returns.ofLead(lead.id),
      ]);
      return {
        ...lead,
        deliveries: sent,
        verification: verification ?? null,
        certificate_retention: retention ?? null,
        sales: sold,
        auction: auction ?? null,
        returns: returned,
      };
    },
  });
};
