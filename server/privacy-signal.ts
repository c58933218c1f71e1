import { mergeFields } from '../guards/field-maps';
import type { FieldSource } from './lead-authority';

/**
 * Global Privacy Control: the browser's opt-out of sale, which the CCPA regulations count as a valid request to
 * opt out. A browser with it on sends `Sec-GPC: 1` with every request; its page script may also say so in the
 * lead's body (`gpc_opt_out: "yes"`, from `navigator.globalPrivacyControl`). Either marks the lead, which then
 * reaches no destination that buys it (server/delivery/withholding.ts). The body may only add the opt-out, never
 * take away the header's: the signal protects the visitor, so a page or a forged body saying "no" changes nothing.
 */

/** The lead field that records the signal: `yes` when the lead was made under it; absent otherwise. */
export const GPC_FIELD = 'gpc_opt_out';

/** Whether a request carries the signal. The specification's only value is "1". */
export function carriesGpc(headers: Readonly<Record<string, string | string[] | undefined>>): boolean {
  const value = headers['sec-gpc'];
  return (Array.isArray(value) ? value : [value ?? '']).some((item) => item.trim() === '1');
}

interface MarkedLead {
  lead: Record<string, string>;
  claimed: Record<string, string>;
  sources: Record<string, FieldSource>;
}

/**
 * The lead with the signal's mark as the server decides it: `yes` (source `server`) when the request carried the
 * header or the body says yes; otherwise no mark at all. Whatever else the body or the landing URL said of the
 * field stays beside the lead as a claim.
 */
export function markedForGpc<Lead extends MarkedLead>(
  authorized: Lead,
  signal: { header: boolean; body: string | undefined },
): Lead {
  const optedOut = signal.header || signal.body?.trim().toLowerCase() === 'yes';
  // Most leads carry no signal and say nothing of it: theirs is kept as it is, without copying its maps.
  const untouched =
    !optedOut &&
    signal.body === undefined &&
    !Object.hasOwn(authorized.lead, GPC_FIELD) &&
    !Object.hasOwn(authorized.sources, GPC_FIELD) &&
    !Object.hasOwn(authorized.claimed, GPC_FIELD);
  if (untouched) return authorized;
  const lead = mergeFields(authorized.lead);
  const claimed = mergeFields(authorized.claimed);
  const sources = mergeFields(authorized.sources);
  const before = lead[GPC_FIELD];
  delete lead[GPC_FIELD];
  delete sources[GPC_FIELD];
  if (optedOut) {
    lead[GPC_FIELD] = 'yes';
    sources[GPC_FIELD] = 'server';
  }
  const said = signal.body ?? before;
  if (said !== undefined && said !== lead[GPC_FIELD]) claimed[GPC_FIELD] = said;
  else delete claimed[GPC_FIELD];
  return { ...authorized, lead, claimed, sources };
}
