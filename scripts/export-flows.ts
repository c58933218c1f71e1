/**
 * Writes every variant's flow for product owners: `npm run flows` → dist/flows/<variant>.mmd (Mermaid, renders on
 * GitHub and in mermaid.live) and dist/flows/<variant>.machine.json (the compiled statechart's config, which the
 * Stately editor imports via `createMachine(<json>)`).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { mermaidFlowchart } from '../machines/flow-diagram';
import { statelyFile } from '../machines/stately-file';
import { VARIANT_IDS, loadVariant } from '../variants';
import { funnelRegistries } from '../variants/funnel-registries';

const OUT = join('dist', 'flows');

await mkdir(OUT, { recursive: true });
for (const id of VARIANT_IDS) {
  const definition = await loadVariant(id);
  await writeFile(join(OUT, `${id}.mmd`), mermaidFlowchart(definition));
  await writeFile(join(OUT, `${id}.machine.json`), statelyFile(definition, funnelRegistries(definition)));
  console.log(`${OUT}/${id}.mmd, ${OUT}/${id}.machine.json`);
}
