import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { safeErrorFields } from '../logging';
import type { LeadDatabase } from '../storage/database';

export interface HealthOptions {
  database: LeadDatabase;
}

/** `GET /healthz`: healthy only when the database answers, since a server that cannot store leads must not serve. */
export async function healthRoute(app: FastifyInstance, { database }: HealthOptions): Promise<void> {
  app.get(
    '/healthz',
    {
      schema: {
        summary: 'Whether the server can store leads',
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
}
