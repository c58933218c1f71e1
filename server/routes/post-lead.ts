import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { postLeadBodySchema } from '../../services/lead-contract';
import { utcToday, type Clock } from '../clock';
import { authorizeLead } from '../lead-authority';
import type { ZipLookup } from '../providers/zip-lookup';
import type { LeadStore } from '../storage/lead-store';

export interface PostLeadOptions {
  store: LeadStore;
  zipLookup: ZipLookup;
  clock: Clock;
}

/** Far above any real lead (the longest fields add up to about 15 KB); anything bigger is not a lead. */
export const POST_LEAD_BODY_LIMIT = 64 * 1024;

const acceptedSchema = z.object({
  id: z.string(),
  lead_is_qualified: z.enum(['yes', 'no']),
  dq_reason: z.string(),
});

export const postLeadRoute: FastifyPluginAsyncZod<PostLeadOptions> = async (
  app,
  { store, zipLookup, clock },
) => {
  // navigator.sendBeacon posts a text/plain Blob (it cannot set application/json without a CORS preflight),
  // so text/plain bodies are read as JSON too, with the same prototype-poisoning protection.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));

  app.post(
    '/post-lead',
    {
      bodyLimit: POST_LEAD_BODY_LIMIT,
      config: { invalidInputError: 'Invalid lead' },
      schema: { body: postLeadBodySchema, response: { 202: acceptedSchema } },
    },
    async (request, reply) => {
      const { lead, claimed } = await authorizeLead(request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        today: utcToday(clock),
        zipLookup,
      });
      // Stored before the answer: once the browser hears 202 it moves on, and the lead must already be safe.
      const { stored } = await store.saveLead({
        id: request.body.lead_id,
        source: 'post-lead',
        receivedAt: clock(),
        lead,
        claimed,
      });
      return reply.code(202).send({
        id: stored.id,
        lead_is_qualified: stored.lead.lead_is_qualified === 'yes' ? 'yes' : 'no',
        dq_reason: stored.lead.dq_reason ?? '',
      });
    },
  );
};
