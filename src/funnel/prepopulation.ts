import { prepopulatesDirectly, prepopulationRequest } from '../../guards/prepopulation';
import { prepopulationCall } from '../../services/api/prepopulation/prepopulation-call';
import { send } from '../../services/http';

const CHECK_TIMEOUT_MS = 5000;

/**
 * The values the landing URL fills the forms with, or null: at once for a share of 100, otherwise when the server
 * answers yes. A failed check fills nothing (the spec's error catalogue swallows it).
 */
export async function prepopulatedValues(
  search: string,
  affid: string,
  /** Where the server is; the page's own origin when omitted. */
  origin?: string,
): Promise<Record<string, string> | null> {
  const request = prepopulationRequest(new URLSearchParams(search), affid);
  if (!request) return null;
  if (prepopulatesDirectly(request)) return request.values;
  try {
    const answer = await send(prepopulationCall, {
      params: { affid: request.affid, percentage: request.percentage },
      origin,
      timeoutMs: CHECK_TIMEOUT_MS,
    });
    return answer?.result === 'yes' ? request.values : null;
  } catch {
    return null;
  }
}
