import { prepopulatesDirectly, prepopulationRequest } from '../../guards/prepopulation';
import { prepopulationPath } from '../../services/prepopulation-path';

const CHECK_TIMEOUT_MS = 5000;

/**
 * The values the landing URL fills the forms with, or null: at once for a share of 100, otherwise when the server
 * answers yes. A failed check fills nothing (the spec's error catalogue swallows it).
 */
export async function prepopulatedValues(
  search: string,
  affid: string,
  /** Where the server is; the page's own origin when omitted. */
  origin = '',
): Promise<Record<string, string> | null> {
  const request = prepopulationRequest(new URLSearchParams(search), affid);
  if (!request) return null;
  if (prepopulatesDirectly(request)) return request.values;
  try {
    const response = await fetch(`${origin}${prepopulationPath(request.affid, request.percentage)}`, {
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    const answer = (await response.json()) as { result?: unknown } | null;
    return answer?.result === 'yes' ? request.values : null;
  } catch {
    return null;
  }
}
