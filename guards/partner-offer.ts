import { isYes, normalized, type Answers } from './answers';
import { DQ_HAVE_ATTORNEY, DQ_WANTS_NEW_LAWYER } from './qualification';

/**
 * The partner offer a disqualified visitor is shown in a new tab before the lead posts (spec section 4,
 * "Disqualification"). The link is an operator's URL template (DESIGN.md section 9); unset, no tab opens.
 * Placeholders: {transaction_id}, {affid}, {sub_id}, {sub1}, {sub2}, each URL-encoded when filled.
 */
export const PARTNER_OFFER_EXCLUDED_AFFIDS: readonly string[] = ['20', '23'];
const VW3_REASONS: readonly string[] = [DQ_HAVE_ATTORNEY, DQ_WANTS_NEW_LAWYER];

export interface PartnerOfferContext {
  /** The variant's data-variant id. */
  variant: string;
  /** The operator's template; empty or undefined when none is configured. */
  template: string | undefined;
}

/** Whether this disqualified lead opens the partner offer in this variant. */
export function opensPartnerOffer(lead: Answers, variant: string): boolean {
  if (normalized(lead.lead_is_qualified) !== 'no') return false;
  // The DUI description step takes the visitor out of the disqualified way out.
  if (isYes(lead.disqualification_cleared)) return false;
  switch (variant) {
    case 'state-routed':
      return false;
    case 'dui':
      return !isYes(lead.prior_alcohol_related_offense);
    case 'vw3':
      return (
        !PARTNER_OFFER_EXCLUDED_AFFIDS.includes((lead.affid ?? '').trim()) &&
        VW3_REASONS.includes(lead.dq_reason ?? '')
      );
    default:
      return true;
  }
}

/** The filled link, or null when no tab should open. */
export function partnerOfferUrl(lead: Answers, context: PartnerOfferContext): string | null {
  if (!context.template || !opensPartnerOffer(lead, context.variant)) return null;
  const affid = lead.affid ?? '';
  const subId = lead.sub_id ?? '';
  const vw3 = context.variant === 'vw3';
  const values: Record<string, string> = {
    transaction_id: lead.ef_transaction_id ?? '',
    affid,
    sub_id: subId,
    sub1: vw3 ? `${affid}_${subId}` : subId,
    sub2: vw3 ? (lead.dq_reason ?? '') : '',
  };
  return context.template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? encodeURIComponent(values[name] ?? '') : whole,
  );
}
