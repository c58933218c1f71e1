/**
 * The cases of the forge matrix, and what a case must leave as the honest walk left it. The full product (every
 * variant's honest walks × every forged field × each of its values × every way in) is some 60,000 requests, at
 * about 17 ms of CPU each, so it is sampled, deterministically, by rules that keep every part of it covered
 * across the variants:
 *
 * - a field the variant asks is forged in two of the four JSON ways (landing URL, lead body, session report,
 *   `/ingest`), once on each of its honest walks;
 * - a field the server decides, a proof, and any other field of the catalogue, in one JSON way per variant;
 * - a field only other flows ask, in one JSON way in every fourth variant;
 * - the way, the walk and the value turn with the field's and the variant's place in their lists, so over the
 *   variants each field meets every way and every value it has (a field's values are the ones that would make a
 *   lead better, or name it otherwise than the walk did: forged-values.ts);
 * - besides, on each disqualified walk, every answer that alone would qualify it (qualifyingCases) in every way;
 * - the forms without JavaScript cost a walk of form posts each: each honest walk is walked once with every field
 *   forged at once as hidden inputs (one value each, turning with the walk).
 *
 * About 2,500 JSON cases and 50 form walks in all.
 */
import { SERVER_DECIDED_FIELDS } from '../../../guards/lead-rules';
import { PLACE_FIELDS } from '../../../guards/lead-fields';
import type { StoredLead } from '../../../services/api/leads/leads-contract';
import { ACTION_FIELDS, askedFields } from '../../../variants/registries/asked-fields';
import { buildLead } from '../../../variants/registries/lead-builder';
import { variantLeadRules } from '../../../variants/registries/variant-lead-rules';
import type { VariantDefinition } from '../../../variants/variant-definition';
import { FORGED_FIELDS, type ForgedField } from './forged-values';
import type { HonestWalk } from './honest-walks';
import { WAYS, type Forgery, type Way } from './ways-in';

export const JSON_WAYS = WAYS.filter((way): way is Exclude<Way, 'form-field'> => way !== 'form-field');

export interface ForgeCase {
  walk: HonestWalk;
  way: Exclude<Way, 'form-field'>;
  field: string;
  value: string;
  forgery: Forgery;
}

export function askedBy(definition: VariantDefinition): Set<string> {
  return new Set([...askedFields(definition.catalogue), ...ACTION_FIELDS]);
}

/** A field only other flows ask is forged in one variant out of this many, in turn. */
const FOREIGN_EVERY = 4;

/** How many JSON ways a field is forged in per variant: see the sampling rules above. */
function waysFor(forged: ForgedField, asked: ReadonlySet<string>, turn: number): number {
  if (forged.role === 'answer') return asked.has(forged.field) ? 2 : turn % FOREIGN_EVERY === 0 ? 1 : 0;
  return 1;
}

/**
 * The JSON cases of one variant's honest walks, `variantIndex` turning the ways, walks and values (see the
 * sampling rules above).
 */
export function casesOf(walks: readonly HonestWalk[], variantIndex: number): ForgeCase[] {
  const asked = askedBy(walks[0]!.definition);
  const cases: ForgeCase[] = [];
  for (const [fieldIndex, forged] of FORGED_FIELDS.entries()) {
    const turn = fieldIndex + variantIndex;
    for (let nth = 0; nth < waysFor(forged, asked, turn); nth += 1) {
      // The second way of a field is two ways on from its first, and on the other walk.
      const way = JSON_WAYS[(turn + 2 * nth) % JSON_WAYS.length]!;
      const value = forged.values[(turn + nth) % forged.values.length]!;
      cases.push({
        walk: walks[(turn + nth) % walks.length]!,
        way,
        field: forged.field,
        value,
        forgery: { [forged.field]: value },
      });
    }
  }
  return cases;
}

/**
 * The forgeries that would qualify a disqualified walk if the server took them: each value of a field the variant
 * asks that, put in place of the walk's own answer, makes the browser's lead builder qualify the lead. These are
 * the forgeries a fraud would try first, so each is sent every JSON way, beside the sampled cases.
 */
export function qualifyingCases(walk: HonestWalk): ForgeCase[] {
  if (walk.browserQualified) return [];
  const { context } = walk.path.final;
  const rules = variantLeadRules(walk.definition, walk.route);
  const asked = askedBy(walk.definition);
  const cases: ForgeCase[] = [];
  for (const forged of FORGED_FIELDS.filter((candidate) => asked.has(candidate.field))) {
    for (const value of forged.values) {
      if (context.answers[forged.field] === value) continue;
      const answers = { ...context.answers, [forged.field]: value };
      const lead = buildLead({ ...context, answers }, walk.definition.offerRules, rules);
      if (lead.lead_is_qualified !== 'yes') continue;
      for (const way of JSON_WAYS)
        cases.push({ walk, way, field: forged.field, value, forgery: { [forged.field]: value } });
    }
  }
  return cases;
}

/** Every field forged at once, one value each, for a walk through the forms. */
export function everyFieldForged(walkIndex: number): Forgery {
  return Object.fromEntries(
    FORGED_FIELDS.map((forged, fieldIndex) => [
      forged.field,
      forged.values[(walkIndex + fieldIndex) % forged.values.length]!,
    ]),
  );
}

/**
 * The fields whose stored value must be the honest walk's: the verdict, its reason and every other field the
 * server decides, the place (from the zip code), the phone's proof, and every field the variant asks.
 */
export function decidedFields(definition: VariantDefinition): string[] {
  return [
    ...new Set([
      'lead_is_qualified',
      'dq_reason',
      ...SERVER_DECIDED_FIELDS,
      ...PLACE_FIELDS,
      'sms_verified',
      ...askedBy(definition),
    ]),
  ];
}

/** The fields of `fields` whose stored values differ between two leads, with both values. */
export function differences(
  honest: StoredLead,
  forged: StoredLead,
  fields: readonly string[],
): Record<string, [honest: string, forged: string]> {
  const differing: Record<string, [string, string]> = {};
  for (const field of fields) {
    const [a, b] = [honest.lead[field] ?? '', forged.lead[field] ?? ''];
    if (a !== b) differing[field] = [a, b];
  }
  return differing;
}

/** The source the server gives a field of a stored lead (GET /api/leads/:id `sources`), when it gives one. */
export function sourceOf(stored: StoredLead, field: string): string | undefined {
  return (stored as StoredLead & { sources?: Record<string, string> }).sources?.[field];
}

/**
 * What a forged proof must not be: kept as a proof the vendor stands behind. A fake id stored at all is stored
 * with a source other than `vendor`; one from the landing URL is not stored under the proof's name at all.
 */
export function proofProblem(forged: StoredLead, field: string, value: string, way: Way): string | undefined {
  if (forged.lead[field] !== value) return undefined;
  if (way === 'landing-url') return `${field}: the landing URL's fake id is stored as the proof`;
  const source = sourceOf(forged, field);
  if (source === undefined || source === 'vendor')
    return `${field}: the fake id is stored with source ${source}`;
  return undefined;
}
