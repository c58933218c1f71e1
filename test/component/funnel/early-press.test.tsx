// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_INPUT_SCRIPT, EARLY_PRESS_ATTRIBUTE } from '../../../services/early-input-script';
import { replayEarlyInput } from '../../../src/app/early-input-replay';
import { StepView } from '../../../src/funnel/step-registry';
import { FormStep } from '../../../src/funnel/steps/form-step';
import type { FormStep as FormStepData } from '../../../variants/steps/step-catalogue';
import { SiteConfigProvider, DEFAULT_SITE_CONFIG } from '../../../src/ui/site-config';
import { stepOfAnyFlow } from '../../../variants/steps/every-step';

/**
 * The inline script as the page runs it, before React: its listeners sit on the document, so each test starts a
 * fresh one (window.__hydrated switches the old ones off).
 */
function runEarlyInputScript() {
  window.__hydrated = undefined;
  window.__earlyInput = undefined;
  new Function(EARLY_INPUT_SCRIPT)();
}

let stepName = 'AtFault';

function choiceStep(onAnswer: () => void) {
  return (
    <SiteConfigProvider config={DEFAULT_SITE_CONFIG}>
      <StepView
        name={stepName}
        step={stepOfAnyFlow(stepName)!}
        values={{}}
        today="2026-11-22"
        language="en"
        isLast={false}
        busy={false}
        onAnswer={onAnswer}
      />
    </SiteConfigProvider>
  );
}

let container: HTMLElement;
let root: Root | undefined;

/** The prerendered step, as the page has it before its JavaScript has run. */
function prerender(onAnswer: () => void) {
  container.innerHTML = renderToString(choiceStep(onAnswer));
}

async function hydrate(onAnswer: () => void) {
  await act(async () => {
    root = hydrateRoot(container, choiceStep(onAnswer));
  });
  replayEarlyInput();
}

/** The hand-over runs a task after the hydrating commit. */
async function handedOver() {
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

function answer(label: string): HTMLButtonElement {
  const button = [...container.querySelectorAll('button')].find(
    (candidate) => candidate.textContent === label,
  );
  if (!button) throw new Error(`No answer ${label}`);
  return button;
}

// React's act() warns unless told it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeEach(() => {
  stepName = 'AtFault';
  container = document.body.appendChild(document.createElement('div'));
  runEarlyInputScript();
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  window.__hydrated = true;
});

describe('a tap before the page has hydrated', () => {
  it('marks the tapped answer at once, holds the press back, and hands it over on hydration', async () => {
    vi.useFakeTimers();
    try {
      const onAnswer = vi.fn();
      prerender(onAnswer);

      answer('Yes').click();
      answer('No').click();

      expect(answer('No').hasAttribute(EARLY_PRESS_ATTRIBUTE)).toBe(true);
      expect(answer('Yes').hasAttribute(EARLY_PRESS_ATTRIBUTE)).toBe(false);

      // Development React reports the mark as an attribute it did not render; the production build does not look.
      const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
      await hydrate(onAnswer);
      const reports = reported.mock.calls.map((call) => call.map(String).join(' '));
      reported.mockRestore();
      expect(reports.every((report) => report.includes(EARLY_PRESS_ATTRIBUTE))).toBe(true);
      expect(onAnswer).not.toHaveBeenCalled();
      await act(() => vi.runAllTimersAsync());

      expect(onAnswer).toHaveBeenCalledTimes(1);
      expect(onAnswer).toHaveBeenCalledWith({ at_Fault: 'No', partial_fault: 'no' });
      expect(answer('No').hasAttribute(EARLY_PRESS_ATTRIBUTE)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers a tap made while React hydrates once, not once from React and once more when handed over', async () => {
    const onAnswer = vi.fn();
    prerender(onAnswer);
    await hydrate(onAnswer);

    // React listens from here, but the inline script still holds the press until the hand-over.
    act(() => answer('Yes').click());
    expect(onAnswer).not.toHaveBeenCalled();
    await handedOver();
    await handedOver();

    expect(onAnswer).toHaveBeenCalledTimes(1);
    expect(onAnswer).toHaveBeenCalledWith({ at_Fault: 'Yes', partial_fault: 'no' });
  });

  it('leaves taps alone once the page has hydrated', async () => {
    const onAnswer = vi.fn();
    prerender(onAnswer);
    await hydrate(onAnswer);
    await handedOver();

    act(() => answer('Yes').click());

    expect(onAnswer).toHaveBeenCalledWith({ at_Fault: 'Yes', partial_fault: 'no' });
    expect(answer('Yes').hasAttribute(EARLY_PRESS_ATTRIBUTE)).toBe(false);
  });
});

describe('a field changed before the page has hydrated', () => {
  function pick(name: string, value: string) {
    const select = container.querySelector<HTMLSelectElement>(`select[name="${name}"]`)!;
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }

  it('keeps the value the visitor picked, though hydration puts the rendered one back', async () => {
    stepName = 'WhenWasTheAccident';
    const onAnswer = vi.fn();
    prerender(onAnswer);
    pick('injury_month', '06');
    pick('injury_year', '2026');
    // React sets a controlled select back to its rendered value as it hydrates.
    await act(async () => {
      root = hydrateRoot(container, choiceStep(onAnswer));
    });
    replayEarlyInput();
    await handedOver();

    act(() => container.querySelector<HTMLButtonElement>('[data-action="next"]')!.click());

    expect(onAnswer).toHaveBeenCalledWith(
      expect.objectContaining({ injury_month: '06', injury_year: '2026' }),
    );
  });

  it('keeps every field of a form the visitor filled before, not only the last one handed over', async () => {
    // The form step itself: the registry loads it lazily, which the prerender of a test does not wait for.
    const formStep = (
      <SiteConfigProvider config={DEFAULT_SITE_CONFIG}>
        <FormStep
          name="OnePageSurvey"
          step={stepOfAnyFlow('OnePageSurvey') as FormStepData}
          values={{}}
          today="2026-11-22"
          language="en"
          isLast
          busy={false}
          onAnswer={vi.fn()}
        />
      </SiteConfigProvider>
    );
    container.innerHTML = renderToString(formStep);
    const picked = { motor_vehicle_accident: 'Yes', at_Fault: 'No', police_report: 'Yes', with_Lawyer: 'No' };
    for (const [name, value] of Object.entries(picked)) pick(name, value);
    await act(async () => {
      root = hydrateRoot(container, formStep);
    });
    replayEarlyInput();
    await handedOver();

    const shown = Object.fromEntries(
      Object.keys(picked).map((name) => [
        name,
        container.querySelector<HTMLSelectElement>(`select[name="${name}"]`)!.value,
      ]),
    );
    expect(shown).toEqual(picked);
  });
});
