import secureJson from 'secure-json-parse';
import { isLeadIdShape, type NormalizedLead } from '../guards/lead-normalization';
import type { ApiIssue } from '../services/api/contract-types';
import { postLeadBodySchema } from '../services/api/lead/lead-contract';

/**
 * A funnel lead's body as it was posted (`/post-lead`, `/ticket-lead`): JSON text, read exactly as the routes' own
 * parser and schema read one (Fastify's JSON parser refuses a prototype key, the lead contract normalises). The
 * routes keep the text as it came and a lead thread reads it (lead-thread.ts): reading it on the event loop, then
 * writing it out again for the thread, was a fifth of the event loop's work on a lead (docs/benchmark-results.md).
 */

/** Why a posted body is no lead: not JSON at all (or empty), or a lead the contract refuses, naming its fields. */
export type Refusal =
  | { json: 'empty' | 'invalid' }
  | { issues: ApiIssue[]; /** The body's own lead id, for the log, when it is one. */ leadId?: string };

export type PostedLead = { body: NormalizedLead } | { refused: Refusal };

/** A refused lead's id, when it has one: not personal data, and what an operator needs to find the visit. */
export function refusedLeadIdOf(body: unknown): string | undefined {
  const id = (body as { lead_id?: unknown } | null)?.lead_id;
  return typeof id === 'string' && isLeadIdShape(id) ? id.toLowerCase() : undefined;
}

export function readPostedLead(text: string): PostedLead {
  if (text.length === 0) return { refused: { json: 'empty' } };
  let raw: unknown;
  try {
    raw = secureJson.parse(text, null, { protoAction: 'error', constructorAction: 'error' });
  } catch {
    return { refused: { json: 'invalid' } };
  }
  const read = postLeadBodySchema.safeParse(raw);
  if (read.success) return { body: read.data };
  return {
    refused: {
      issues: read.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
      leadId: refusedLeadIdOf(raw),
    },
  };
}

const LEAD_ID_MEMBER = /"lead_id"\s*:\s*"([^"\\]{0,100})"/;

/**
 * The lead id a posted body names, found without reading the body: the first `"lead_id": "…"` in its text. Only a
 * hint, for the phone approvals read before the lead is made (by its id): whoever reads the body compares it with
 * the id the body really has, and a lead whose hint was wrong (a lead id written with escapes, or named twice) is
 * made again with its own id's approvals. A wrong hint costs time, never a verdict.
 */
export function leadIdHintOf(text: string): string {
  return LEAD_ID_MEMBER.exec(text)?.[1] ?? '';
}
