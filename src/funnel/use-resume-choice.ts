import { useEffect, useState } from 'react';
import type { Snapshot } from 'xstate';
import type { VariantDefinition } from '../../variants/variant-definition';
import { hasKeptFunnel, loadFunnel } from './funnel-persistence';
import type { KeptOffer } from './resume-prompt';

const storedFunnel = (path: string, definition: VariantDefinition) =>
  loadFunnel(path, definition.id, Object.keys(definition.steps));

/** Whether this tab and this device hold nothing of this survey's: then there is nothing to resume or offer. */
export const nothingStored = (path: string, definition: VariantDefinition) =>
  !storedFunnel(path, definition) && !hasKeptFunnel(path);

export interface ResumeChoice {
  /** Whether stored progress has been looked at: until then nothing is saved over it. */
  checked: boolean;
  /** The funnel to run from, or null for a fresh one. */
  snapshot: Snapshot<unknown> | null;
}

/**
 * Which funnel a survey page runs: this tab's own resumes as it is; one this device kept from another tab or day
 * is offered (`offer`), and `settle` records the visitor's answer to the offer.
 */
export function useResumeChoice(path: string, definition: VariantDefinition) {
  // A funnel to resume is read after hydration, so the first render matches the prerendered HTML. A page with
  // nothing stored (a first visit) knows it at once and renders nothing again after hydrating.
  const [resume, setResume] = useState<ResumeChoice>(() => ({
    checked: typeof window !== 'undefined' && nothingStored(path, definition),
    snapshot: null,
  }));
  const [offer, setOffer] = useState<KeptOffer | null>(null);
  useEffect(() => {
    const snapshot = storedFunnel(path, definition);
    if (snapshot || !hasKeptFunnel(path)) {
      setResume((shown) => (shown.checked && !snapshot ? shown : { checked: true, snapshot }));
      return;
    }
    let current = true;
    // The keeper and the prompt load only when the device holds a funnel: never on a first load.
    void import('./resume-prompt').then(({ keptOffer }) => {
      const kept = keptOffer(path, definition);
      if (!current) return;
      if (kept) setOffer(kept);
      else setResume({ checked: true, snapshot: null });
    });
    return () => {
      current = false;
    };
  }, [path, definition]);

  const settle = (snapshot: Snapshot<unknown> | null, forget: boolean) => {
    if (forget) offer?.forget();
    setOffer(null);
    setResume({ checked: true, snapshot });
  };
  return { resume, offer, settle };
}
