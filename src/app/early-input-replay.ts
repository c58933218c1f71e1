import { EARLY_PRESS_ATTRIBUTE } from '../../services/early-input-script';
import { markPageHydrated } from '../ui/page-hydration';

interface EarlyInput {
  fields: (HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement)[];
  /** What each field held after the visitor's last change to it: its checked state for a box, else its value. */
  values: (string | boolean)[];
  press: HTMLButtonElement | HTMLFormElement | null;
  /** The press went to the server as a form post: the page is leaving. */
  sent: boolean;
  /** Set here when the page hydrated after that: a page brought back from the back/forward cache listens again. */
  ready: boolean;
}

declare global {
  interface Window {
    __earlyInput?: EarlyInput;
    __hydrated?: boolean;
  }
}

/**
 * React keeps the value a field had when it hydrated but never hears that it changed, so its state still holds
 * the prerendered value. Setting the field through its own property first makes React's record of the value
 * stale, and the event that follows is then seen as the change it was.
 */
function announceChange(field: EarlyInput['fields'][number], given: string | boolean) {
  const prototype = Object.getPrototypeOf(field) as object;
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    const wanted = given === true;
    field.checked = !wanted;
    Object.getOwnPropertyDescriptor(prototype, 'checked')?.set?.call(field, wanted);
    // A plain Event, unlike a MouseEvent, does not toggle the box again; React reads its change from a click.
    field.dispatchEvent(new Event('click', { bubbles: true }));
    return;
  }
  const wanted = String(given);
  field.value = `${wanted}\u0000`;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, wanted);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * Called once the page has hydrated: from here React handles input, and what the visitor did before
 * (services/early-input-script.ts) is handed over: every changed field, then the last button they pressed.
 */
export function replayEarlyInput() {
  // A task later: an effect may run inside React's own handling of the event that made it hydrate, and a change
  // announced there is put back by React to the value it rendered. Until then the inline script keeps holding.
  setTimeout(handOverEarlyInput, 0);
}

function handOverEarlyInput() {
  markPageHydrated();
  const early = window.__earlyInput;
  // The press went to the server as a form post before the page was ready: the server answers it, and this page,
  // leaving, answers nothing more, so nothing is answered twice. The inline script keeps holding taps meanwhile.
  if (early?.sent) {
    early.ready = true;
    return;
  }
  window.__hydrated = true;
  if (!early) return;
  window.__earlyInput = undefined;
  early.fields.forEach((field, index) => {
    if (field.isConnected) announceChange(field, early.values[index] ?? field.value);
  });
  const { press } = early;
  if (!press) return;
  // A task later, so the state the fields set has rendered before the press reads it.
  setTimeout(() => {
    // The pressed look stays until React answers the press, in this same task, so no frame goes without it.
    for (const marked of document.querySelectorAll(`[${EARLY_PRESS_ATTRIBUTE}]`)) {
      marked.removeAttribute(EARLY_PRESS_ATTRIBUTE);
    }
    if (!press.isConnected) return;
    if (press instanceof HTMLFormElement) press.requestSubmit();
    else press.click();
  }, 0);
}
