import { useCallback, useEffect, useState } from 'react';
import { readFromTab, removeFromTab, writeToTab } from './funnel-persistence';

/**
 * What the visitor has typed on the step showing and not yet sent, kept for a reload of the same tab. Like the
 * funnel itself (./funnel-persistence.ts) it lives in `sessionStorage`, never beyond the tab, and holds one step
 * only: it goes when that step is left or the lead is sent.
 */
interface StepDraft {
  step: string;
  typed: Record<string, string>;
}

const key = (path: string) => `funnel-draft:${path}`;

export const clearStepDraft = (path: string) => removeFromTab(key(path));

/**
 * The draft of `step`, read once the page may touch storage (`active`: after hydration, so the first render
 * matches the prerendered HTML), and the handler that keeps what the visitor types. `typed` is null until there
 * is a draft to restore; a step left throws its draft away.
 */
export function useStepDraft(path: string, step: string, active: boolean) {
  const [restored, setRestored] = useState<StepDraft | null>(null);
  useEffect(() => {
    if (!active) return;
    const kept = readFromTab<StepDraft>(key(path));
    if (kept?.step === step) {
      setRestored(kept);
    } else {
      if (kept) clearStepDraft(path);
      setRestored(null);
    }
  }, [path, step, active]);

  const keep = useCallback(
    (typed: Record<string, string>) => {
      if (active) writeToTab(key(path), { step, typed });
    },
    [path, step, active],
  );
  return { typed: restored?.step === step ? restored.typed : null, keep };
}
