import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../services/api/contract';
import { ingestBodySchema, postLeadBodySchema } from '../../services/api/lead/lead-contract';
import { saveDataBodySchema, saveDataContract } from '../../services/api/save-data/save-data-contract';
import { deviceOf } from '../analytics/device';
import type { Clock } from '../clock';
import { experimentOf } from '../experiments';
import { arrivalOf, type LeadArrival, type LeadIntake } from '../lead-intake';
import { safeErrorFields } from '../logging';
import type { LeadStore } from '../storage/lead-store';
import type { SessionStore } from '../storage/session-store';

/**
 * The largest session save taken, in bytes; a bigger body is refused with 413 before it is read. A session is the
 * answers so far (one free text of up to 5,000 characters, the description, and some 60 short answers) and the
 * steps taken: 8.5 KB at its largest with the description in accented Spanish. The final save may also carry the
 * funnel's lead (a second channel for it), which repeats the description beside the consent text and the landing
 * URLs: 18.5 KB for both together (test/server/session-limits.test.ts builds that save). 16 KB would refuse the
 * very save that carries a long description's lead, so the limit is 32 KB, with room for a longer consent text,
 * and a thirtieth of Fastify's default, which let anyone store a megabyte per session for PARTIAL_RETENTION_DAYS.
 */
export const SAVE_DATA_BODY_LIMIT = 32 * 1024;

export interface SaveDataOptions {
  store: SessionStore;
  clock: Clock;
  /** How the lead a session carries is stored: the same intake as its own call. */
  intake: LeadIntake;
  leads: Pick<LeadStore, 'getLead'>;
}

/** The part of a report that carries the lead, read on its own: the rest of the report may be malformed. */
const carriedLeadSchema = saveDataBodySchema.shape.lead.unwrap();

/** The report's session id when it is one (a string of a session id's length), otherwise undefined. */
function sessionIdOf(body: unknown): string | undefined {
  const parsed = saveDataBodySchema.shape.session.shape.id.safeParse(
    (body as { session?: { id?: unknown } } | null)?.session?.id,
  );
  return parsed.success ? parsed.data : undefined;
}

/**
 * The lead a session report carries, stored when its own post never arrived (lost on the way, or refused before
 * the lead route could store it). It is read before the rest of the report is validated, so a report whose own
 * part is malformed still stores the lead it carries (and is then refused, 400, for that part). It must be the
 * session's own lead where the report names a session; one already stored is left as it is.
 */
async function storeCarriedLead(
  body: unknown,
  {
    intake,
    leads,
    arrival,
    log,
  }: Pick<SaveDataOptions, 'intake' | 'leads'> & {
    arrival: LeadArrival;
    log: FastifyBaseLogger;
  },
): Promise<void> {
  const carried = carriedLeadSchema.safeParse((body as { lead?: unknown } | null)?.lead);
  if (!carried.success) return;
  const { path, fields } = carried.data;
  const sessionId = sessionIdOf(body);
  if (typeof fields.lead_id !== 'string' || (sessionId !== undefined && fields.lead_id !== sessionId)) return;
  if (await leads.getLead(fields.lead_id)) return;
  const schema = path === '/ingest' ? ingestBodySchema : postLeadBodySchema;
  const parsed = schema.safeParse(fields);
  if (!parsed.success) {
    log.warn(
      { path, fields: parsed.error.issues.map((issue) => issue.path.join('.')) },
      'session lead refused',
    );
    return;
  }
  await intake[path](parsed.data, { ...arrival, recoveredFrom: 'session' });
}

/**
 * `POST /api/save-data`: the visitor's funnel so far, kept for the drop-off analytics and purged after
 * PARTIAL_RETENTION_DAYS; once the visitor has submitted, it carries the lead too, the second of its two channels.
 * The answers are personal data: stored, never logged.
 */
export const saveDataRoute: FastifyPluginAsyncZod<SaveDataOptions> = async (app, options) => {
  const { store, clock } = options;
  // sendBeacon may send the JSON as text/plain.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));
  app.route({
    ...routeOf(saveDataContract),
    bodyLimit: SAVE_DATA_BODY_LIMIT,
    config: { invalidInputError: 'Invalid session' },
    // The lead first, before the report is validated: of the two, it is the one that must not be lost.
    preValidation: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await storeCarriedLead(request.body, {
          ...options,
          arrival: arrivalOf(request),
          log: request.log,
        });
      } catch (error) {
        request.log.error({ error: safeErrorFields(error) }, 'session lead not stored');
        return reply.code(503).send({ userBackupStatus: false, userProgressionStatus: false });
      }
    },
    handler: async (request, reply) => {
      try {
        // The arm cookie says which experiment sent the visitor to this route (server/experiments.ts).
        const experiment = experimentOf(request.body.session.path, request.headers.cookie);
        await store.save(request.body, clock(), experiment, deviceOf(request.headers['user-agent']));
        return { userBackupStatus: true, userProgressionStatus: true };
      } catch (error) {
        request.log.error({ error: safeErrorFields(error) }, 'session save failed');
        return reply.code(503).send({ userBackupStatus: false, userProgressionStatus: false });
      }
    },
  });
};
