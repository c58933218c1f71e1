import formBody from '@fastify/formbody';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isBlockedAfter, isEmailFailure } from '../../guards/email-rules';
import { phoneDigits } from '../../guards/field-rules';
import {
  emailCheckContract,
  gibberishContract,
  phoneCheckContract,
} from '../../services/api/checks/checks-contract';
import { routeOf } from '../../services/api/contract';
import type { BlockedEmailReporter } from '../blocked-email-reports';
import type { Clock } from '../clock';
import type { Providers } from '../providers';
import type { EmailFailureStore } from '../storage/email-failure-store';

export interface CheckRoutesOptions {
  providers: Providers;
  emailFailures: EmailFailureStore;
  clock: Clock;
  blockedEmails: BlockedEmailReporter;
}

/** Every check's body, JSON or form data: an address, a phone number or a description fit with room to spare. */
export const CHECK_BODY_LIMIT = 16 * 1024;

/** `POST /api/validate/phone`, `POST /api/validate/email` and `POST /api/gibberish` (spec section 7). */
export const checkRoutes: FastifyPluginAsyncZod<CheckRoutesOptions> = async (
  app,
  { providers, emailFailures, clock, blockedEmails },
) => {
  // The gibberish call sends form data, as the spec's call does: URL-encoded, or multipart as a browser's
  // FormData sends it (parsed by the platform's own Fetch implementation, so no upload library is needed).
  await app.register(formBody, { bodyLimit: CHECK_BODY_LIMIT });
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: CHECK_BODY_LIMIT },
    async (request: FastifyRequest, body: Buffer) => {
      const contentType = request.headers['content-type'] ?? '';
      let form: FormData;
      try {
        form = await new Response(new Uint8Array(body), {
          headers: { 'content-type': contentType },
        }).formData();
      } catch {
        throw Object.assign(new Error('Malformed multipart form data'), { statusCode: 400 });
      }
      const fields: Record<string, string> = {};
      form.forEach((value, name) => {
        if (typeof value === 'string') fields[name] = value;
      });
      return fields;
    },
  );
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.route({
    ...routeOf(phoneCheckContract),
    bodyLimit: CHECK_BODY_LIMIT,
    config: { invalidInputError: 'Invalid phone check' },
    handler: async (request) => providers.phoneCheck.check(phoneDigits(request.body.phone)),
  });

  app.route({
    ...routeOf(emailCheckContract),
    bodyLimit: CHECK_BODY_LIMIT,
    config: { invalidInputError: 'Invalid e-mail check' },
    handler: async (request) => {
      const { email } = request.body;
      const result = await providers.emailCheck.check(email);
      if (!result.success || !isEmailFailure(result)) return { ...result, blocked: false };
      const failures = await emailFailures.recordFailure(email, clock());
      const blocked = isBlockedAfter(failures);
      // Operators hear of it after the answer: Slack's speed is never the visitor's wait.
      if (blocked) {
        blockedEmails
          .report(email, failures, result.disposable ? 'disposable' : 'invalid')
          .catch(() => undefined);
      }
      return { ...result, blocked };
    },
  });

  app.route({
    ...routeOf(gibberishContract),
    bodyLimit: CHECK_BODY_LIMIT,
    config: { invalidInputError: 'Invalid gibberish check' },
    handler: async (request) => {
      const gibberish = await providers.gibberishCheck.isGibberish(request.body.text);
      return { is_gibberish: gibberish ? ('yes' as const) : ('no' as const) };
    },
  });
};
