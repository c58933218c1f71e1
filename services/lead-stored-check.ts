import { leadStoredCall } from './api/lead-stored/lead-stored-call';
import { send } from './http';

/** How long the question may wait for its answer. */
const STORED_CHECK_TIMEOUT_MS = 10_000;

/**
 * Whether the server has stored a lead this browser could not send by its own call: the session report carries
 * the lead too, and may have got through where the lead's call did not. True only when the server says so;
 * anything else (no lead_id, offline, an error) is "not known", and the lead is kept.
 */
export async function storedByServer(body: Record<string, string>, origin?: string): Promise<boolean> {
  const leadId = body.lead_id;
  if (!leadId) return false;
  try {
    const answer = await send(leadStoredCall, {
      params: { leadId },
      origin,
      timeoutMs: STORED_CHECK_TIMEOUT_MS,
    });
    return answer.stored;
  } catch {
    return false;
  }
}
