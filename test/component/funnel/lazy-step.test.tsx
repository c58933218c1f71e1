// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyStep, type ComponentOf } from '../../../src/funnel/lazy-step';
import { STEP_RETRY_INTERVAL_MS } from '../../../src/funnel/step-unavailable-notice';
import { stepOfAnyFlow } from '../../../variants/steps/every-step';
import type { FieldsStep } from '../../../variants/steps/step-catalogue';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const FieldsStepStandIn: ComponentOf<'fields'> = ({ name }) => <p>The step {name}</p>;

/** A fields step whose chunk fails `failures` times (no signal), then loads. */
function stepFailing(failures: number) {
  let left = failures;
  const importer = vi.fn(() =>
    left-- > 0
      ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
      : Promise.resolve(FieldsStepStandIn),
  );
  return { ...lazyStep<'fields'>(importer), importer };
}

/** Renders the step as the page does; awaited, as a step waiting for its chunk suspends. */
async function show(Step: ComponentOf<'fields'>, language: 'en' | 'es' = 'en') {
  await act(async () => {
    render(
      <main>
        <h1>The survey</h1>
        <Step
          name="IncidentDescription"
          step={stepOfAnyFlow('IncidentDescription') as FieldsStep}
          values={{}}
          today="2026-11-22"
          language={language}
          isLast={false}
          busy={false}
          onAnswer={() => {}}
        />
      </main>,
    );
  });
}

// React reports the error its boundary caught; the test expects it.
const quietly = () => vi.spyOn(console, 'error').mockImplementation(() => {});

describe('a step whose chunk cannot load', () => {
  it('keeps the page and says the connection dropped, in the page language', async () => {
    quietly();
    const { Step } = stepFailing(1);
    await show(Step, 'es');
    expect(await screen.findByRole('alert')).toHaveTextContent('Se perdió la conexión');
    expect(screen.getByRole('heading', { name: 'The survey' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeEnabled();
  });

  it('shows the step after "Try again" fetches the chunk afresh', async () => {
    quietly();
    const { Step, importer } = stepFailing(1);
    await show(Step);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The step IncidentDescription')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('stays on the notice while the retries fail, and the button is back after each', async () => {
    quietly();
    const { Step } = stepFailing(2);
    await show(Step);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('fetches it by itself when the browser is back online', async () => {
    quietly();
    const { Step } = stepFailing(1);
    await show(Step);
    await screen.findByRole('alert');
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('The step IncidentDescription')).toBeInTheDocument();
  });

  it('tries again now and then while it shows, for a phone that never says it went offline', async () => {
    quietly();
    vi.useFakeTimers();
    const { Step, importer } = stepFailing(1);
    await show(Step);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(STEP_RETRY_INTERVAL_MS));
    expect(screen.getByText('The step IncidentDescription')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('one retry at a time, when the signal and a tap come together', async () => {
    quietly();
    const { Step, importer } = stepFailing(1);
    await show(Step);
    const button = await screen.findByRole('button', { name: 'Try again' });
    act(() => {
      window.dispatchEvent(new Event('online'));
      fireEvent.click(button);
    });
    await screen.findByText('The step IncidentDescription');
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

describe('a step whose chunk comes after the page shows it', () => {
  /** A stand-in that holds something of its own, as a step holds what the visitor ticked and opened. */
  const Holding: ComponentOf<'fields'> = ({ name, busy }) => {
    const [open, setOpen] = useState(false);
    return (
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        {name} {busy ? 'busy' : 'ready'}
      </button>
    );
  };

  it('keeps what the step holds when the page around it renders again once it has come', async () => {
    const { Step } = lazyStep<'fields'>(() => new Promise((arrive) => setTimeout(() => arrive(Holding), 10)));
    const props = {
      name: 'IncidentDescription',
      step: stepOfAnyFlow('IncidentDescription') as FieldsStep,
      values: {},
      today: '2026-11-22',
      language: 'en' as const,
      isLast: false,
      onAnswer: () => {},
    };
    let rerender: (shown: ReactElement) => void = () => {};
    await act(async () => {
      ({ rerender } = render(<Step {...props} busy={false} />));
    });
    fireEvent.click(await screen.findByRole('button', { name: 'IncidentDescription ready' }));
    expect(screen.getByRole('button')).toHaveAttribute('aria-expanded', 'true');
    rerender(<Step {...props} busy />);
    expect(screen.getByRole('button', { name: 'IncidentDescription busy' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
