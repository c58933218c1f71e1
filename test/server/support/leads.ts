import { randomUUID } from 'node:crypto';
import type { Asker } from './test-server';

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

export async function postJson(
  server: Asker,
  body: unknown,
  { contentType = 'application/json', userAgent = 'lead-tests/1.0' } = {},
): Promise<Response> {
  return server.fetch('/post-lead', {
    method: 'POST',
    headers: { 'content-type': contentType, 'user-agent': userAgent },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
