import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import {
  createSurveyPageRenderer,
  type PrerenderModule,
  type SurveyPageRenderer,
} from '../../../server/survey-forms/form-page';
import { renderPage } from '../../../src/app/prerender-entry';
import { DEFAULT_SITE_CONFIG, type SiteConfig } from '../../../src/ui/site-config';
import { FUNNEL_STATE_FIELD } from '../../../variants/native-forms/native-form-posts';
import { answerValues } from '../../../machines/step-kinds';
import { type CatalogueStep, type ChoiceOption } from '../../../variants/steps/step-catalogue';
import { ADMIN_TOKEN, type InjectedServer } from './test-server';

/**
 * The survey's form pages as the server renders them, in a test: the prerender's own entry run from source (the
 * build runs the same module, bundled), in the shell the prerenderer writes (the page template, no script).
 */
const TEMPLATE = readFileSync('index.html', 'utf8')
  .replace(/\s*<script type="module"[^>]*><\/script>/, '')
  .replace('<!--app-data-->', '');

export function sourceSurveyPages(site: Partial<SiteConfig> = {}): SurveyPageRenderer {
  return createSurveyPageRenderer(async () => ({
    module: { renderPage } as unknown as PrerenderModule,
    shell: { template: TEMPLATE, site: { ...DEFAULT_SITE_CONFIG, ...site } },
  }));
}

/** A form's fields as a browser posts them: a name given several values (the boxes ticked) posts each. */
export type FormFields = Record<string, string | readonly string[]>;

export function formBody(fields: FormFields): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const each of [value].flat()) body.append(name, each);
  }
  return body;
}

export async function postForm(server: InjectedServer, path: string, fields: FormFields): Promise<Response> {
  return server.fetch(path, { method: 'POST', body: formBody(fields), redirect: 'manual' });
}

/** What a test reads of a survey page: its step, the state its forms carry, an open modal, fields in error. */
export interface ReadPage {
  step: string | undefined;
  state: string;
  modal: string | undefined;
  errors: string[];
  html: string;
}

export function readPage(html: string): ReadPage {
  const state = new RegExp(`name="${FUNNEL_STATE_FIELD}" value="([^"]*)"`).exec(html)?.[1] ?? '';
  return {
    step: /data-step="([^"]*)"/.exec(html)?.[1],
    state,
    modal: /data-modal="([^"]*)"/.exec(html)?.[1],
    errors: [...html.matchAll(/id="[^"]*?-([a-zA-Z_]+)-error"/g)].map((match) => match[1]!),
    html,
  };
}

/** The lead id a page's state carries (its payload is readable: it is signed, not hidden). */
export function leadIdOf(state: string): string {
  const payload = JSON.parse(Buffer.from(state.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    input: { leadId: string };
  };
  return payload.input.leadId;
}

/** The option whose stored values an answer gave. */
function optionGiving(field: string, options: readonly ChoiceOption[], values: Record<string, string>) {
  const option = options.find((candidate) =>
    Object.entries(answerValues(field, candidate)).every(([name, value]) => values[name] === value),
  );
  if (!option) throw new Error(`No option of ${field} gives ${JSON.stringify(values)}`);
  return option;
}

/** What a step's form posts for the answer its component would give: the browser's ANSWER, read back. */
export function postedFor(step: CatalogueStep, values: Record<string, string>): FormFields {
  switch (step.kind) {
    case 'intro':
    case 'message':
      return {};
    case 'choice':
      return { [step.field]: optionGiving(step.field, step.options, values).answer };
    case 'month-year':
      return { injury_month: values.injury_month ?? '', injury_year: values.injury_year ?? '' };
    case 'fields':
    case 'buyers': {
      const fields: FormFields = {};
      for (const field of step.fields) {
        const value = values[field.name] ?? '';
        if (field.type !== 'checkbox') fields[field.name] = value;
        else if (value === 'Yes') fields[field.name] = 'on';
      }
      return fields;
    }
    case 'form': {
      const fields: FormFields = {};
      for (const field of step.groups.flatMap((group) => group.fields)) {
        fields[field.name] =
          field.type === 'select'
            ? optionGiving(field.name, field.options, values).answer
            : (values[field.name] ?? '');
      }
      return fields;
    }
  }
}

/** The code the embedded sender last "texted" (the SMS outbox, as operators read it). */
export async function lastCodeSent(server: InjectedServer): Promise<string> {
  const answer = await server.fetch('/api/sms-outbox?limit=1', {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  const { messages } = (await answer.json()) as { messages: { body: string }[] };
  const code = /\d{6}/.exec(messages[0]?.body ?? '')?.[0];
  if (!code) throw new Error('No code in the SMS outbox');
  return code;
}

/** Two stored leads' fields, but those that differ by the request (ids, pages, timing, the consent's words). */
export function sameLeadFields(
  left: Record<string, string>,
  right: Record<string, string>,
  besides: readonly string[],
): { same: boolean; differing: string[] } {
  const keys = new Set([...Object.keys(left), ...Object.keys(right)].filter((key) => !besides.includes(key)));
  const differing = [...keys].filter((key) => !isDeepStrictEqual(left[key] ?? '', right[key] ?? ''));
  return { same: differing.length === 0, differing };
}
