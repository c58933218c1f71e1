import { randomUUID } from 'node:crypto';
import type { Asker } from './test-server';
import { withTrail } from './trails';

let people = 0;

/**
 * A lead that qualifies on TODAY (2026-11-22): injured, treated, not at fault, no lawyer, an accident in August
 * 2026 in Houston, and a plain six-word description. Each call is another person (an e-mail and phone of its
 * own), so that leads a test posts one after another are neither repeats nor duplicates of each other unless the
 * test says so with the same contact details.
 */
export function qualifiedLead(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  people += 1;
  return {
    lead_id: randomUUID(),
    at_Fault: 'No',
    physical_injury: 'Yes',
    doctor_treatment: 'Yes',
    with_Lawyer: 'No',
    injury_year: '2026',
    injury_month: '8',
    zip_code: '77002',
    case_description: 'A truck hit my car yesterday',
    firstName: 'Maria',
    lastName: 'Lopez',
    email: `maria.lopez.${people}@example.com`,
    phone: `(713) 555-${String(people % 10_000).padStart(4, '0')}`,
    ...overrides,
  };
}

/** A field map the funnel could have made: an object naming no trail of its own, with a way to reach the visitor. */
function walkable(body: unknown): body is Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return false;
  const fields = body as Record<string, unknown>;
  return (
    !Object.hasOwn(fields, 'trail') && (typeof fields.email === 'string' || typeof fields.phone === 'string')
  );
}

/**
 * Posts a lead as the funnel does: a field map goes with the trail its walk makes (support/trails.ts), unless the
 * test names its own trail or asks for none (`trail: false`).
 */
export async function postJson(
  server: Asker,
  body: unknown,
  {
    contentType = 'application/json',
    userAgent = 'lead-tests/1.0',
    trail = true,
    headers = {},
  }: { contentType?: string; userAgent?: string; trail?: boolean; headers?: Record<string, string> } = {},
): Promise<Response> {
  const sent = trail && walkable(body) ? await withTrail(body) : body;
  return server.fetch('/post-lead', {
    method: 'POST',
    headers: { 'content-type': contentType, 'user-agent': userAgent, ...headers },
    body: typeof sent === 'string' ? sent : JSON.stringify(sent),
  });
}
