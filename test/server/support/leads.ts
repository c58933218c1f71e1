import { randomUUID } from 'node:crypto';

/**
 * A lead that qualifies on TODAY (2026-11-22): injured, treated, not at fault, no lawyer, an accident in August
 * 2026 in Houston, and a plain six-word description.
 */
export function qualifiedLead(overrides: Record<string, unknown> = {}): Record<string, unknown> {
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
    email: 'maria.lopez@example.com',
    phone: '(713) 555-0182',
    ...overrides,
  };
}

export async function postJson(
  baseUrl: string,
  body: unknown,
  { contentType = 'application/json', userAgent = 'lead-tests/1.0' } = {},
): Promise<Response> {
  return fetch(`${baseUrl}/post-lead`, {
    method: 'POST',
    headers: { 'content-type': contentType, 'user-agent': userAgent },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
