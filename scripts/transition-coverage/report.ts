import { stepTransitions, transitionKey, type StepTransition } from '../../machines/step-transitions';
import type { VariantDefinition } from '../../variants/variant-definition';

export interface VariantCoverage {
  variant: string;
  walked: number;
  total: number;
  /** Transitions no walk took, in the definition's order. */
  neverWalked: string[];
}

/** Per variant, which of its step transitions the recorded walks took. */
export function transitionCoverage(
  definitions: readonly VariantDefinition[],
  walks: readonly (StepTransition & { variant: string })[],
): VariantCoverage[] {
  return definitions.map((definition) => {
    const taken = new Set(walks.filter((walk) => walk.variant === definition.id).map(transitionKey));
    const keys = stepTransitions(definition).map(transitionKey);
    return {
      variant: definition.id,
      walked: keys.filter((key) => taken.has(key)).length,
      total: keys.length,
      neverWalked: keys.filter((key) => !taken.has(key)),
    };
  });
}

/** What a walk recorded that the variant's file does not have: the two have come apart. */
export function unknownTransitions(
  definitions: readonly VariantDefinition[],
  walks: readonly (StepTransition & { variant: string })[],
): string[] {
  const known = new Set(
    definitions.flatMap((definition) =>
      stepTransitions(definition).map((transition) => `${definition.id}: ${transitionKey(transition)}`),
    ),
  );
  const recorded = new Set(walks.map((walk) => `${walk.variant}: ${transitionKey(walk)}`));
  return [...recorded].filter((key) => !known.has(key)).sort();
}

export function coverageText(coverage: readonly VariantCoverage[], unknown: readonly string[]): string {
  const lines: string[] = [];
  const walked = coverage.reduce((sum, row) => sum + row.walked, 0);
  const total = coverage.reduce((sum, row) => sum + row.total, 0);
  lines.push(`Transitions walked by the browser specs: ${walked} of ${total}`);
  for (const row of coverage) {
    const share = row.total === 0 ? 100 : Math.round((row.walked / row.total) * 100);
    lines.push(`${row.variant}: ${row.walked} of ${row.total} (${share} %)`);
    for (const key of row.neverWalked) lines.push(`  never walked: ${key}`);
  }
  for (const key of unknown) lines.push(`recorded but not in the machine: ${key}`);
  return `${lines.join('\n')}\n`;
}
