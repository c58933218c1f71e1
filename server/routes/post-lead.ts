import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { postLeadBodySchema } from '../../services/lead-contract';
import { utcToday, type Clock } from '../clock';
import { authorizeLead } from '../lead-authority';
import type { Providers } from '../providers';
import type { Notifier } from '../providers/notifier';
import type { LeadStore } from '../storage/lead-store';

export interface PostLeadOptions {
  store: LeadStore;
  providers: Providers;
  clock: Clock;
}

/** Far above any real lead (the longest fields add up to about 15 KB); anything bigger is not a lead. */
export const POST_LEAD_BODY_LIMIT = 64 * 1024;

const acceptedSchema = z.object({
  id: z.string(),
  lead_is_qualified: z.enum(['yes', 'no']),
  dq_reason: z.string(),
});

/**
 * The bad-words notification (DESIGN.md section 9): operators hear which field matched on which lead, never the
 * words themselves. A notification that fails to send is stored, so it cannot cost the lead.
 */
async function notifyBadWords(id: string, lead: Record<string, string>, notifier: Notifier): Promise<void> {
  const fields = [
    lead.bad_words === 'yes' ? 'the case description' : '',
    lead.name_bad_word === 'yes' ? 'the name' : '',
  ].filter(Boolean);
  if (fields.length === 0) return;
  await notifier.notify(
    'bad-words',
    `Lead ${id} (offer ${lead.oid ?? ''}): bad words in ${fields.join(' and ')}.`,
  );
}

export const postLeadRoute: FastifyPluginAsyncZod<PostLeadOptions> = async (
  app,
  { store, providers, clock },
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
        zipLookup: providers.zipLookup,
        gibberishCheck: providers.gibberishCheck,
      });
      // Stored before the answer: once the browser hears 202 it moves on, and the lead must already be safe.
      const { stored, created } = await store.saveLead({
        id: request.body.lead_id,
        source: 'post-lead',
        receivedAt: clock(),
        lead,
        claimed,
      });
      if (created) await notifyBadWords(stored.id, stored.lead, providers.notifier);
      return reply.code(202).send({
        id: stored.id,
        lead_is_qualified: stored.lead.lead_is_qualified === 'yes' ? 'yes' : 'no',
        dq_reason: stored.lead.dq_reason ?? '',
      });
    },
  );
};
