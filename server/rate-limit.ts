import { normalizeIP, type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { ingestCall, postLeadCall, ticketLeadCall } from '../services/api/lead/lead-call';
import { saveDataCall } from '../services/api/save-data/save-data-call';
import { SURVEY_ROUTES } from '../variants/routes/route-table';

/**
 * The API's per-address budgets. Visitors behind a carrier's shared address all count against one budget, so
 * the calls that carry a lead count in a larger one of their own, apart from every other call: no number of
 * checks, zip look-ups or page saves from an address can make a lead answer 429.
 */

/** The calls that carry a lead: the funnels', the contact forms', the ticket flow's, and the session report, which carries the lead as a second channel. Listed here once. */
export const LEAD_CALLS = [postLeadCall, ticketLeadCall, ingestCall, saveDataCall] as const;

/** A survey's form posted without JavaScript: its last step stores a lead as `/post-lead` does. */
const SURVEY_FORM_POSTS = SURVEY_ROUTES.flatMap((route) => [`POST ${route.path}`, `POST ${route.path}/`]);

const LEAD_ROUTES = new Set<string>([
  ...LEAD_CALLS.map((call) => `${call.method} ${call.path}`),
  ...SURVEY_FORM_POSTS,
]);

export function isLeadRoute(request: FastifyRequest): boolean {
  return LEAD_ROUTES.has(`${request.method} ${request.routeOptions.url ?? ''}`);
}

/** The plugin's options: one store, each address counted twice over, once for lead routes and once for the rest. */
export function rateLimitOptions(budgets: { max: number; leadMax: number }): RateLimitPluginOptions {
  return {
    global: true,
    timeWindow: '1 minute',
    max: (request) => (isLeadRoute(request) ? budgets.leadMax : budgets.max),
    // The plugin's own key (an IPv6 address counts by its /64), kept apart for the lead routes.
    keyGenerator: (request) => {
      const address = normalizeIP(request.ip);
      return isLeadRoute(request) ? `lead ${address}` : address;
    },
    errorResponseBuilder: () => Object.assign(new Error('Too many requests'), { statusCode: 429 }),
  };
}
