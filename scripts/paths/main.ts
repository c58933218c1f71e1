/**
 * `npm run paths -- <variant> [--route <path>] [--covering] [--markdown | --playwright <folder>]`: the paths
 * generated from a variant's machine, for testers to take away. JSON on stdout by default; `--markdown` a table a
 * product owner reads; `--playwright <folder>` a spec walking them in a browser against BASE_URL. `--covering`
 * keeps the fewest paths that still take every step-to-step move.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { markdownTable } from './markdown-table';
import { playwrightSpec } from './playwright-spec';
import { coveringPaths, variantPaths } from './walkable-paths';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    route: { type: 'string' },
    covering: { type: 'boolean', default: false },
    markdown: { type: 'boolean', default: false },
    playwright: { type: 'string' },
  },
});
const variant = positionals[0];
if (!variant) {
  console.error(
    'Usage: npm run paths -- <variant> [--route <path>] [--covering] [--markdown | --playwright <folder>]',
  );
  process.exit(2);
}

const all = await variantPaths(variant, values.route);
const paths = values.covering ? { ...all, paths: coveringPaths(all.paths) } : all;
if (values.playwright) {
  const command = ['npm run paths --', ...process.argv.slice(2)].join(' ');
  const file = join(values.playwright, `${variant}-paths.spec.ts`);
  await mkdir(values.playwright, { recursive: true });
  await writeFile(file, playwrightSpec(paths, command));
  console.log(`${file}: ${paths.paths.length} paths of ${variant} on ${paths.route}`);
} else if (values.markdown) {
  process.stdout.write(markdownTable(paths));
} else {
  process.stdout.write(`${JSON.stringify(paths, null, 2)}\n`);
}
