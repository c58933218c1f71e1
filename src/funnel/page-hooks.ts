import type { PageHookName } from '../../variants/variant-definition';

/**
 * What runs a page hook: set by the page's extras (`page-extras.ts`, a chunk loaded after the first paint, which
 * knows the configured scripts). Hooks a visitor fires before it is set wait here, so an early tap loses none and
 * the survey's first load carries only this queue.
 */
export type PageHookRunner = (hook: PageHookName, tracking: Readonly<Record<string, string>>) => void;

let runner: PageHookRunner | undefined;
const waiting: Parameters<PageHookRunner>[] = [];

/** Runs a page hook a variant names on one of its transitions, now or once the runner is set. */
export function runPageHook(hook: PageHookName, tracking: Readonly<Record<string, string>>): void {
  if (runner) runner(hook, tracking);
  else waiting.push([hook, tracking]);
}

export function setPageHookRunner(next: PageHookRunner): void {
  runner = next;
  for (const [hook, tracking] of waiting.splice(0)) next(hook, tracking);
}
