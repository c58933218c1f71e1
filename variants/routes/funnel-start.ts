import { normalizeTracking } from '../../guards/tracking';
import type { SurveyRoute } from './route-table';

/**
 * What a funnel starts with from its landing address, the same in the browser and on the server (a form posted
 * without JavaScript): the landing query's tracking fields (tracking only, never answers), the combined last step
 * (on the route, or `last-step=combined`), and the visitor's state when the query names it.
 */
export function funnelStartFacts(route: SurveyRoute, query: URLSearchParams) {
  return {
    combinedLastStep: route.combinedLastStep === true || query.get('last-step') === 'combined',
    visitorState: (query.get('state') ?? '').trim().toUpperCase().slice(0, 2),
    tracking: normalizeTracking(query.entries(), route),
  };
}
