import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ingestBodySchema } from '../../services/ingest-contract';
import { utcToday, type Clock } from '../clock';
import type { IngestLeadPlatform } from '../config';
import { authorizeIngestLead } from '../ingest-authority';
import type { Providers } from '../providers';
import type { LeadStore } from '../storage/lead-store';

export interface IngestOptions {
  store: LeadStore;
  clock: Clock;
  leadPlatform: IngestLeadPlatform;
  providers: Pick<Providers, 'zipLookup' | 'gibberishCheck'>;
}

/** A contact-form lead is a few hundred bytes; this leaves room for the GPO and MMM flows' longer field maps. */
export const INGEST_BODY_LIMIT = 64 * 1024;

/** Fields the server decides: what the browser sent for them is kept in `claimed`, never trusted. */
const SERVER_FIELDS = ['lp_campaign_id', 'lp_supplier_id', 'lp_key', 'ip_address', 'user_agent'] as const;

/**
 * `POST /ingest`: contact-form leads (spec sections 3 and 7), stored in the same store as the funnels' leads with
 * source `ingest`, the lead platform's ids from configuration, and the phone as digits only.
 */
export const ingestRoute: FastifyPluginAsyncZod<IngestOptions> = async (
  app,
  { store, clock, leadPlatform, providers },
) => {
  app.post(
    '/ingest',
    {
      bodyLimit: INGEST_BODY_LIMIT,
      config: { invalidInputError: 'Invalid lead' },
      schema: { body: ingestBodySchema, response: { 202: z.object({ id: z.string() }) } },
    },
    async (request, reply) => {
      const { lead_id: leadId, ...fields } = request.body;
      const claimed: Record<string, string> = {};
      for (const field of SERVER_FIELDS) {
        const value = fields[field];
        if (typeof value === 'string') claimed[field] = value;
      }
      const lead: Record<string, string> = {
        ...(fields as Record<string, string>),
        lp_campaign_id: leadPlatform.campaignId,
        lp_supplier_id: leadPlatform.supplierId,
        lp_key: leadPlatform.key,
        ip_address: request.ip,
        user_agent: request.headers['user-agent'] ?? '',
      };
      const authorized = await authorizeIngestLead(lead, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        today: utcToday(clock),
        zipLookup: providers.zipLookup,
        gibberishCheck: providers.gibberishCheck,
      });
      // Stored before the answer, like every lead: the visitor may close the page the moment it arrives.
      const { stored } = await store.saveLead({
        id: leadId ?? randomUUID(),
        source: 'ingest',
        receivedAt: clock(),
        lead: authorized.lead,
        claimed: { ...authorized.claimed, ...claimed },
      });
      return reply.code(202).send({ id: stored.id });
    },
  );
};
