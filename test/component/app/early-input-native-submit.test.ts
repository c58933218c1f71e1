// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EARLY_INPUT_SCRIPT,
  EARLY_PRESS_ATTRIBUTE,
  NATIVE_SUBMIT_AFTER_MS,
} from '../../../services/early-input-script';
import { replayEarlyInput } from '../../../src/app/early-input-replay';

/**
 * A press in a form that posts, before the page has hydrated: the inline script sends the form to the server if
 * the page is not ready within NATIVE_SUBMIT_AFTER_MS of the tap, and the page, once it hydrates, answers the press
 * only if the form did not go. The step's form as the server's form contract has it: `<form method="post">`,
 * answer buttons that submit their stored value.
 */
const STEP = `
  <form method="post" data-step="AtFault">
    <button type="submit" name="at_Fault" value="Yes" data-answer="Yes">Yes</button>
    <button type="submit" name="at_Fault" value="No" data-answer="No">No</button>
  </form>`;

let container: HTMLElement;
/** Every submit that reached the page after the inline script, whether it was let through to the server. */
let submits: { submitter: HTMLElement | null; posted: boolean }[];

function noteSubmit(event: Event) {
  const { submitter } = event as SubmitEvent;
  submits.push({ submitter, posted: !event.defaultPrevented });
  // jsdom cannot navigate; the test has seen what the browser would have done.
  event.preventDefault();
}

function page(html: string) {
  container.innerHTML = html;
  return (answer: string) => container.querySelector<HTMLButtonElement>(`[data-answer="${answer}"]`)!;
}

/** The hand-over as the hydrated page makes it (src/app/early-input-replay.ts), a task after its effect. */
async function hydrate() {
  replayEarlyInput();
  await vi.advanceTimersByTimeAsync(0);
  await vi.advanceTimersByTimeAsync(0);
}

beforeEach(() => {
  vi.useFakeTimers();
  window.__hydrated = undefined;
  window.__earlyInput = undefined;
  new Function(EARLY_INPUT_SCRIPT)();
  // Registered after the inline script's own listener on the document, so it sees the event as the script left it.
  document.addEventListener('submit', noteSubmit, true);
  submits = [];
  container = document.body.appendChild(document.createElement('div'));
});

afterEach(() => {
  document.removeEventListener('submit', noteSubmit, true);
  container.remove();
  // Switches this test's inline-script listeners off.
  window.__hydrated = true;
  vi.useRealTimers();
});

describe('a press in a posting form before the page has hydrated', () => {
  it('goes to the server with the pressed answer when the page is not ready within a second', async () => {
    const answer = page(STEP);
    answer('No').click();
    await vi.advanceTimersByTimeAsync(NATIVE_SUBMIT_AFTER_MS - 1);
    expect(submits).toEqual([]);

    await vi.advanceTimersByTimeAsync(1);
    expect(submits).toEqual([{ submitter: answer('No'), posted: true }]);
    expect(answer('No').hasAttribute(EARLY_PRESS_ATTRIBUTE)).toBe(true);
  });

  it('is answered by the page alone when it hydrates first, never posted as well', async () => {
    const answer = page(STEP);
    // Stands in for React's handler: it answers the press and keeps the browser from posting, as the page does.
    const answered: string[] = [];
    container.addEventListener('click', (event) => {
      event.preventDefault();
      answered.push((event.target as HTMLElement).dataset.answer!);
    });
    answer('Yes').click();
    await vi.advanceTimersByTimeAsync(NATIVE_SUBMIT_AFTER_MS / 2);
    expect(answered).toEqual([]);

    await hydrate();
    await vi.advanceTimersByTimeAsync(NATIVE_SUBMIT_AFTER_MS * 2);
    expect(answered).toEqual(['Yes']);
    expect(submits).toEqual([]);
  });

  it('once posted, is given to nobody when the page hydrates after all, and later taps are held', async () => {
    const answer = page(STEP);
    answer('No').click();
    await vi.advanceTimersByTimeAsync(NATIVE_SUBMIT_AFTER_MS);
    expect(submits).toHaveLength(1);

    await hydrate();
    expect(window.__hydrated).toBeUndefined();
    const clicked = answer('Yes').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(clicked).toBe(false);
    await vi.advanceTimersByTimeAsync(NATIVE_SUBMIT_AFTER_MS);
    expect(submits).toHaveLength(1);
  });

  it('waits a second from the last tap, and posts that one', async () => {
    const answer = page(STEP);
    answer('Yes').click();
    await vi.advanceTimersByTimeAsync(NATIVE_SUBMIT_AFTER_MS - 100);
    answer('No').click();
    await vi.advanceTimersByTimeAsync(NATIVE_SUBMIT_AFTER_MS - 1);
    expect(submits).toEqual([]);

    await vi.advanceTimersByTimeAsync(1);
    expect(submits).toEqual([{ submitter: answer('No'), posted: true }]);
  });
});

describe('a press the server could not take', () => {
  it('is only held when its form does not post, so nothing typed goes into a URL', async () => {
    const answer = page(STEP.replace('method="post"', 'method="get"'));
    answer('No').click();
    await vi.advanceTimersByTimeAsync(NATIVE_SUBMIT_AFTER_MS * 3);
    expect(submits).toEqual([]);
    expect(window.__earlyInput?.press).toBe(answer('No'));
  });

  it('is only held when its button is in no form', async () => {
    const answer = page('<div><button type="button" data-answer="Start">Start</button></div>');
    answer('Start').click();
    await vi.advanceTimersByTimeAsync(NATIVE_SUBMIT_AFTER_MS * 3);
    expect(submits).toEqual([]);
    expect(window.__earlyInput?.press).toBe(answer('Start'));
  });
});

describe('a page brought back from the back/forward cache after its form was posted', () => {
  it('listens again: the hydrated page answers taps', async () => {
    const answer = page(STEP);
    answer('No').click();
    await vi.advanceTimersByTimeAsync(NATIVE_SUBMIT_AFTER_MS);
    await hydrate();

    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));

    expect(window.__hydrated).toBe(true);
    expect(answer('No').hasAttribute(EARLY_PRESS_ATTRIBUTE)).toBe(false);
    const clicked = answer('Yes').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    // The hydrated page handles it: the inline script no longer holds it back (the button would submit natively
    // here, with no React to answer it).
    expect(clicked).toBe(true);
  });
});
