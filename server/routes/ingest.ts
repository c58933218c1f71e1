import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { phoneDigits } from '../../guards/field-rules';
import { fieldSpec } from '../../guards/lead-fields';
import { cutToBytes } from '../../guards/lead-normalization';
import { routeOf } from '../../services/contract';
import { ingestContract } from '../../services/lead-contract';
import { utcToday, type Clock } from '../clock';
import type { IngestLeadPlatform } from '../config';
import { authorizeIngestLead } from '../ingest-authority';
import type { Providers } from '../providers';
import { checksWithin } from '../providers/deadline';
import type { LeadStore } from '../storage/lead-store';

export interface IngestOptions {
  store: LeadStore;
  clock: Clock;
  leadPlatform: IngestLeadPlatform;
  providers: Pick<Providers, 'zipLookup' | 'gibberishCheck'>;
  /** How long the outside checks of one lead may take together before their embedded defaults answer. */
  providerDeadlineMs: number;
}

/** A contact-form lead is a few hundred bytes; this leaves room for the GPO and MMM flows' longer field maps. */
export const INGEST_BODY_LIMIT = 64 * 1024;

/** Fields the server decides: what the browser sent for them is kept in `claimed`, never trusted. */
const SERVER_FIELDS = ['lp_campaign_id', 'lp_supplier_id', 'lp_key', 'ip_address', 'user_agent'] as const;

/**
 * `POST /ingest`: contact-form leads (spec sections 3 and 7), and the GPO and MMM flows', stored in the same
 * store as the funnels' leads with source `ingest`, the lead platform's ids from configuration, and a phone of
 * ten digits as digits only. Like `/post-lead`, it stores any lead it can reach the visitor by, listing what was
 * wrong with it.
 */
export const ingestRoute: FastifyPluginAsyncZod<IngestOptions> = async (
  app,
  { store, clock, leadPlatform, providers, providerDeadlineMs },
) => {
  // A lead the browser could not post is sent again by navigator.sendBeacon, as text/plain JSON.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));
  app.route({
    ...routeOf(ingestContract),
    bodyLimit: INGEST_BODY_LIMIT,
    config: { invalidInputError: 'Invalid lead' },
    handler: async (request, reply) => {
      const { fields, issues } = request.body;
      const { lead_id: leadId, ...answers } = fields;
      const claimed: Record<string, string> = {};
      for (const field of SERVER_FIELDS) {
        const value = answers[field];
        if (value !== undefined) claimed[field] = value;
      }
      const digits = phoneDigits(answers.phone ?? '');
      const lead: Record<string, string> = {
        ...answers,
        ...(digits.length === 10 ? { phone: digits } : {}),
        lp_campaign_id: leadPlatform.campaignId,
        lp_supplier_id: leadPlatform.supplierId,
        lp_key: leadPlatform.key,
        ip_address: request.ip,
        user_agent: cutToBytes(request.headers['user-agent'] ?? '', fieldSpec('user_agent').capBytes),
      };
      const authorized = await authorizeIngestLead(lead, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        today: utcToday(clock),
        ...checksWithin(providers, providerDeadlineMs),
      });
      // Stored before the answer, like every lead: the visitor may close the page the moment it arrives.
      const { stored } = await store.saveLead({
        id: leadId ?? randomUUID(),
        source: 'ingest',
        receivedAt: clock(),
        lead: authorized.lead,
        claimed: { ...authorized.claimed, ...claimed },
        validationIssues: issues,
      });
      return reply.code(202).send({ id: stored.id });
    },
  });
};
