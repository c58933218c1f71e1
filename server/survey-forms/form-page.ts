import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  holdFirstPaintForHeader,
  SURVEY_FORM_SHELL_FILE,
  type SurveyFormShell,
} from '../../services/survey-form-shell';
import type { SiteContact } from '../../guards/site-contact';
import type { NativeFormView } from '../../variants/native-forms/native-form-posts';
import type { SiteFacts } from './survey-post-types';

/**
 * The survey's pages for a form post, rendered by the prerender's own server build (`dist/ssr/prerender-entry.js`,
 * the same React components in the same tree as every prerendered page) into the shell the prerenderer wrote
 * beside it. The server never imports the browser's code: it loads the build at run time, on the first post.
 */

/** What the server asks of the prerender's server build (src/app/prerender-entry.tsx). */
export interface PrerenderModule {
  renderPage(
    path: string,
    site: SurveyFormShell['site'],
    options: { funnel: NativeFormView & { snapshot: unknown } },
  ): Promise<{ html: string; styles: string; meta: { title: string; language: string } }>;
}

export interface SurveyPageRenderer {
  /** The whole document of a survey path's page where the post left the funnel. */
  render(path: string, snapshot: unknown, view: NativeFormView): Promise<string>;
  /** The site's settings the pages were built with: its name, the date-of-birth states, the partner offer. */
  site(): Promise<SiteFacts>;
}

export type RendererSource = () => Promise<{ module: PrerenderModule; shell: SurveyFormShell }>;

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The build in SSR_DIR (`npm run build` writes it), with the operator's contact details (read when the server starts) in place of the
 * placeholders the pages were built with.
 */
export function builtRenderer(ssrDir: string, contact: SiteContact): RendererSource {
  const folder = resolve(ssrDir);
  return async () => {
    const [module, shell] = await Promise.all([
      import(pathToFileURL(join(folder, 'prerender-entry.js')).href) as Promise<PrerenderModule>,
      readFile(join(folder, SURVEY_FORM_SHELL_FILE), 'utf8').then(
        (text) => JSON.parse(text) as SurveyFormShell,
      ),
    ]);
    const { phone, email, partnerOfferUrl } = contact;
    return { module, shell: { ...shell, site: { ...shell.site, phone, email, partnerOfferUrl } } };
  };
}

/**
 * How long a failed load answers for itself before the build is looked for again. Every lead's replay asks the site
 * its date-of-birth states: without it, a server whose pages are not built (a server-only build, a test) tried the
 * dynamic import and the file read again for each lead, a sixth of the lead's time.
 */
export const RELOAD_AFTER_FAILURE_MS = 2000;

export function createSurveyPageRenderer(
  source: RendererSource,
  now: () => number = Date.now,
): SurveyPageRenderer {
  let loaded: ReturnType<RendererSource> | undefined;
  let failed: { at: number; load: ReturnType<RendererSource> } | undefined;
  const load = () => {
    if (loaded === undefined && failed && now() - failed.at < RELOAD_AFTER_FAILURE_MS) return failed.load;
    if (loaded === undefined) {
      const attempt = source();
      loaded = attempt;
      attempt.catch(() => {
        loaded = undefined;
        failed = { at: now(), load: attempt };
      });
    }
    return loaded;
  };
  return {
    async render(path, snapshot, view) {
      const { module, shell } = await load();
      const page = await module.renderPage(path, shell.site, { funnel: { ...view, snapshot } });
      const title = page.meta.title.replaceAll('{site}', textOf(shell.site.name));
      const head = [
        `<title>${escapeHtml(title)}</title>`,
        '<meta name="robots" content="noindex" />',
        page.styles,
        holdFirstPaintForHeader(page.html),
      ].join('\n    ');
      return shell.template
        .replace('<html lang="en">', `<html lang="${escapeHtml(page.meta.language)}">`)
        .replace('<!--app-head-->', () => head)
        .replace('<!--app-html-->', () => page.html);
    },
    async site() {
      const { site } = (await load()).shell;
      const list = site.dateOfBirthStates;
      return {
        name: textOf(site.name),
        dateOfBirthStates: Array.isArray(list) ? list.map(textOf) : [],
        partnerOfferUrl: textOf(site.partnerOfferUrl),
      };
    },
  };
}

export { escapeHtml };
