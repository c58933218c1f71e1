import type { Call } from './call';
import * as analytics from './analytics/analytics-call';
import * as auction from './auction/auction-call';
import * as auditLog from './audit-log/audit-log-call';
import * as buyers from './buyers/buyers-call';
import * as callNumber from './call-number/call-number-call';
import * as checks from './checks/checks-call';
import * as compensationEstimate from './compensation-estimate/compensation-estimate-call';
import * as consentRevocation from './consent-revocation/consent-revocation-call';
import * as consoleSession from './console-session/console-session-call';
import * as deliveries from './deliveries/deliveries-call';
import * as flowDrawings from './flow-drawings/flow-drawings-call';
import * as lead from './lead/lead-call';
import * as leadProof from './lead-proof/lead-proof-call';
import * as leadStored from './lead-stored/lead-stored-call';
import * as leads from './leads/leads-call';
import * as mappings from './mappings/mappings-call';
import * as money from './money/money-call';
import * as notifications from './notifications/notifications-call';
import * as operatorAccounts from './operator-accounts/operator-accounts-call';
import * as phoneVerification from './phone-verification/phone-verification-call';
import * as prepopulation from './prepopulation/prepopulation-call';
import * as privacyRequest from './privacy-request/privacy-request-call';
import * as returns from './returns/returns-call';
import * as saveData from './save-data/save-data-call';
import * as smsOutbox from './sms-outbox/sms-outbox-call';
import * as zipPlace from './zip-place/zip-place-call';

/**
 * The one index of the API's paths. The server (which paths answer a miss in JSON, which routes the OpenAPI
 * document describes) and both Vite dev servers (which paths they pass to the API) read it, so a new endpoint
 * cannot work in production and fall through to Vite's index.html under `npm run dev`. Every endpoint folder's
 * call module is listed here whole, so a call added to one is indexed by itself; test/unit/services/api/api-paths
 * fails when a folder is missing.
 */
const CALL_MODULES: readonly Readonly<Record<string, Call>>[] = [
  analytics,
  auction,
  auditLog,
  buyers,
  callNumber,
  checks,
  compensationEstimate,
  consentRevocation,
  consoleSession,
  deliveries,
  flowDrawings,
  lead,
  leadProof,
  leadStored,
  leads,
  mappings,
  money,
  notifications,
  operatorAccounts,
  phoneVerification,
  prepopulation,
  privacyRequest,
  returns,
  saveData,
  smsOutbox,
  zipPlace,
];

/** Every call the browser or the console makes. */
export const API_CALLS: readonly Call[] = CALL_MODULES.flatMap((module) => Object.values(module));

/**
 * The server's paths that no page calls: liveness and readiness, the Prometheus scrape and the API's own description
 * (`/docs`, `/docs/json`).
 */
export const SERVER_PATHS = ['/healthz', '/readyz', '/metrics', '/docs'] as const;

/** `/us/:zip` → `/us`, `/api/validate/phone` → `/api`: the first segment of a path. */
export const firstSegmentOf = (path: string) => `/${path.split('/')[1] ?? ''}`;

/** The first segments the API owns: a path is the API's when it is one of these or lies under one. */
export const API_PATHS: readonly string[] = [
  ...new Set([...API_CALLS.map((call) => firstSegmentOf(call.path)), ...SERVER_PATHS]),
].sort();

export function isApiPath(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return API_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** The same rule as a regular expression's source, for a proxy that matches by pattern (Vite's dev server). */
export const API_PATH_PATTERN = `^(${API_PATHS.map((path) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?:[/?#]|$)`;
