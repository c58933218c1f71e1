/**
 * Shapes that belong to no one endpoint: the error answer every call may get, and where a lead came from. Every
 * call's own types come from its contract's schemas (`services/api/<endpoint>/<endpoint>-contract.ts`). Types
 * only: the console imports this file with `import type`, so it must never gain a runtime import.
 */

export interface ApiIssue {
  /** The field at fault ('' for the body as a whole). */
  path: string;
  message: string;
}

/** Every 4xx answer of the API has this shape. */
export interface ApiError {
  error: string;
  issues: ApiIssue[];
}

export type LeadSource = 'post-lead' | 'ingest' | 'ticket';
