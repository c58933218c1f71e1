/**
 * Writes the API path index as JSON (`npm run api-paths`, and before every build and typecheck), for the two Vite
 * configs: they are loaded before any of our TypeScript is, so they read data, not the modules it comes from. The
 * index itself is services/api/api-paths.ts, made from the calls; test/unit/scripts/api-path-index.test.ts
 * fails when this copy is stale.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { API_PATH_PATTERN, API_PATHS } from '../services/api/api-paths';
import { writeIfChanged } from './write-if-changed';

export const API_PATH_INDEX_FILE = resolve('services/api/api-paths.generated.json');

export interface ApiPathIndex {
  writtenBy: string;
  /** The first segments the API owns. */
  paths: readonly string[];
  /** A path is the API's when this matches it. */
  pattern: string;
}

export function renderApiPathIndex(): string {
  const index: ApiPathIndex = {
    writtenBy: 'scripts/api-path-index.ts (npm run api-paths) from services/api/api-paths.ts: do not edit',
    paths: API_PATHS,
    pattern: API_PATH_PATTERN,
  };
  return `${JSON.stringify(index, null, 2)}\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const written = await writeIfChanged(API_PATH_INDEX_FILE, renderApiPathIndex());
  console.log(`${written ? 'wrote' : 'unchanged:'} ${API_PATH_INDEX_FILE}`);
}
