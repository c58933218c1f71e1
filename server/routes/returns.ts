import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../services/api/contract';
import {
  operatorReturnContract,
  returnContract,
  returnDecisionContract,
  returnListContract,
} from '../../services/api/returns/returns-contract';
import { actorOf } from '../admin-auth';
import type { Clock } from '../clock';
import { apiError } from '../error-handler';
import type { ReturnDesk } from '../selling/return-desk';
import type { AuditStore } from '../storage/audit-store';
import type { ReturnStore } from '../storage/return-store';

export interface ReturnsOptions {
  desk: ReturnDesk;
  returns: ReturnStore;
  audit: AuditStore;
  clock: Clock;
}

/**
 * The operators' returns (docs/selling.md#returns): `GET /api/returns?status=`, `GET /api/returns/:id` with its
 * evidence pack, `POST /api/returns/:id/decision` `{ decision, note }`, and `POST /api/leads/:id/returns`
 * `{ buyer, reason, note }` for a return a buyer asked for by other means. Each decision and filing is audited.
 */
export const returnsRoutes: FastifyPluginAsyncZod<ReturnsOptions> = async (
  app,
  { desk, returns, audit, clock },
) => {
  app.route({
    ...routeOf(returnListContract),
    config: { invalidInputError: 'Invalid return list query' },
    handler: async (request) => ({ returns: await returns.list(request.query) }),
  });

  app.route({
    ...routeOf(returnContract),
    handler: async (request, reply) => {
      const found = await returns.byId(request.params.id);
      if (!found) return reply.code(404).send(apiError('Not found'));
      return found;
    },
  });

  app.route({
    ...routeOf(returnDecisionContract),
    config: { invalidInputError: 'Invalid return decision' },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const outcome = await returns.decide({
        id: request.params.id,
        approve: request.body.decision === 'approve',
        by: `operator:${actor.operator}`,
        note: request.body.note,
        now: clock(),
      });
      if (!outcome.found) return reply.code(404).send(apiError('Not found'));
      if (!outcome.decided) {
        return reply.code(409).send(apiError(`This return was ${outcome.record.status} already`));
      }
      await audit.record({
        at: clock(),
        ...actor,
        action: request.body.decision === 'approve' ? 'return-approve' : 'return-reject',
        subject: outcome.record.id,
      });
      return outcome.record;
    },
  });

  app.route({
    ...routeOf(operatorReturnContract),
    config: { invalidInputError: 'Invalid return' },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const outcome = await desk.file({
        leadId: request.params.id.toLowerCase(),
        buyerId: request.body.buyer,
        reason: request.body.reason,
        note: request.body.note,
        filedBy: `operator:${actor.operator}`,
      });
      if (outcome.kind === 'no-sale') {
        return reply.code(404).send(apiError(`No sale of this lead to ${request.body.buyer}`));
      }
      if (outcome.kind === 'window-closed') {
        return reply.code(409).send(apiError(`The return window closed at ${outcome.closedAt}`));
      }
      if (outcome.created) {
        await audit.record({ at: clock(), ...actor, action: 'return-file', subject: outcome.record.id });
      }
      return reply.code(outcome.created ? 201 : 200).send(outcome.record);
    },
  });
};
