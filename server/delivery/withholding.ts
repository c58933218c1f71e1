/**
 * Leads no destination may have, whatever its `send` and `sources`: a lead marked `do_not_send_to_dq` (its text is
 * junk: a gibberish description or name, or a bad word in either) goes to no buyer, not even one of disqualified
 * leads. Its deliveries are recorded as `withheld` with this reason, so the console says why it went nowhere.
 * The mark is the server's own derivation: the body's value of it is only ever a claim (server/lead-authority.ts).
 */
export function withholdingReason(lead: Readonly<Record<string, string>>): string | undefined {
  if (lead.do_not_send_to_dq?.trim().toLowerCase() !== 'yes') return undefined;
  return 'do_not_send_to_dq: junk text (gibberish or bad words), sent to no buyer';
}

/**
 * Leads no destination that buys them may have: a lead made under Global Privacy Control (`gpc_opt_out` yes, the
 * server's own mark: server/privacy-signal.ts) is the visitor's opt-out of sale. Its deliveries to destinations
 * marked `sale` (every one that does not say `"sale": false`) are recorded as `withheld` with this reason; the
 * operator's own copies (`"sale": false`) still get it.
 */
export function saleWithholdingReason(lead: Readonly<Record<string, string>>): string | undefined {
  if (lead.gpc_opt_out?.trim().toLowerCase() !== 'yes') return undefined;
  return 'gpc_opt_out: Global Privacy Control, an opt-out of sale; sent to no destination that buys it';
}
