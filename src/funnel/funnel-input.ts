import { localIsoDate, utcIsoDate } from '../../guards/dates';
import { normalizeTracking } from '../../guards/tracking';
import type { FunnelInput } from '../../machines/funnel-types';
import type { SurveyRoute } from '../../variants/route-table';
import { newLeadId } from '../../services/lead-id';

/** The combined-last-step marker: on the route, or `last-step=combined` in the query. */
function hasCombinedLastStep(route: SurveyRoute, query: URLSearchParams): boolean {
  return route.combinedLastStep === true || query.get('last-step') === 'combined';
}

export function browserFunnelInput(route: SurveyRoute): FunnelInput {
  const url = new URL(window.location.href);
  return {
    leadId: newLeadId(),
    startedAt: Date.now(),
    today: localIsoDate(new Date()),
    language: route.language,
    combinedLastStep: hasCombinedLastStep(route, url.searchParams),
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
    visitorState: '',
    tracking: {},
    page: {},
  };
}
