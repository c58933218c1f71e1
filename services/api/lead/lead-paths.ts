/**
 * The one list of the calls that carry a lead: the service worker's outbox replays these and nothing else
 * (services/service-worker-messages.ts), a session report names one of them, and each lead call in lead-call.ts
 * takes its path from it (test/unit/services/api/lead/lead-paths.test.ts checks every path here has its call).
 * Apart from lead-call.ts, whose every export must be a call (services/api/api-paths.ts reads them all).
 */
export const LEAD_PATHS = ['/post-lead', '/ticket-lead', '/ingest'] as const;
export type LeadPath = (typeof LEAD_PATHS)[number];
