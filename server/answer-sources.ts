import { PLACE_FIELDS } from '../guards/lead-fields';
import type { VariantLeadRules } from '../guards/lead-rules';
import { trackingFieldName } from '../guards/tracking';
import { ACTION_FIELDS, askedFields } from '../variants/asked-fields';
import { EVERY_STEP } from '../variants/every-step';

/**
 * Answers come from steps, never from the landing URL (docs/rules.md). The browser leaves a query parameter out
 * of every field its variant asks; this is the server's side of that rule, for a field the lead's own variant
 * never asks but another variant's step does (partial_fault on a flow without the fault step, say): when the
 * landing query carries it, the lead's value can only have come from the URL.
 */
const ASKED_BY_SOME_STEP: ReadonlySet<string> = new Set([...askedFields(EVERY_STEP), ...ACTION_FIELDS]);
const PLACE: ReadonlySet<string> = new Set(PLACE_FIELDS);

/** The lead fields whose value the landing query supplied in place of a step or the zip lookup. */
export function answersFromLandingQuery(
  lead: Readonly<Record<string, string | undefined>>,
  query: Iterable<[string, string]>,
  rules: Pick<VariantLeadRules, 'askedFields'>,
  /**
   * Fields no step of the variant asks that its offer rules read: they choose the offer the lead goes to, not its
   * verdict, and the spec has the landing URL give them (v4nvrz's prior alcohol-related offense).
   */
  offerFields: readonly string[] = [],
): string[] {
  const fromQuery = new Set<string>();
  for (const [key, value] of query) {
    const field = trackingFieldName(key);
    if (!Object.hasOwn(lead, field)) continue;
    // A place the URL gave and the lead repeats is the URL's; the zip code then decides it.
    if (PLACE.has(field) && lead[field] === value) fromQuery.add(field);
    else if (
      ASKED_BY_SOME_STEP.has(field) &&
      !rules.askedFields.includes(field) &&
      !offerFields.includes(field)
    ) {
      fromQuery.add(field);
    }
  }
  return [...fromQuery];
}
