import type { LeadProofAnswer } from '../../services/lead-proof-contract';
import { LEAD_PROOF_PATH } from '../../services/lead-proof-path';
import { startLeadProof, type LeadProof } from './lead-proof';
import { prepopulatedValues } from './prepopulation';

/**
 * What a survey page starts once it has painted, kept out of every survey's first load: pre-population from the
 * landing URL and the configured consent-proof and click-tracking vendors. Started once per page, whatever number
 * of times the funnel mounts (a resumed funnel mounts anew).
 */
export interface PageExtras {
  /** The landing URL's values to fill the forms with; null when none may be filled. */
  prefill: Promise<Record<string, string> | null>;
  /** The vendors' values found so far, by lead field. */
  proofFields(): Record<string, string>;
}

let started: { page: string; extras: PageExtras } | undefined;

/** The page as landed on: Everflow's transaction id, written into the URL later, does not make it another. */
function landedPage(): string {
  const url = new URL(window.location.href);
  url.searchParams.delete('_ef_transaction_id');
  return url.href;
}

async function leadProofConfig(): Promise<LeadProofAnswer | null> {
  try {
    const response = await fetch(LEAD_PROOF_PATH);
    return response.ok ? ((await response.json()) as LeadProofAnswer) : null;
  } catch {
    return null;
  }
}

export function startPageExtras(offer: { oid: string; affid: string }): PageExtras {
  const page = landedPage();
  if (started?.page === page) return started.extras;
  let proof: LeadProof | null = null;
  void leadProofConfig().then((config) => {
    if (config && (config.trustedForm || config.jornaya || config.everflow)) {
      proof = startLeadProof(config, offer);
    }
  });
  const extras: PageExtras = {
    prefill: prepopulatedValues(window.location.search, offer.affid),
    proofFields: () => proof?.fields() ?? {},
  };
  started = { page, extras };
  return extras;
}
