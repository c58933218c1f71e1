import { thankYouQuery, thankYouUrl } from '../../guards/thank-you-query';
import { isHeld, OUTBOX_CHANGE_EVENT, watchHeldLeads } from '../../services/lead-outbox';
import type { Flow } from '../../variants/flow-texts';
import { HELD_LEAD_TEXTS } from '../../variants/held-lead-texts';

export interface HeldNotice {
  title: string;
  detail: string;
}

/**
 * Where a finished funnel goes: the thank-you page, unless the lead could not be sent and nothing could show that
 * page offline. With the service worker in control, its cached thank-you page says truthfully that the details
 * will be sent; without it the visitor stays here, told the same, until the lead is stored.
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
  const leave = () => window.location.assign(thankYou);
  if (lead.posted || navigator.serviceWorker?.controller) {
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
