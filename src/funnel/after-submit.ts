import { thankYouQuery, thankYouUrl } from '../../guards/thank-you-query';
import { isHeld, OUTBOX_CHANGE_EVENT, watchHeldLeads } from '../../services/lead-outbox';
import { withUnkeptLead } from '../../services/unkept-lead';
import type { Flow } from '../../variants/texts/flow-texts';
import { HELD_LEAD_TEXTS } from '../../variants/texts/held-lead-texts';

export interface HeldNotice {
  title: string;
  detail: string;
}

/**
 * Where a finished funnel goes: the thank-you page, unless the lead could not be sent and nothing could show that
 * page offline. With the service worker in control, its cached thank-you page says truthfully that the details
 * will be sent; without it the visitor stays here, told the same, until the lead is stored. A lead the browser
 * refused to keep (storage off, so the outbox has no copy) goes with the visitor, in the thank-you page's address
 * (services/unkept-lead.ts): that page sends it while it stays open, and says so.
 */
export interface ThankYouPlace {
  page: string;
  /** Told to the thank-you page, which words its result for the flow (guards/thank-you-query.ts). */
  flow: Flow;
  language: 'en' | 'es';
  /** The compensation meter's level, when the page shows the meter. */
  compensationLevel: string | undefined;
}

export function leaveForThankYou(
  { page, flow, language, compensationLevel }: ThankYouPlace,
  lead: { path: string; body: Record<string, string>; posted: boolean },
  { onHeld, forget }: { onHeld: (notice: HeldNotice) => void; forget: () => void },
): void {
  // The visitor's answers go once the lead is held: the outbox has it now, and a reload starts afresh.
  if (isHeld(lead.path, lead.body)) forget();
  const thankYou = thankYouUrl(page, thankYouQuery(lead.body, { flow, language, compensationLevel }));
  const unkept = !lead.posted && !isHeld(lead.path, lead.body);
  const destination = unkept ? withUnkeptLead(thankYou, { path: lead.path, body: lead.body }) : thankYou;
  const leave = () => window.location.assign(destination);
  // Nothing on this page would send an unkept lead again; online, the thank-you page it goes to does.
  if (lead.posted || navigator.serviceWorker?.controller || (unkept && navigator.onLine)) {
    leave();
    return;
  }
  onHeld({ title: HELD_LEAD_TEXTS.title[language], detail: HELD_LEAD_TEXTS.detail[language] });
  watchHeldLeads();
  const leaveOnceSafe = () => {
    if (!isHeld(lead.path, lead.body) || navigator.serviceWorker?.controller) leave();
  };
  window.addEventListener(OUTBOX_CHANGE_EVENT, leaveOnceSafe);
  navigator.serviceWorker?.addEventListener('controllerchange', leaveOnceSafe);
}
