/**
 * The consent proofs a lead carries, by vendor: TrustedForm's certificate (its URL under both spellings the spec
 * uses, and its id) and Jornaya's LeadiD token (under both names). They are read only from the vendors' own page
 * fields (src/ui/lead-proof.ts), never from the landing URL: a query parameter of the same name is not a proof.
 */
export const PROOF_GROUPS = {
  trustedForm: ['trusted_form_cert_url', 'trustedform_cert_url', 'trusted_form_cert_id'],
  leadId: ['leadid_token', 'jornaya_leadid'],
} as const;

export const PROOF_FIELDS: readonly string[] = Object.values(PROOF_GROUPS).flat();

const PROOF_FIELD_SET: ReadonlySet<string> = new Set(PROOF_FIELDS);

export function isProofField(field: string): boolean {
  return PROOF_FIELD_SET.has(field);
}

/**
 * The proof fields of a lead whose values the landing URL's query gave, under any parameter name: such a value
 * is tracking, not a proof. A vendor's fields go together: when one of them repeats the query (the certificate's
 * URL, say), its siblings (the id cut from that URL) are the URL's too.
 */
export function proofsFromQuery(
  lead: Readonly<Record<string, string | undefined>>,
  query: Iterable<[string, string]>,
): string[] {
  const queryValues = new Set<string>();
  for (const [, value] of query) if (value.trim()) queryValues.add(value.trim());
  if (queryValues.size === 0) return [];
  return Object.values(PROOF_GROUPS).flatMap((fields) => {
    const echoes = fields.some((field) => {
      const value = lead[field]?.trim();
      return value ? queryValues.has(value) : false;
    });
    return echoes ? fields.filter((field) => Object.hasOwn(lead, field)) : [];
  });
}
