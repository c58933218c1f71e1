import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { safeErrorFields } from '../logging';
import type { Readiness } from '../readiness';
import type { LeadDatabase } from '../storage/database';
import { MIGRATIONS } from '../storage/migrations';

export interface HealthOptions {
  database: LeadDatabase;
  readiness: Readiness;
}

const LATEST_MIGRATION = Object.keys(MIGRATIONS).at(-1)!;

const check = z.enum(['ok', 'failing']);
const readinessAnswer = z.object({
  ready: z.boolean(),
  database: check,
  migrations: check,
  /** `none` when DELIVERY_CONFIG names no destination, so no worker is needed. */
  worker: z.enum(['running', 'stopped', 'none']),
  /** `none` when no buyer is configured (SELLING_CONFIG, DEMO_BUYERS), so no lead is auctioned. */
  auction_worker: z.enum(['running', 'stopped', 'none']),
  closing: z.boolean(),
});
type ReadinessAnswer = z.output<typeof readinessAnswer>;

const workerState = (running: (() => boolean) | undefined) =>
  running ? (running() ? ('running' as const) : ('stopped' as const)) : ('none' as const);

/**
 * `GET /healthz`, liveness: the process answers and its database does (a server that cannot store leads must not
 * serve). `GET /readyz`, readiness, what a proxy routes on: the database answers, its schema is the one this
 * build migrates to, the delivery and auction workers run (when there are any), and the process is not closing. A proxy that
 * stops sending a closing process new visitors is what makes a rolling restart lose nothing.
 */
export async function healthRoute(
  app: FastifyInstance,
  { database, readiness }: HealthOptions,
): Promise<void> {
  app.get(
    '/healthz',
    {
      schema: {
        summary: 'Whether the server can store leads (liveness)',
        response: { 200: z.object({ ok: z.literal(true) }), 503: z.object({ ok: z.literal(false) }) },
      },
    },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(database);
        return reply.header('cache-control', 'no-store').send({ ok: true });
      } catch (error) {
        request.log.warn({ error: safeErrorFields(error) }, 'database health check failed');
        return reply.code(503).header('cache-control', 'no-store').send({ ok: false });
      }
    },
  );

  app.get(
    '/readyz',
    {
      schema: {
        summary: 'Whether this process should be sent visitors (readiness)',
        response: { 200: readinessAnswer, 503: readinessAnswer },
      },
    },
    async (request, reply) => {
      const answer: ReadinessAnswer = {
        ready: false,
        database: 'failing',
        migrations: 'failing',
        worker: workerState(readiness.workerRunning),
        auction_worker: workerState(readiness.auctionWorkerRunning),
        closing: readiness.closing,
      };
      try {
        await sql`select 1`.execute(database);
        answer.database = 'ok';
        // Kysely's own bookkeeping table. This build's newest migration must be applied; a newer build's may be
        // too (during a rolling deploy the new processes migrate first, and the old ones keep serving).
        const { rows } = await sql<{
          name: string;
        }>`select name from kysely_migration where name = ${LATEST_MIGRATION}`.execute(database);
        if (rows.length === 1) answer.migrations = 'ok';
      } catch (error) {
        request.log.warn({ error: safeErrorFields(error) }, 'readiness check failed');
      }
      answer.ready =
        answer.database === 'ok' &&
        answer.migrations === 'ok' &&
        answer.worker !== 'stopped' &&
        answer.auction_worker !== 'stopped' &&
        !answer.closing;
      return reply
        .code(answer.ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(answer);
    },
  );
}
