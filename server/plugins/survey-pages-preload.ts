import fastifyPlugin from 'fastify-plugin';
import type { ServerContext } from './server-context';

/**
 * The prerender's server build, which renders a survey's next step for a form posted without JavaScript, is loaded
 * once the server listens (off the start-up path), so the first such post does not wait for it. A server without
 * a build says so once; its survey forms then answer 503.
 */
export const surveyPagesPreload = fastifyPlugin<ServerContext>(
  async (app, { surveyPages, config }) => {
    app.addHook('onListen', (done) => {
      surveyPages
        .site()
        .catch(() =>
          app.log.warn(
            { ssrDir: config.ssrDir },
            'the survey pages for forms posted without JavaScript are not built: those posts answer 503',
          ),
        );
      done();
    });
  },
  { name: 'survey-pages-preload' },
);
