import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ROLE_KEY } from '../../services/api/contract';
import { restrictToOperators } from '../admin-auth';
import { sendNotFoundPage } from './pages';

export interface StepPreviewPageOptions {
  staticDir: string;
  adminToken: string | undefined;
}

/** The step preview's page, built beside the console's (vite.console.config.ts). */
export const STEP_PREVIEW_HTML = 'step-preview.html';

/**
 * `GET /admin/step-preview?variant=&step=`: one step of a variant as a visitor sees it, for operators only (the
 * console's session or the token), opened from the funnels page's step boxes and rows. The page holds no data;
 * the step's texts are the variant's own, built into it.
 */
export async function stepPreviewPageRoute(
  app: FastifyInstance,
  options: StepPreviewPageOptions,
): Promise<void> {
  const staticDir = resolve(options.staticDir);
  await app.register(fastifyStatic, { serve: false, preCompressed: true });
  restrictToOperators(app, options.adminToken);
  // A funnel's step as visitors see it: funnels are the viewers' part of the console.
  app.get(
    '/admin/step-preview',
    { schema: { hide: true, [ROLE_KEY]: 'viewer' } },
    async (_request, reply) => {
      const built = await stat(resolve(staticDir, STEP_PREVIEW_HTML)).then(
        (stats) => stats.isFile(),
        () => false,
      );
      if (!built) return sendNotFoundPage(reply, staticDir);
      reply.header('cache-control', 'no-store');
      return reply.sendFile(STEP_PREVIEW_HTML, staticDir, { cacheControl: false });
    },
  );
}
