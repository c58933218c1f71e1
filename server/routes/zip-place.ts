import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../services/api/contract';
import { zipPlaceContract } from '../../services/api/zip-place/zip-place-contract';
import type { ZipLookup } from '../providers/zip-lookup';

export interface ZipPlaceOptions {
  zipLookup: ZipLookup;
}

/** Zip data changes a few times a year; a day in the browser's cache spares the lookups of back-and-forth. */
const CACHE_CONTROL = 'public, max-age=86400';

/** `GET /us/:zip`: the place of a zip code, empty strings when unknown or malformed (still 200). */
export const zipPlaceRoute: FastifyPluginAsyncZod<ZipPlaceOptions> = async (app, { zipLookup }) => {
  app.route({
    ...routeOf(zipPlaceContract),
    handler: async (request, reply) => {
      const place = await zipLookup.lookup(request.params.zip.trim());
      return reply.header('cache-control', CACHE_CONTROL).send(place);
    },
  });
};
