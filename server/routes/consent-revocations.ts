import formBody from '@fastify/formbody';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  consentRevocationBodySchema,
  consentRevocationContract,
  consentRevocationListContract,
  consentRevocationNoteContract,
  smsInboundContract,
  smsOutboxReplyContract,
  type RevocationChannel,
} from '../../services/api/consent-revocation/consent-revocation-contract';
import { routeOf } from '../../services/api/contract';
import type { Clock } from '../clock';
import {
  revocationFixPage,
  revocationReceivedPage,
  type FormLanguage,
} from '../consent-revocation/form-answer-page';
import { isStopReply } from '../consent-revocation/stop-words';
import { isTwilioSignature } from '../consent-revocation/twilio-signature';
import { actorOf } from '../admin-auth';
import { apiError } from '../error-handler';
import type { AuditStore } from '../storage/audit-store';
import type { ConsentRevocationStore, NewRevocation } from '../storage/consent-revocation-store';

/** The revoke-consent page and its Spanish twin: where the form posts without JavaScript. */
export const REVOKE_CONSENT_PAGES: Readonly<Record<string, FormLanguage>> = {
  '/revoke-consent/': 'en',
  '/es/revoke-consent/': 'es',
};

/** Twilio's answer when nothing is sent back: carriers and Twilio confirm an opt-out themselves. */
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

const FORM_BODY_LIMIT = 16 * 1024;

export interface RevocationOptions {
  store: ConsentRevocationStore;
  clock: Clock;
  /** Told once notices are queued, so the delivery worker sends them at once. */
  onQueued: () => void;
}

/** Records a revocation, wakes the worker, and logs what happened without naming anyone. */
async function revoke(
  { store, onQueued }: RevocationOptions,
  log: FastifyBaseLogger,
  revocation: NewRevocation,
) {
  const recorded = await store.record(revocation);
  if (!recorded) return undefined;
  if (recorded.notified.length > 0) onQueued();
  log.info(
    {
      revocation_id: recorded.id,
      channel: revocation.channel,
      withheld: recorded.withheld,
      notified: recorded.notified.length,
    },
    'consent revoked',
  );
  return recorded;
}

/**
 * The public ways in: `POST /api/consent-revocations` (the site's form with JavaScript), `POST /revoke-consent/`
 * and `/es/revoke-consent/` (the same form posted natively: the answer is a page), and `POST /sms/inbound` (the
 * SMS provider's webhook: a reply STOP, or one of its synonyms, to the product's texts).
 */
export const consentRevocationPublicRoutes: FastifyPluginAsyncZod<
  RevocationOptions & { siteName: string; twilioAuthToken: string | undefined }
> = async (app, options) => {
  const { clock, siteName, twilioAuthToken } = options;
  await app.register(formBody, { bodyLimit: FORM_BODY_LIMIT });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.route({
    ...routeOf(consentRevocationContract),
    bodyLimit: FORM_BODY_LIMIT,
    config: { invalidInputError: 'Invalid revocation' },
    handler: async (request, reply) => {
      const recorded = await revoke(options, request.log, {
        channel: 'web',
        email: request.body.email,
        phone: request.body.phone,
        receivedAt: clock(),
      });
      if (!recorded) return reply.code(400).send(apiError('email: Give the e-mail or the phone you used'));
      return reply.code(202).send({ id: recorded.id, honour_by: recorded.honourBy });
    },
  });

  for (const [path, language] of Object.entries(REVOKE_CONSENT_PAGES)) {
    app.post(path, { bodyLimit: FORM_BODY_LIMIT }, async (request, reply) => {
      reply.type('text/html; charset=utf-8');
      const parsed = consentRevocationBodySchema.safeParse(
        Object.fromEntries(
          Object.entries((request.body ?? {}) as Record<string, unknown>).filter(([name]) =>
            ['email', 'phone'].includes(name),
          ),
        ),
      );
      const problems = parsed.success
        ? []
        : parsed.error.issues.map((issue) => ({
            field: String(issue.path[0] ?? 'email'),
            message: issue.message,
          }));
      const recorded = parsed.success
        ? await revoke(options, request.log, { channel: 'web', ...parsed.data, receivedAt: clock() })
        : undefined;
      if (!recorded) {
        const shown =
          problems.length > 0
            ? problems
            : [{ field: 'email', message: 'Give the e-mail or the phone you used' }];
        return reply.code(400).send(revocationFixPage(language, siteName, path, shown));
      }
      return reply.send(revocationReceivedPage(language, siteName, recorded.honourBy));
    });
  }

  app.route({
    ...routeOf(smsInboundContract),
    bodyLimit: FORM_BODY_LIMIT,
    config: { invalidInputError: 'Invalid inbound message' },
    handler: async (request, reply) => {
      if (twilioAuthToken) {
        // Twilio signs the URL it was given; behind a proxy, TRUST_PROXY makes protocol and host the public ones.
        const url = `${request.protocol}://${request.host}${request.url}`;
        const signature = request.headers['x-twilio-signature'];
        const params = Object.fromEntries(
          Object.entries((request.body ?? {}) as Record<string, unknown>).map(([name, value]) => [
            name,
            String(value),
          ]),
        );
        if (typeof signature !== 'string' || !isTwilioSignature(twilioAuthToken, url, params, signature)) {
          return reply.code(403).send(apiError('X-Twilio-Signature: not the signature of this request'));
        }
      }
      if (isStopReply(request.body.Body)) {
        await revoke(options, request.log, { channel: 'sms', phone: request.body.From, receivedAt: clock() });
      }
      return reply.type('text/xml').send(EMPTY_TWIML);
    },
  });
};

/**
 * The operators' routes: `GET /api/consent-revocations` (each with its deadline and what each buyer
 * acknowledged), `POST /api/consent-revocations/note` (a revocation that came by e-mail or a call) and
 * `POST /api/sms-outbox/reply` (the embedded SMS sender's reply, as the person would text it).
 */
export const consentRevocationOperatorRoutes: FastifyPluginAsyncZod<
  RevocationOptions & { audit: AuditStore }
> = async (operators, options) => {
  const { store, clock, audit } = options;

  operators.route({
    ...routeOf(consentRevocationListContract),
    handler: async (request) => ({ revocations: await store.list({ limit: request.query.limit }) }),
  });

  operators.route({
    ...routeOf(consentRevocationNoteContract),
    config: { invalidInputError: 'Invalid revocation note' },
    handler: async (request, reply) => {
      const { channel, contact } = request.body;
      const named = contact.includes('@') ? { email: contact } : { phone: contact };
      const recorded = await revoke(options, request.log, {
        channel: channel satisfies RevocationChannel,
        ...named,
        receivedAt: clock(),
        operator: request.operator,
      });
      if (!recorded) return reply.code(422).send(apiError('contact: not an e-mail or a phone number'));
      await audit.record({
        at: clock(),
        ...actorOf(request),
        action: 'consent-revocation',
        subject: `${recorded.id} (${channel})`,
      });
      return reply.code(202).send({ id: recorded.id, honour_by: recorded.honourBy });
    },
  });

  operators.route({
    ...routeOf(smsOutboxReplyContract),
    config: { invalidInputError: 'Invalid reply' },
    handler: async (request, reply) => {
      if (!isStopReply(request.body.body)) return { revoked: false };
      const recorded = await revoke(options, request.log, {
        channel: 'sms',
        phone: request.body.phone,
        receivedAt: clock(),
      });
      if (!recorded) return reply.code(422).send(apiError('phone: not a phone number'));
      return { revoked: true };
    },
  });
};
