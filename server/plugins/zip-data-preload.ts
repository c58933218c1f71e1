import fastifyPlugin from 'fastify-plugin';
import { safeErrorFields } from '../logging';
import { loadZipCodes } from '../providers/zip-lookup';
import type { ServerContext } from './server-context';

/** The offline zip data is read once the server listens, off the start-up path but before most first leads. */
export const zipDataPreload = fastifyPlugin<ServerContext>(
  async (app) => {
    app.addHook('onListen', (done) => {
      loadZipCodes().catch((error: unknown) =>
        app.log.warn({ error: safeErrorFields(error) }, 'zip data failed to load'),
      );
      done();
    });
  },
  { name: 'zip-data-preload' },
);
