import type { FlowDefinition } from './definition-language';
import { transitionsOf } from './definition-graph';
import { progressByStep } from './progress';

/**
 * A variant as a Mermaid flowchart, for product owners: every step with its progress value, every transition
 * labelled with its guards (and shared actions), fallbacks labelled "otherwise", submit steps ending in "Post the
 * lead". Generated from the same definition the machine is built from, so it cannot drift from the funnel.
 */
export function mermaidFlowchart(definition: FlowDefinition): string {
  const progress = progressByStep(definition);
  const lines = ['flowchart TD', `  %% ${definition.title} (${definition.id})`];
  for (const name of Object.keys(definition.steps)) {
    const value = progress[name];
    lines.push(`  ${name}["${name}${value === undefined ? '' : `<br/>${value}%`}"]`);
  }
  lines.push('  post(["Post the lead"])');
  lines.push(`  start((start)) --> ${definition.start}`);
  for (const [name, step] of Object.entries(definition.steps)) {
    if (step.submit) lines.push(`  ${name} --> post`);
    if (step.submit && step.nextOnlyWhen) {
      // Shown after the post only for this verdict; every other lead goes to the thank-you page.
      lines.push(`  ${name} -->|"posted, ${step.nextOnlyWhen}"| ${step.next as string}`);
      lines.push(`  post -->|"otherwise"| thanks(["Thank-you page"])`);
      continue;
    }
    for (const transition of transitionsOf(step)) {
      const guards = transition.when === undefined ? [] : [transition.when].flat();
      const label = [
        guards.length ? guards.join(' and ') : 'otherwise',
        ...(transition.do ?? []).map((a) => `do ${a}`),
        ...(transition.hooks ?? []).map((hook) => `load ${hook}`),
      ];
      const showLabel = typeof step.next !== 'string';
      lines.push(
        showLabel
          ? `  ${name} -->|"${label.join(', ')}"| ${transition.to}`
          : `  ${name} --> ${transition.to}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}
