/**
 * `npm run paths -- <variant> [--route <path>] [--covering] [--markdown | --playwright <folder>] [--out <file>]`:
 * the paths generated from a variant's machine, for testers to take away. JSON on stdout by default; `--markdown`
 * a table a product owner reads; `--playwright <folder>` a folder that runs on its own (spec, package.json,
 * config) walking them in a browser against BASE_URL. `--covering` keeps the fewest paths that still take every
 * step-to-step move. `--out <file>` writes the JSON or the table to a file: npm prints its banner on stdout
 * before the command's own output, so `npm run paths -- v4nv > paths.json` is not JSON (`npm run -s` is).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { markdownTable } from './markdown-table';
import { playwrightFolder } from './playwright-folder';
import { coveringPaths, variantPaths } from './walkable-paths';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    route: { type: 'string' },
    covering: { type: 'boolean', default: false },
    markdown: { type: 'boolean', default: false },
    playwright: { type: 'string' },
    out: { type: 'string' },
  },
});
const variant = positionals[0];
if (!variant) {
  console.error(
    'Usage: npm run paths -- <variant> [--route <path>] [--covering] [--markdown | --playwright <folder>] [--out <file>]',
  );
  process.exit(2);
}

const all = await variantPaths(variant, values.route);
const paths = values.covering ? { ...all, paths: coveringPaths(all.paths) } : all;
if (values.playwright) {
  const command = ['npm run paths --', ...process.argv.slice(2)].join(' ');
  await mkdir(values.playwright, { recursive: true });
  const files = await playwrightFolder(paths, command);
  for (const [name, text] of Object.entries(files)) await writeFile(join(values.playwright, name), text);
  console.log(
    `${values.playwright}: ${paths.paths.length} paths of ${paths.variant} on ${paths.route} (${Object.keys(files).join(', ')})`,
  );
} else {
  const text = values.markdown ? markdownTable(paths) : `${JSON.stringify(paths, null, 2)}\n`;
  if (values.out) {
    await mkdir(dirname(values.out), { recursive: true });
    await writeFile(values.out, text);
    console.error(`${values.out}: ${paths.paths.length} paths of ${paths.variant} on ${paths.route}`);
  } else process.stdout.write(text);
}
