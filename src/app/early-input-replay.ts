import { EARLY_PRESS_ATTRIBUTE } from '../../services/early-input-script';

interface EarlyInput {
  fields: (HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement)[];
  press: HTMLButtonElement | HTMLFormElement | null;
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
function announceChange(field: EarlyInput['fields'][number]) {
  const prototype = Object.getPrototypeOf(field) as object;
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    const wanted = field.checked;
    field.checked = !wanted;
    Object.getOwnPropertyDescriptor(prototype, 'checked')?.set?.call(field, wanted);
    // A plain Event, unlike a MouseEvent, does not toggle the box again; React reads its change from a click.
    field.dispatchEvent(new Event('click', { bubbles: true }));
    return;
  }
  const wanted = field.value;
  field.value = `${wanted}\u0000`;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, wanted);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * Called once the page has hydrated: from here React handles input, and what the visitor did before
 * (services/early-input-script.ts) is handed over: every changed field, then the last button they pressed.
 */
export function replayEarlyInput() {
  window.__hydrated = true;
  const early = window.__earlyInput;
  if (!early) return;
  window.__earlyInput = undefined;
  for (const field of early.fields) if (field.isConnected) announceChange(field);
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
