/**
 * Every browser walk records the transitions it takes through the survey's machine: before the page loads, a
 * recorder is installed as the page's xstate inspector (src/funnel/survey-page.tsx reads it), and each ANSWER or
 * BACK transition taken is sent back here and written to test-results/transitions/ when the test ends, for
 * `npm run coverage:transitions`. Specs import `test` and `expect` from here instead of @playwright/test.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test as base, expect, type BrowserContext, type TestInfo } from '@playwright/test';
import type { StepTransition } from '../../machines/step-transitions';

export const TRANSITIONS_DIR = join('test-results', 'transitions');

export interface WalkedTransition extends StepTransition {
  variant: string;
}

/**
 * Runs in the page, before its own scripts (so it is plain script, not a closure): turns each microstep the
 * machine takes into the record `machines/step-transitions.ts` keys its transitions by.
 */
function installRecorder() {
  type Guard = { type?: string; params?: { guards?: Guard[] } } | string | undefined;
  const label = (guard: Guard): string => {
    if (guard === undefined) return '';
    if (typeof guard === 'string') return guard;
    // The machine config's `all` names its guards in its params (machines/machine-config.ts).
    if (Array.isArray(guard.params?.guards))
      return `${guard.type}(${guard.params.guards.map(label).join(',')})`;
    return guard.type ?? '';
  };
  // An invoked actor's outcome is keyed by the state that invoked it: its id is generated.
  const eventOf = (type: string) => {
    if (type === 'ANSWER' || type === 'BACK') return type;
    if (type.startsWith('xstate.done.actor.')) return 'onDone';
    if (type.startsWith('xstate.error.actor.')) return 'onError';
    return null;
  };
  type Node = { path: string[] };
  type Microstep = {
    type: string;
    _transitions?: { eventType: string; source: Node; target?: Node[]; guard?: Guard }[];
  };
  const page = window as unknown as {
    __funnelInspect: (event: Microstep) => void;
    __recordFunnelTransition: (walked: unknown) => void;
  };
  page.__funnelInspect = (event) => {
    if (event.type !== '@xstate.microstep') return;
    const variant = document.querySelector('[data-variant]')?.getAttribute('data-variant') ?? '';
    for (const transition of event._transitions ?? []) {
      const taken = eventOf(transition.eventType);
      if (!taken) continue;
      page.__recordFunnelTransition({
        variant,
        from: transition.source.path.join('.'),
        event: taken,
        to: (transition.target ?? []).map((node) => node.path.join('.')).join(','),
        guard: label(transition.guard),
      });
    }
  };
}

/** Records the walks of every page of a context (the test's own, and every one it opens with browser.newContext). */
export async function recordTransitions(context: BrowserContext, walked: WalkedTransition[]): Promise<void> {
  await context.exposeBinding('__recordFunnelTransition', (_source, transition: WalkedTransition) => {
    walked.push(transition);
  });
  await context.addInitScript(installRecorder);
}

export async function writeWalkedTransitions(testInfo: TestInfo, walked: WalkedTransition[]): Promise<void> {
  if (walked.length === 0) return;
  await mkdir(TRANSITIONS_DIR, { recursive: true });
  const name = `${testInfo.testId}-${testInfo.project.name}-${testInfo.retry}.json`;
  await writeFile(join(TRANSITIONS_DIR, name), JSON.stringify(walked));
}

/**
 * Every context a test opens gets the recorder: Playwright's own `context` (opened through browser.newContext when
 * the test asks for a page) and any the test opens itself (a second visitor, a server of its own, a lost signal).
 * The fixture asks only for the browser, so a test that uses no page opens no context: each costs Chromium a
 * second or more of CPU.
 */
export const test = base.extend<{ transitionRecording: void }>({
  transitionRecording: [
    async ({ browser }, use, testInfo) => {
      const walked: WalkedTransition[] = [];
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...options: Parameters<typeof browser.newContext>) => {
        const opened = await newContext(...options);
        await recordTransitions(opened, walked);
        return opened;
      };
      try {
        await use();
      } finally {
        browser.newContext = newContext;
      }
      await writeWalkedTransitions(testInfo, walked);
    },
    { auto: true },
  ],
});

export { expect };
