import type { LeadProofAnswer } from '../../services/api/lead-proof/lead-proof-contract';
import { leadProofCall } from '../../services/api/lead-proof/lead-proof-call';
import { send } from '../../services/http';
import { startLeadProof, type LeadProof } from '../ui/lead-proof';
import { setPageHookRunner } from './page-hooks';
import { createPageHooks, loadScriptOnce } from './page-scripts';
import { prepopulatedValues } from './prepopulation';

/**
 * What a survey page starts once it has painted, kept out of every survey's first load: pre-population from the
 * landing URL, the configured consent-proof and click-tracking vendors, the media loader, and the page hooks (the
 * pixels and the mapping call). Started once per page, whatever number of times the funnel mounts (a resumed
 * funnel mounts anew).
 */
export interface PageExtras {
  /** The landing URL's values to fill the forms with; null when none may be filled. */
  prefill: Promise<Record<string, string> | null>;
  /** What goes with the lead from here: the vendors' values found so far and the lead-platform mapping. */
  leadFields(): Record<string, string>;
}

/** The vendors' settings come from this server; a page that waits longer goes on without them. */
const LEAD_PROOF_TIMEOUT_MS = 10_000;

let started: { page: string; extras: PageExtras } | undefined;

/** The page as landed on: Everflow's transaction id, written into the URL later, does not make it another. */
function landedPage(): string {
  const url = new URL(window.location.href);
  url.searchParams.delete('_ef_transaction_id');
  return url.href;
}

async function leadProofConfig(): Promise<LeadProofAnswer | null> {
  try {
    return (await send(leadProofCall, { timeoutMs: LEAD_PROOF_TIMEOUT_MS })) ?? null;
  } catch {
    return null;
  }
}

export function startPageExtras(offer: { oid: string; affid: string }): PageExtras {
  const page = landedPage();
  if (started?.page === page) return started.extras;
  let proof: LeadProof | null = null;
  const config = leadProofConfig();
  void config.then((answer) => {
    if (answer && (answer.trustedForm || answer.jornaya || answer.everflow)) {
      proof = startLeadProof(answer, offer);
    }
    // The spec's media loader is called as the flow starts: this is the first moment the page knows it.
    if (answer?.pageScripts.mediaLoader) loadScriptOnce(answer.pageScripts.mediaLoader);
  });
  const hooks = createPageHooks(config.then((answer) => answer?.pageScripts ?? null));
  setPageHookRunner(hooks.run);
  const extras: PageExtras = {
    prefill: prepopulatedValues(window.location.search, offer.affid),
    leadFields: () => ({ ...proof?.fields(), ...hooks.leadPlatformFields() }),
  };
  started = { page, extras };
  return extras;
}
