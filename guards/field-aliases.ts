/**
 * One field, two names: the spec's field map spells a few fields differently from flow to flow (the one-page
 * survey, the first funnel and VW3 send first_name and last_name; the contact form sends message and
 * type_of_accident; one variant writes case_Type). A lead keeps the name it was sent under; an export or a
 * console page shows each such field once, under its first name here (docs/rules.md).
 */
export const FIELD_ALIASES: Readonly<Record<string, readonly string[]>> = {
  firstName: ['first_name'],
  lastName: ['last_name'],
  case_description: ['message'],
  accident_type: ['type_of_accident'],
  case_type: ['case_Type'],
};

const CANONICAL_OF: ReadonlyMap<string, string> = new Map(
  Object.entries(FIELD_ALIASES).flatMap(([canonical, aliases]) => aliases.map((alias) => [alias, canonical])),
);

/** The one name a field is shown under: its canonical name if it is an alternate spelling, else its own. */
export function canonicalField(field: string): string {
  return CANONICAL_OF.get(field) ?? field;
}

/**
 * A lead's fields with each alternate spelling merged into its canonical name, the first non-empty of the
 * canonical name and its aliases winning. Only the lead's own properties count: a field named like an Object
 * method (constructor, toString) is a value or nothing, never a function's text.
 */
export function mergedFields(lead: Readonly<Record<string, string | undefined>>): Map<string, string> {
  const merged = new Map<string, string>();
  for (const field of Object.keys(lead)) {
    const value = Object.hasOwn(lead, field) ? (lead[field] ?? '') : '';
    const name = canonicalField(field);
    const kept = merged.get(name);
    // The canonical spelling wins when both are filled; an empty one gives way to a filled alias.
    if (kept === undefined || (kept === '' && value !== '') || (field === name && value !== '')) {
      merged.set(name, value);
    }
  }
  return merged;
}
