/**
 * A lead is a map of about seventy fields, and its path (the body read, the trail replayed, the lead built, its
 * rules applied, its row written) merges and copies such maps a dozen times. V8 keeps a map that size in dictionary
 * mode, and a spread (`{ ...a, ...b }`) of dictionary-mode maps defines every property of the result afresh: about
 * 15 µs for one lead's map, and more than 100 µs merging four of them, against 4 to 7 µs for the loop below
 * (docs/benchmark-results.md, 2026-11-29 (fourth)).
 */

type FieldMap<Value> = Readonly<Record<string, Value>>;

/** Sets the field as a spread defines it: a field named `__proto__` stays a field and never sets the prototype. */
export function setField<Value>(map: Record<string, Value>, key: string, value: Value) {
  if (key === '__proto__')
    Object.defineProperty(map, key, { value, enumerable: true, writable: true, configurable: true });
  else map[key] = value;
}

/** The maps merged into a new one, a later map's value winning, as `{ ...a, ...b }` gives; undefined maps skipped. */
export function mergeFields<Value>(
  ...maps: readonly (FieldMap<Value> | undefined | null)[]
): Record<string, Value> {
  const merged: Record<string, Value> = {};
  for (const map of maps) {
    if (!map) continue;
    const keys = Object.keys(map);
    for (let index = 0; index < keys.length; index++) {
      const key = keys[index]!;
      setField(merged, key, map[key]!);
    }
  }
  return merged;
}

/** The map without the fields named, as a rest pattern (`const { a, ...rest } = map`) gives. */
export function withoutFields<Value>(
  map: FieldMap<Value>,
  fields: ReadonlySet<string>,
): Record<string, Value> {
  const kept: Record<string, Value> = {};
  const keys = Object.keys(map);
  for (let index = 0; index < keys.length; index++) {
    const key = keys[index]!;
    if (!fields.has(key)) setField(kept, key, map[key]!);
  }
  return kept;
}
