import { isYes, normalized, type Answers } from './answers';
import { DQ_HAVE_ATTORNEY, DQ_WANTS_NEW_LAWYER } from './qualification';

/**
 * The partner offer a disqualified visitor is shown in a new tab before the lead posts (spec section 4,
 * "Disqualification"). The link is an operator's URL template (PARTNER_OFFER_URL), since the spec names no
 * partner; unset, no tab opens. Placeholders: {transaction_id}, {affid}, {sub_id}, {sub1}, {sub2}, each
 * URL-encoded when filled.
 */
export const PARTNER_OFFER_EXCLUDED_AFFIDS: readonly string[] = ['20', '23'];
const ATTORNEY_REASONS: readonly string[] = [DQ_HAVE_ATTORNEY, DQ_WANTS_NEW_LAWYER];

/**
 * Who of the disqualified is shown the offer, and how the link's sub ids are filled: each variant names its
 * policy in its definition (`partnerOffer`), `always` when it names none. - `always`: every disqualified
 * lead; - `never`: none (the state-routed variants); - `without-prior-offense`: not a lead with a prior
 * alcohol-related offense (the DUI funnel); - `attorney-reasons`: only a lead disqualified for having an
 * attorney, and not from affid 20 or 23; the link carries affid_sub_id in sub1 and the reason in sub2 (VW3).
 */
export const PARTNER_OFFER_POLICIES = [
  'always',
  'never',
  'without-prior-offense',
  'attorney-reasons',
] as const;
export type PartnerOfferPolicy = (typeof PARTNER_OFFER_POLICIES)[number];

export interface PartnerOfferContext {
  /** The variant's policy; `always` when it names none. */
  policy: PartnerOfferPolicy | undefined;
  /** The operator's template; empty or undefined when none is configured. */
  template: string | undefined;
}

/** Whether this disqualified lead opens the partner offer under this policy. */
export function opensPartnerOffer(lead: Answers, policy: PartnerOfferPolicy = 'always'): boolean {
  if (normalized(lead.lead_is_qualified) !== 'no') return false;
  // The DUI description step takes the visitor out of the disqualified way out.
  if (isYes(lead.disqualification_cleared)) return false;
  switch (policy) {
    case 'never':
      return false;
    case 'without-prior-offense':
      return !isYes(lead.prior_alcohol_related_offense);
    case 'attorney-reasons':
      return (
        !PARTNER_OFFER_EXCLUDED_AFFIDS.includes((lead.affid ?? '').trim()) &&
        ATTORNEY_REASONS.includes(lead.dq_reason ?? '')
      );
    case 'always':
      return true;
  }
}

/** The filled link, or null when no tab should open. */
export function partnerOfferUrl(lead: Answers, context: PartnerOfferContext): string | null {
  if (!context.template || !opensPartnerOffer(lead, context.policy)) return null;
  const affid = lead.affid ?? '';
  const subId = lead.sub_id ?? '';
  const withReason = context.policy === 'attorney-reasons';
  const values: Record<string, string> = {
    transaction_id: lead.ef_transaction_id ?? '',
    affid,
    sub_id: subId,
    sub1: withReason ? `${affid}_${subId}` : subId,
    sub2: withReason ? (lead.dq_reason ?? '') : '',
  };
  return context.template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? encodeURIComponent(values[name] ?? '') : whole,
  );
}
