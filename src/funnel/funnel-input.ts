import { localIsoDate, utcIsoDate } from '../../guards/dates';
import type { FunnelInput } from '../../machines/funnel-types';
import { funnelStartFacts } from '../../variants/routes/funnel-start';
import type { SurveyRoute } from '../../variants/routes/route-table';
import { newTimeOrderedId } from '../../services/time-ordered-id';

export function browserFunnelInput(route: SurveyRoute): FunnelInput {
  const url = new URL(window.location.href);
  return {
    leadId: newTimeOrderedId(),
    startedAt: Date.now(),
    today: localIsoDate(new Date()),
    language: route.language,
    ...funnelStartFacts(route, url.searchParams),
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
