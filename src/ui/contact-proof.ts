import type { LeadProof } from './lead-proof';

/** The vendors' settings come from this server; a page that waits longer goes on without them. */
const LEAD_PROOF_TIMEOUT_MS = 10_000;

/**
 * The consent proof the home page gathers for its contact form (spec section 7): TrustedForm's certificate and
 * Jornaya's LeadiD, started once the page has painted and only for the vendors the operator configured; null when
 * none is, or when the settings could not be read. Click tracking stays with the survey pages. Everything here is
 * loaded when it starts, so no page carries it in its first load.
 */
export async function startContactProof(): Promise<LeadProof | null> {
  try {
    const [{ send }, { leadProofCall }, { startLeadProof }] = await Promise.all([
      import('../../services/http'),
      import('../../services/api/lead-proof/lead-proof-call'),
      import('./lead-proof'),
    ]);
    const config = await send(leadProofCall, { timeoutMs: LEAD_PROOF_TIMEOUT_MS });
    if (!config || (!config.trustedForm && !config.jornaya)) return null;
    return startLeadProof({ ...config, everflow: null }, { oid: '', affid: '' });
  } catch {
    return null;
  }
}
