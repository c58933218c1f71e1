import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeOf } from '../../services/api/contract';
import {
  checkCodeContract,
  sendCodeContract,
} from '../../services/api/phone-verification/phone-verification-contract';
import type { CodeFlow } from '../phone-verification/code-flow';
import type { PhoneVerificationStore } from '../storage/phone-verification-store';

export interface PhoneVerificationOptions {
  codes: CodeFlow;
}

const listQuery = z.object({ limit: z.coerce.number().int().min(1).max(1000).default(100) });

/**
 * `POST /two-step-verification/send` and `/code`: a code sent to a US phone and checked, by the rules of
 * `server/phone-verification/code-flow.ts`. A limited send answers 429, as does a check after too many wrong tries.
 */
export const phoneVerificationRoutes: FastifyPluginAsyncZod<PhoneVerificationOptions> = async (
  app,
  { codes },
) => {
  app.route({
    ...routeOf(sendCodeContract),
    bodyLimit: 1024,
    config: { invalidInputError: 'Invalid verification request' },
    handler: async (request, reply) => {
      const outcome = await codes.send(request.body.phone, request.ip);
      if (outcome.sent) return { sent: true };
      return reply.code(outcome.reason === 'limited' ? 429 : 200).send({ sent: false, error: outcome.error });
    },
  });

  app.route({
    ...routeOf(checkCodeContract),
    bodyLimit: 1024,
    config: { invalidInputError: 'Invalid verification request' },
    handler: async (request, reply) => {
      const status = await codes.check(request.body.phone, request.body.lead_id, request.body.code);
      return status === 'refused' ? reply.code(429).send({ status }) : { status };
    },
  });
};

/** `GET /api/sms-outbox`, an operators' route: what the embedded sender "sent". */
export const smsOutboxRoute: FastifyPluginAsyncZod<{ store: PhoneVerificationStore }> = async (
  app,
  { store },
) => {
  app.get(
    '/api/sms-outbox',
    {
      schema: { summary: 'The text messages the embedded verifier would have sent', querystring: listQuery },
    },
    async (request) => ({
      messages: await store.outbox(request.query.limit),
    }),
  );
};
