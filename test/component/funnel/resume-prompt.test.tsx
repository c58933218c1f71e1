// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Snapshot } from 'xstate';
import { createActor } from 'xstate';

import {
  KEPT_DAYS,
  forgetKeptFunnel,
  keepFunnel,
  readKeptFunnel,
  watchFunnel,
} from '../../../src/funnel/funnel-keeper';
import { hasKeptFunnel, keptKey } from '../../../src/funnel/funnel-persistence';
import { ResumePrompt } from '../../../src/funnel/resume-prompt';
import { loadVariant } from '../../../variants';
import { modelMachine } from '../../../scripts/paths/funnel-paths';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('ResumePrompt', () => {
  let container: HTMLElement;
  let root: Root;
  const handlers = { onContinue: vi.fn(), onStartOver: vi.fn(), onDismiss: vi.fn() };

  beforeEach(async () => {
    container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
    await act(async () => root.render(<ResumePrompt language="en" {...handlers} />));
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    vi.clearAllMocks();
  });

  const dialog = () => container.querySelector<HTMLElement>('[role="dialog"]')!;
  const button = (action: string) => container.querySelector<HTMLButtonElement>(`[data-action="${action}"]`)!;
  const press = (key: string, shiftKey = false) =>
    act(() => {
      document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true }));
    });

  it('is a modal dialog named by its title and described by its question, with focus on continuing', () => {
    expect(dialog()).toHaveAttribute('aria-modal', 'true');
    expect(dialog()).toHaveAccessibleName('Welcome back');
    expect(dialog()).toHaveAccessibleDescription(/continue where you left off, or start over/);
    expect(document.activeElement).toBe(button('resume-continue'));
  });

  it('keeps Tab within its two buttons, both ways', () => {
    button('resume-start-over').focus();
    press('Tab');
    expect(document.activeElement).toBe(button('resume-continue'));
    press('Tab', true);
    expect(document.activeElement).toBe(button('resume-start-over'));
  });

  it('continues, starts over, or on Escape goes away, as asked', () => {
    act(() => button('resume-continue').click());
    act(() => button('resume-start-over').click());
    press('Escape');
    expect(handlers.onContinue).toHaveBeenCalledTimes(1);
    expect(handlers.onStartOver).toHaveBeenCalledTimes(1);
    expect(handlers.onDismiss).toHaveBeenCalledTimes(1);
  });

  it('speaks Spanish on a Spanish survey', async () => {
    await act(async () => root.render(<ResumePrompt language="es" {...handlers} />));
    expect(dialog()).toHaveAccessibleName('Bienvenido de nuevo');
    expect(button('resume-start-over')).toHaveTextContent('Empezar de nuevo');
  });
});

describe('the funnel kept on the device', () => {
  const PATH = '/survey/v4nv';
  const NOW = Date.UTC(2026, 10, 22, 12);
  const DAY = 86_400_000;

  /** A v4nv funnel walked through the given answers, as the page's actor would hold it. */
  async function walked(answers: Record<string, string>[], tracking: Record<string, string> = {}) {
    const definition = await loadVariant('v4nv');
    const actor = createActor(modelMachine(definition), {
      input: {
        leadId: 'lead-1',
        today: '2026-11-22',
        language: 'en',
        combinedLastStep: false,
        visitorState: '',
        tracking,
        page: {},
      },
    }).start();
    for (const values of answers) actor.send({ type: 'ANSWER', values, at: NOW });
    return { actor, steps: Object.keys(definition.steps) };
  }
  const FIRST_ANSWERS: Record<string, string>[] = [
    { injury_month: '09', injury_year: '2026' },
    { at_Fault: 'No' },
  ];

  beforeEach(() => localStorage.clear());

  it('is kept with its answers and offered again on another day, counted from that day', async () => {
    const { actor, steps } = await walked(FIRST_ANSWERS);
    keepFunnel(PATH, 'v4nv', actor.getPersistedSnapshot(), { now: NOW });
    expect(hasKeptFunnel(PATH)).toBe(true);
    const kept = readKeptFunnel(PATH, 'v4nv', steps, {
      now: NOW + DAY,
      today: '2026-11-23',
    }) as Snapshot<unknown> & {
      value: string;
      context: { answers: Record<string, string>; input: { today: string } };
    };
    expect(kept.value).toBe('WasUserInjured');
    expect(kept.context.answers).toMatchObject({ injury_month: '09', at_Fault: 'No' });
    expect(kept.context.input.today).toBe('2026-11-23');
    // The machine takes it back as it is.
    const definition = await loadVariant('v4nv');
    const resumed = createActor(modelMachine(definition), {
      snapshot: kept,
      input: kept.context.input as never,
    }).start();
    expect(resumed.getSnapshot().value).toBe('WasUserInjured');
  });

  it.each([
    ['after KEPT_DAYS', { now: NOW + KEPT_DAYS * DAY + 1 }, 'v4nv'],
    ['for another variant', { now: NOW + DAY }, 'v4'],
  ])('is forgotten, not offered, %s', async (_when, { now }, variant) => {
    const { actor, steps } = await walked(FIRST_ANSWERS);
    keepFunnel(PATH, 'v4nv', actor.getPersistedSnapshot(), { now: NOW });
    expect(readKeptFunnel(PATH, variant, steps, { now, today: '2026-12-30' })).toBeNull();
    expect(localStorage.getItem(keptKey(PATH))).toBeNull();
  });

  it('is not written before the first answer, so an untouched page never replaces a kept funnel', async () => {
    const { actor } = await walked([]);
    keepFunnel(PATH, 'v4nv', actor.getPersistedSnapshot(), { now: NOW });
    expect(hasKeptFunnel(PATH)).toBe(false);
  });

  it('never holds personal data: it stops before the first personal answer and leaves personal query fields out', async () => {
    const { actor } = await walked(FIRST_ANSWERS, { email: 'someone@example.com', utm_source: 'tv' });
    const stop = watchFunnel(actor, PATH, 'v4nv');
    actor.send({ type: 'ANSWER', values: { physical_injury: 'None', injury_type: 'None' }, at: NOW });
    const before = localStorage.getItem(keptKey(PATH))!;
    expect(before).toContain('utm_source');
    expect(before).not.toContain('someone@example.com');
    // Whatever step comes next, once a personal field is answered the kept funnel no longer changes.
    const snapshot = actor.getPersistedSnapshot() as Snapshot<unknown> & { context: { answers: object } };
    keepFunnel(
      PATH,
      'v4nv',
      {
        ...snapshot,
        context: { ...snapshot.context, answers: { ...snapshot.context.answers, first_name: 'Ann' } },
      } as unknown as Snapshot<unknown>,
      { now: NOW },
    );
    expect(localStorage.getItem(keptKey(PATH))).toBe(before);
    stop.unsubscribe();
  });

  it('is forgotten on start over', async () => {
    const { actor } = await walked(FIRST_ANSWERS);
    keepFunnel(PATH, 'v4nv', actor.getPersistedSnapshot(), { now: NOW });
    forgetKeptFunnel(PATH);
    expect(hasKeptFunnel(PATH)).toBe(false);
  });
});
