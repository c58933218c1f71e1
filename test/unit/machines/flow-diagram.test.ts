import { describe, expect, it } from 'vitest';
import { mermaidFlowchart } from '../../../machines/flow-diagram';
import { transitionsOf } from '../../../machines/definition-graph';
import { VARIANT_IDS, loadVariant } from '../../../variants';

describe.each(VARIANT_IDS)('the %s flowchart', (id) => {
  it('shows every step, every transition with its guards, and where the lead posts', async () => {
    const definition = await loadVariant(id);
    const chart = mermaidFlowchart(definition);
    expect(chart.startsWith('flowchart TD\n')).toBe(true);
    expect(chart).toContain(`start((start)) --> ${definition.start}`);
    for (const [name, step] of Object.entries(definition.steps)) {
      expect(chart).toContain(`  ${name}["${name}`);
      if (step.submit) expect(chart).toContain(`  ${name} --> post`);
      for (const transition of transitionsOf(step)) {
        const arrow = new RegExp(`^  ${name} -->(\\|[^|]*\\|)? ${transition.to}$`, 'm');
        expect(chart, `${name} -> ${transition.to}`).toMatch(arrow);
        for (const guard of [transition.when ?? []].flat()) expect(chart).toContain(guard);
      }
    }
  });
});
