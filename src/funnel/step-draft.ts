import { useCallback, useEffect, useState } from 'react';

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

function readStepDraft(path: string): StepDraft | null {
  try {
    const text = sessionStorage.getItem(key(path));
    return text ? (JSON.parse(text) as StepDraft) : null;
  } catch {
    return null;
  }
}

function writeStepDraft(path: string, draft: StepDraft): void {
  try {
    sessionStorage.setItem(key(path), JSON.stringify(draft));
  } catch {
    // Private mode or a full quota: what was typed stays on the screen, it just does not survive a reload.
  }
}

export function clearStepDraft(path: string): void {
  try {
    sessionStorage.removeItem(key(path));
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

/**
 * The draft of `step`, read once the page may touch storage (`active`: after hydration, so the first render
 * matches the prerendered HTML), and the handler that keeps what the visitor types. `typed` is null until there
 * is a draft to restore; a step left throws its draft away.
 */
export function useStepDraft(path: string, step: string, active: boolean) {
  const [restored, setRestored] = useState<StepDraft | null>(null);
  useEffect(() => {
    if (!active) return;
    const kept = readStepDraft(path);
    if (kept?.step === step) {
      setRestored(kept);
    } else {
      if (kept) clearStepDraft(path);
      setRestored(null);
    }
  }, [path, step, active]);

  const keep = useCallback(
    (typed: Record<string, string>) => {
      if (active) writeStepDraft(path, { step, typed });
    },
    [path, step, active],
  );
  return { typed: restored?.step === step ? restored.typed : null, keep };
}
