import formBody from '@fastify/formbody';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { phoneDigits } from '../../guards/field-rules';
import {
  emailCheckContract,
  gibberishContract,
  phoneCheckContract,
} from '../../services/api/checks/checks-contract';
import { routeOf } from '../../services/api/contract';
import type { FieldChecks } from '../field-checks';
import type { Providers } from '../providers';

export interface CheckRoutesOptions {
  providers: Providers;
  fieldChecks: FieldChecks;
}

/** Every check's body, JSON or form data: an address, a phone number or a description fit with room to spare. */
export const CHECK_BODY_LIMIT = 16 * 1024;

/** `POST /api/validate/phone`, `POST /api/validate/email` and `POST /api/gibberish` (spec section 7). */
export const checkRoutes: FastifyPluginAsyncZod<CheckRoutesOptions> = async (
  app,
  { providers, fieldChecks },
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
    // A failure counts toward the address's block, which operators are told of (server/field-checks.ts).
    handler: async (request) => fieldChecks.email(request.body.email),
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
