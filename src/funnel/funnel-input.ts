import { localIsoDate, utcIsoDate } from '../../guards/dates';
import { normalizeTracking } from '../../guards/tracking';
import type { FunnelInput } from '../../machines/funnel-types';
import type { SurveyRoute } from '../../variants/route-table';

/** A v4 UUID, also where crypto.randomUUID is missing (plain http on a LAN address). */
export function newLeadId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The combined-last-step marker: on the route, or `last-step=combined` in the query. */
function hasCombinedLastStep(route: SurveyRoute, query: URLSearchParams): boolean {
  return route.combinedLastStep === true || query.get('last-step') === 'combined';
}

export function browserFunnelInput(route: SurveyRoute, dateOfBirthStates: readonly string[]): FunnelInput {
  const url = new URL(window.location.href);
  return {
    leadId: newLeadId(),
    today: localIsoDate(new Date()),
    language: route.language,
    combinedLastStep: hasCombinedLastStep(route, url.searchParams),
    dateOfBirthStates,
    visitorState: (url.searchParams.get('state') ?? '').trim().toUpperCase().slice(0, 2),
    tracking: normalizeTracking(url.searchParams.entries(), route),
    page: {
      landing_page: url.origin,
      landing_page_url: url.href,
      page_referer: document.referrer,
      user_agent: navigator.userAgent,
    },
  };
}

/** What the prerenderer runs the funnel with: only the first step's markup depends on it. */
export function prerenderFunnelInput(route: SurveyRoute): FunnelInput {
  return {
    leadId: '',
    today: utcIsoDate(new Date()),
    language: route.language,
    combinedLastStep: route.combinedLastStep === true,
    dateOfBirthStates: [],
    visitorState: '',
    tracking: {},
    page: {},
  };
}
