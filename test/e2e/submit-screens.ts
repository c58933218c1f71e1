import type { Page } from '@playwright/test';
import type { Snapshot } from 'xstate';
import { localIsoDate } from '../../guards/dates';
import { buyerFields } from '../../guards/one-to-one';
import { loadVariant } from '../../variants';
import type { VariantDefinition } from '../../variants/variant-definition';
import { FIXED_BUYERS } from '../../variants/routes/one-to-one-buyers';
import { SURVEY_ROUTES, type SurveyRoute } from '../../variants/routes/route-table';
import { shownStep } from '../../machines/definition-language';
import type { FunnelEvent, FunnelInput } from '../../machines/funnel-types';
import {
  modelInput,
  pathsToSubmit,
  replay,
  type FunnelSnapshot,
  type GeneratedPath,
  type ModelOptions,
} from '../../scripts/paths/funnel-paths';

/** One submit step as a route shows it, with the funnel that stands on it. */
export interface SubmitScreen {
  /** The address and the step, e.g. `/survey/v4nv-es?last-step=combined AllPii`. */
  name: string;
  /** Every variant's route and step that shows this same screen, this one first. */
  standsFor: string[];
  url: string;
  route: SurveyRoute;
  definition: VariantDefinition;
  step: string;
  /** The funnel at the step, as the page keeps it for a reload of the tab (src/funnel/funnel-persistence.ts). */
  snapshot: Snapshot<unknown>;
}

/**
 * What tells two visits of a step apart when generating paths: the step answered last, which is enough for the
 * shortest path to each submit step and cheap, and the facts a step adds to its answer besides its fields (the
 * firms found), which decide where some paths go without changing a step before.
 */
function visitKey(definition: VariantDefinition): (snapshot: FunnelSnapshot) => string {
  const facts = Object.keys(definition.steps).flatMap((name) => {
    const shown = shownStep(definition, name);
    return shown?.kind === 'buyers' ? shown.sets : [];
  });
  return (snapshot) =>
    [snapshot.context.trail.at(-1)?.step ?? '', ...facts.map((fact) => snapshot.context.answers[fact])].join(
      '|',
    );
}

const generated = new Map<string, GeneratedPath[]>();

/** The machine's paths to its submit steps, worked out once for every route that runs it alike. */
function shortestPaths(
  definition: VariantDefinition,
  input: FunnelInput,
  options: ModelOptions,
): GeneratedPath[] {
  const id = [definition.id, input.language, input.combinedLastStep, JSON.stringify(options)].join(' ');
  let paths = generated.get(id);
  if (!paths) {
    paths = pathsToSubmit(definition, input, visitKey(definition), options);
    generated.set(id, paths);
  }
  return paths;
}

/**
 * A route with fixed buyers names those firms at the ZipCode step, whatever the model's sample found: the events
 * carry what the page's own finder (src/funnel/buyers-finder.ts) adds there.
 */
function withRouteBuyers(
  route: SurveyRoute,
  definition: VariantDefinition,
  steps: string[],
  events: FunnelEvent[],
): FunnelEvent[] {
  if (!route.buyers) return events;
  const fixed = buyerFields({ kind: 'fixed', buyers: FIXED_BUYERS[route.buyers] });
  return events.map((event, index) => {
    const shown = shownStep(definition, steps[index]!);
    if (event.type !== 'ANSWER' || shown?.kind !== 'buyers' || shown.role !== 'find') return event;
    return { ...event, values: { ...event.values, ...fixed } };
  });
}

/**
 * What a submit step's screen is made of: the step as the variant's catalogue has it, the variant's own screen
 * words (its last-step wording, its banners), the language, and the route row's flags and firms. Routes and
 * variants that agree on all of these show the same screen, and one look at it serves them all.
 */
function lookKey(route: SurveyRoute, definition: VariantDefinition, step: string): string {
  const parts = [shownStep(definition, step), definition.texts ?? null, route.language, route.flags ?? {}];
  return JSON.stringify([...parts, route.buyers ?? '']);
}

/**
 * Every submit step of every variant in every language and with every route row's flags and firms, with and
 * without the combined last step, as the distinct screens they make: each the end of the shortest path the
 * machine allows, replayed here instead of in the browser. The page then opens on the step as a reload of the tab
 * does, which costs one page load however long the funnel is.
 */
export async function submitScreens(): Promise<SubmitScreen[]> {
  const screens = new Map<string, SubmitScreen>();
  const today = localIsoDate(new Date());
  for (const route of SURVEY_ROUTES) {
    const definition = await loadVariant(route.variant);
    const options = { skipIntro: route.skipIntro, routingStateList: route.routingStateList };
    // A step the route reaches without the combined last step is not asked for again with it.
    const reached = new Set<string>();
    for (const combinedLastStep of [false, true]) {
      const input = modelInput({ today, language: route.language, combinedLastStep });
      const url = combinedLastStep ? `${route.path}?last-step=combined` : route.path;
      for (const path of shortestPaths(definition, input, options)) {
        const step = path.steps.at(-1)!;
        if (!definition.steps[step]?.submit || reached.has(step)) continue;
        const events = withRouteBuyers(route, definition, path.steps, path.events.slice(0, -1));
        const actor = replay(definition, input, events, options);
        // The route's own firms may lead elsewhere (fixed firms never end at the abbreviated consent).
        if (actor.getSnapshot().value === step) {
          reached.add(step);
          const name = `${url} ${step}`;
          const look = lookKey(route, definition, step);
          const seen = screens.get(look);
          if (seen) seen.standsFor.push(name);
          else {
            const snapshot = actor.getPersistedSnapshot();
            screens.set(look, { name, standsFor: [name], url, route, definition, step, snapshot });
          }
        }
        actor.stop();
      }
    }
  }
  return [...screens.values()];
}

/** The phone the issue was walked on: its whole screen, with no browser bars counted as page. */
export const PHONE = { width: 375, height: 667 };

/**
 * Opens the screen's address in `page` with this tab already keeping the funnel at the step, so the survey
 * resumes there as after a reload: one page load, in one page for every screen. `query` adds flags.
 */
export async function openSubmitScreen(page: Page, screen: SubmitScreen, query = ''): Promise<void> {
  // The tab's storage belongs to the site: a first screen starts from one of its addresses.
  if (!page.url().startsWith('http')) await page.goto('/healthz');
  await page.evaluate(
    ({ key, value }) => {
      localStorage.clear();
      sessionStorage.clear();
      sessionStorage.setItem(key, value);
    },
    {
      key: `funnel:${screen.route.path}`,
      value: JSON.stringify({ variant: screen.definition.id, snapshot: screen.snapshot }),
    },
  );
  const separator = screen.url.includes('?') ? '&' : '?';
  await page.goto(query ? `${screen.url}${separator}${query}` : screen.url, { waitUntil: 'commit' });
}
