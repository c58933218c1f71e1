import type { FastifyPluginAsync } from 'fastify';
import { EXPERIMENTS } from '../../variants/routes/experiment-table';
import type { ExperimentAllocation } from '../experiment-allocation';
import { ARM_COOKIE_MAX_AGE_SECONDS, armCookieName, armOf, pickArm } from '../experiments';

export interface ExperimentPagesOptions {
  /** Each experiment's current shares of new visitors: its weights, or what its allocation policy makes of them. */
  allocation: ExperimentAllocation;
  /** In [0, 1); Math.random unless a test fixes it. */
  random?: () => number;
}

/**
 * Each experiment's path sends the visitor to their arm's prerendered survey route: chosen by the arms' current
 * shares on the first visit (server/experiment-allocation.ts), then kept by a cookie, so a returning visitor sees
 * the same variant. The choice is made before any page is sent, so nothing on the screen changes after it paints;
 * the query string goes along.
 */
export const experimentPagesRoutes: FastifyPluginAsync<ExperimentPagesOptions> = async (
  app,
  { allocation, random = Math.random },
) => {
  for (const experiment of EXPERIMENTS) {
    const cookie = armCookieName(experiment);
    for (const url of [experiment.path, `${experiment.path}/`]) {
      app.get(url, async (request, reply) => {
        const arm = armOf(experiment, request.headers.cookie) ?? newVisitorArm();
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        const secure = request.protocol === 'https' ? '; Secure' : '';
        return reply
          .code(302)
          .header('cache-control', 'no-store')
          .header(
            'set-cookie',
            `${cookie}=${arm.arm}; Path=/; Max-Age=${ARM_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax; HttpOnly${secure}`,
          )
          .redirect(`${arm.path}${query}`);
      });
    }

    function newVisitorArm() {
      const shares = allocation.sharesNow(experiment);
      const arms = experiment.arms.map((arm) => ({ ...arm, weight: shares.get(arm.arm) ?? 0 }));
      return pickArm(arms, random());
    }
  }
};
