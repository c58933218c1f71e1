import type { PostedLeadContext } from './funnel-lead';

/**
 * How a posted lead travels to a lead thread (lead-threads.ts to lead-thread.ts): a line of JSON with its request id
 * and what its lead needs beside the body, a line break, then the body's own text. JSON text has no line break of
 * its own, so the first one ends the line; the body is never parsed, escaped or copied on the event loop.
 */
export interface PostedLeadRequest {
  id: number;
  context: PostedLeadContext;
}

export function postedLeadRequest(request: PostedLeadRequest, body: string): string {
  return `${JSON.stringify(request)}\n${body}`;
}

/** The request and body of a posted lead's message; undefined for a message of another kind (no line break). */
export function readPostedLeadRequest(
  text: string,
): { request: PostedLeadRequest; body: string } | undefined {
  const lineEnd = text.indexOf('\n');
  if (lineEnd < 0) return undefined;
  return {
    request: JSON.parse(text.slice(0, lineEnd)) as PostedLeadRequest,
    body: text.slice(lineEnd + 1),
  };
}
