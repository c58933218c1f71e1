import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SURVEY_ROUTES, THANK_YOU_PAGES } from '../variants/routes/route-table';
import { API_PATHS } from './api-paths';

/** How deep the built site's folders are read for page names; pages sit at most three levels down. */
const MAX_DEPTH = 4;

function folderNames(dir: string, depth: number, into: Set<string>): void {
  if (depth === 0) return;
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (!entry.isDirectory()) continue;
    into.add(entry.name);
    folderNames(join(dir, entry.name), depth - 1, into);
  }
}

/** Every word of the site's own paths: API routes, survey routes, thank-you pages and the built pages' folders. */
export function knownRouteWords(staticDir: string): Set<string> {
  const words = new Set<string>();
  const paths = [...API_PATHS, ...SURVEY_ROUTES.map((route) => route.path), ...THANK_YOU_PAGES];
  for (const path of paths) for (const word of path.split('/')) if (word) words.add(word);
  folderNames(staticDir, MAX_DEPTH, words);
  return words;
}
