import { verdictOf } from '../delivery/lead-verdict';
import { saleWithholdingReason, withholdingReason } from '../delivery/withholding';
import { REVOKED_REASON } from '../storage/consent-revocation-store';
import type { BuyerProof, SellingBuyer } from './buyers-file';
import { localTime } from './local-time';

/**
 * Whether one buyer may be offered one lead now: the rules no buyer can waive first (junk text, Global Privacy
 * Control, a Do-Not-Sell request, a revoked consent), then the buyer's own exclusivity, schedule and filters.
 * Pure: what needs the database (Do-Not-Sell, revocation, how many buyers have the lead) is looked up by the caller
 * and handed in; caps are not here, as only the database can count them without overshooting (sale-store.ts).
 */

export interface LeadForSale {
  /** The stored lead's fields, the server's own marks among them (lead_is_qualified, gpc_opt_out, sms_verified). */
  fields: Readonly<Record<string, string>>;
  /** The person asked not to be sold (privacy-request-store). */
  doNotSell: boolean;
  /** The person revoked their consent (consent-revocation-store). */
  revoked: boolean;
  /** How many buyers have bought the lead already. */
  sharers: number;
}

export type IneligibleCode =
  | 'withheld'
  | 'gpc'
  | 'do-not-sell'
  | 'revoked'
  | 'exclusivity'
  | 'schedule'
  | 'state'
  | 'verdict'
  | 'field'
  | 'proof';

export type Eligibility = { eligible: true } | { eligible: false; code: IneligibleCode; reason: string };

const PROOF_FIELDS: Record<BuyerProof, (fields: Readonly<Record<string, string>>) => boolean> = {
  // The certificate the TrustedForm script made on the page, as the server took it in (never the landing URL's).
  trustedform: (fields) =>
    Boolean(fields.trusted_form_cert_url?.trim() || fields.trusted_form_cert_id?.trim()),
  jornaya: (fields) => Boolean(fields.leadid_token?.trim() || fields.jornaya_leadid?.trim()),
  // The server's own record: yes only when it checked a code sent to this phone for this lead.
  'verified-phone': (fields) => fields.sms_verified === 'yes',
};

function no(code: IneligibleCode, reason: string): Eligibility {
  return { eligible: false, code, reason };
}

function clock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export function eligibility(buyer: SellingBuyer, lead: LeadForSale, now: Date): Eligibility {
  const { fields } = lead;
  const withheld = withholdingReason(fields);
  if (withheld) return no('withheld', withheld);
  const optedOut = saleWithholdingReason(fields);
  if (optedOut) return no('gpc', optedOut);
  if (lead.doNotSell) return no('do-not-sell', 'Do-Not-Sell request');
  if (lead.revoked) return no('revoked', REVOKED_REASON);

  if (buyer.exclusivity.mode === 'exclusive' && lead.sharers > 0) {
    return no('exclusivity', `buys only leads sold to no one else; ${lead.sharers} already bought this one`);
  }
  if (buyer.exclusivity.mode === 'shared' && lead.sharers >= buyer.exclusivity.maxSharers) {
    return no('exclusivity', `shares a lead with at most ${buyer.exclusivity.maxSharers - 1} other buyers`);
  }

  if (buyer.schedule) {
    const local = localTime(now, buyer.timeZone);
    const open = buyer.schedule[local.weekday];
    if (!open || local.minutes < open.from || local.minutes >= open.to) {
      return no(
        'schedule',
        `closed at ${local.weekday} ${clock(local.minutes)} ${buyer.timeZone}${open ? ` (open ${clock(open.from)}–${clock(open.to)})` : ''}`,
      );
    }
  }

  const state = (fields.state ?? '').trim().toUpperCase();
  if (buyer.filters.states && !buyer.filters.states.includes(state)) {
    return no('state', `takes no leads from ${state || 'an unknown state'}`);
  }
  const verdict = verdictOf(fields.lead_is_qualified);
  if (buyer.filters.verdict !== 'any' && verdict !== buyer.filters.verdict) {
    return no(
      'verdict',
      `takes only ${buyer.filters.verdict} leads; this one is ${verdict === 'none' ? 'without a verdict' : verdict}`,
    );
  }
  const missing = buyer.filters.fields.find((field) => !fields[field]?.trim());
  if (missing) return no('field', `requires ${missing}`);
  const unproven = buyer.filters.proofs.find((proof) => !PROOF_FIELDS[proof](fields));
  if (unproven) return no('proof', `requires the ${unproven} proof`);
  return { eligible: true };
}
