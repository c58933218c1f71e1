export const LEAD_PROOF_PATH = '/api/lead-proof';
