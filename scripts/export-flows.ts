/**
 * Writes every variant's flow for product owners: `npm run flows` → dist/flows/<variant>.mmd (Mermaid, renders on
 * GitHub and in mermaid.live) and dist/flows/<variant>.machine.json (the statechart as an XState v5 machine config, which
 * `createMachine(<json>)` loads and the Stately editor imports), dist/flows/<variant>.machine.mjs (the same config with
 the product's guards, actions and lead rules bundled in, which runs with only xstate installed:
 scripts/flows/machine-module.ts), and dist/flows/auction.machine.json, the auction that
 * sells a stored lead (server/auction/auction-machine.ts), for the editor.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { mermaidFlowchart } from '../machines/flow-diagram';
import { statelyFile } from '../machines/machine-words';
import { writeMachineModule } from './flows/machine-module';
import { VARIANT_IDS, loadVariant } from '../variants';
import { AUCTION_MACHINE_CONFIG } from '../server/auction/auction-machine';
import { GUARD_WORDS } from '../variants/registries/guard-words';

const OUT = join('dist', 'flows');

await mkdir(OUT, { recursive: true });
for (const id of VARIANT_IDS) {
  const definition = await loadVariant(id);
  await writeFile(join(OUT, `${id}.mmd`), mermaidFlowchart(definition));
  await writeFile(join(OUT, `${id}.machine.json`), statelyFile(definition, GUARD_WORDS));
  await writeMachineModule(id, join(OUT, `${id}.machine.mjs`));
  console.log(`${OUT}/${id}.mmd, ${OUT}/${id}.machine.json, ${OUT}/${id}.machine.mjs`);
}
// JSON leaves out the two functions that hand the ping and the post their input: the editor draws the rest.
await writeFile(join(OUT, 'auction.machine.json'), `${JSON.stringify(AUCTION_MACHINE_CONFIG, null, 2)}\n`);
console.log(`${OUT}/auction.machine.json`);
