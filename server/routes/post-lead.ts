import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../services/contract';
import { postLeadContract } from '../../services/lead-contract';
import { utcToday, type Clock } from '../clock';
import { leadExperimentFields } from '../experiments';
import { authorizeLead } from '../lead-authority';
import type { Providers } from '../providers';
import { checksWithin } from '../providers/deadline';
import type { Notifier } from '../providers/notifier';
import type { LeadStore } from '../storage/lead-store';

export interface PostLeadOptions {
  store: LeadStore;
  providers: Providers;
  clock: Clock;
  /** How long the outside checks of one lead may take together before their embedded defaults answer. */
  providerDeadlineMs: number;
  /** Whether the server approved a phone for a lead (phone verification). */
  phoneApproved?: (leadId: string, phone: string) => Promise<boolean>;
}

/** Far above any real lead (the longest fields add up to about 15 KB); anything bigger is not a lead. */
export const POST_LEAD_BODY_LIMIT = 64 * 1024;

/**
 * The bad-words notification (a bad word alone never disqualifies, so operators review it): operators hear
 * which field matched on which lead, never the words themselves. It is sent after the answer, never awaited
 * by it, and stored whatever Slack does.
 */
function notifyBadWords(id: string, lead: Record<string, string>, notifier: Notifier): void {
  const fields = [
    lead.bad_words === 'yes' ? 'the case description' : '',
    lead.name_bad_word === 'yes' ? 'the name' : '',
  ].filter(Boolean);
  if (fields.length === 0) return;
  notifier.notify('bad-words', `Lead ${id}: bad words in ${fields.join(' and ')}.`).catch(() => undefined);
}

export const postLeadRoute: FastifyPluginAsyncZod<PostLeadOptions> = async (
  app,
  { store, providers, clock, providerDeadlineMs, phoneApproved },
) => {
  // navigator.sendBeacon posts a text/plain Blob (it cannot set application/json without a CORS preflight),
  // so text/plain bodies are read as JSON too, with the same prototype-poisoning protection.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));

  app.route({
    ...routeOf(postLeadContract),
    bodyLimit: POST_LEAD_BODY_LIMIT,
    config: { invalidInputError: 'Invalid lead' },
    handler: async (request, reply) => {
      const { fields, issues } = request.body;
      const { lead, claimed } = await authorizeLead(fields, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        today: utcToday(clock),
        ...checksWithin(providers, providerDeadlineMs),
        phoneApproved,
      });
      // Stored before the answer: once the browser hears 202 it moves on, and the lead must already be safe.
      const { stored, created } = await store.saveLead({
        id: fields.lead_id ?? '',
        source: 'post-lead',
        receivedAt: clock(),
        // The experiment and arm that sent the visitor here, by the arm cookie (server/experiments.ts).
        lead: { ...lead, ...leadExperimentFields(lead, request.headers.cookie) },
        claimed,
        validationIssues: issues,
      });
      if (created) notifyBadWords(stored.id, stored.lead, providers.notifier);
      return reply.code(202).send({
        id: stored.id,
        lead_is_qualified: stored.lead.lead_is_qualified === 'yes' ? 'yes' : 'no',
        dq_reason: stored.lead.dq_reason ?? '',
      });
    },
  });
};
