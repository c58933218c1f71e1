import { BUYERS_STEP_FAILED, buyerFields } from '../../guards/one-to-one';
import { fetchAvailableBuyers } from '../../services/api/buyers/buyers-client';
import { FIXED_BUYERS } from '../../variants/routes/one-to-one-buyers';
import { findSurveyRoute } from '../../variants/routes/route-table';

/**
 * The one-to-one fields the ZipCode step adds to its answer: the route's fixed buyers, or those the server finds
 * for the zip code. Loaded only when a step finds buyers. If anything here throws, the lead goes on without
 * one-to-one consent (the error catalogue).
 */
export async function findBuyers(
  path: string,
  answers: Readonly<Record<string, string>>,
): Promise<Record<string, string>> {
  try {
    const fixed = findSurveyRoute(path)?.buyers;
    if (fixed) return buyerFields({ kind: 'fixed', buyers: FIXED_BUYERS[fixed] });
    return buyerFields(await fetchAvailableBuyers(answers));
  } catch {
    return BUYERS_STEP_FAILED;
  }
}
