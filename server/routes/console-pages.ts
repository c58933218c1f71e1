import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendNotFoundPage } from './pages';

export interface ConsolePagesOptions {
  staticDir: string;
}

/** The console's page, built by Vite beside the site (vite.config.ts). */
export const CONSOLE_HTML = 'console.html';

/**
 * `/admin` and every path under it answer the console's one page: its router draws the screen the path names,
 * so a reload or a shared link to /admin/leads/<id> works. Never cached, so a deploy shows at once; its scripts
 * are hashed assets served with the site's. The page holds no data: everything comes from the guarded API.
 */
export async function consolePagesRoutes(app: FastifyInstance, options: ConsolePagesOptions): Promise<void> {
  const staticDir = resolve(options.staticDir);
  await app.register(fastifyStatic, { serve: false, preCompressed: true });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('vary', 'accept-encoding');
  });
  const send = async (_request: unknown, reply: FastifyReply) => {
    const built = await stat(resolve(staticDir, CONSOLE_HTML)).then(
      (stats) => stats.isFile(),
      () => false,
    );
    if (!built) return sendNotFoundPage(reply, staticDir);
    reply.header('cache-control', 'no-store');
    return reply.sendFile(CONSOLE_HTML, staticDir, { cacheControl: false });
  };
  app.get('/admin', { schema: { hide: true } }, send);
  app.get('/admin/*', { schema: { hide: true } }, send);
}
