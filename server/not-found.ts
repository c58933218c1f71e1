import type { FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from './api-paths';
import { apiError } from './error-handler';
import { sendNotFoundPage } from './routes/pages';
import type { SiteStamp } from './site-pages/site-stamp';

/** People get the site's 404 page; programs (an API path, or any method but GET and HEAD) get `{ error, issues }`. */
export function notFoundHandler(staticDir: string, stamp?: SiteStamp) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const forPeople = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (forPeople) return sendNotFoundPage(reply, staticDir, stamp);
    return reply.code(404).send(apiError('Not found'));
  };
}
