import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README and the pages under docs/ link only to files that exist in the repository: a newcomer can follow
 * every link, and nothing points outside the project.
 */

const PAGES = [
  'README.md',
  ...readdirSync('docs')
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** The anchors GitHub gives a page's headings: lower case, punctuation dropped, spaces as hyphens. */
function headingAnchors(page: string): Set<string> {
  const text = readFileSync(page, 'utf8').replace(/```[\s\S]*?```/g, '');
  return new Set(
    [...text.matchAll(/^#{1,6} +(.+)$/gm)].map((match) =>
      match[1]!
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N} _-]/gu, '')
        .replace(/ /g, '-'),
    ),
  );
}

/** The targets of a page's Markdown links that are not web addresses or anchors on the same page. */
function relativeLinks(page: string): string[] {
  const text = readFileSync(page, 'utf8').replace(/```[\s\S]*?```/g, '');
  return [...text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#'));
}

describe('links in the documentation', () => {
  it('finds the README and the docs pages', () => {
    expect(PAGES).toContain('README.md');
    expect(PAGES).toContain('docs/configuration.md');
  });

  it.each(PAGES)('%s links only to files inside the repository that exist, and to their headings', (page) => {
    for (const link of relativeLinks(page)) {
      const path = decodeURI(link.split('#')[0]!);
      const target = resolve(dirname(page), path);
      const inside = relative(process.cwd(), target);
      expect(inside.startsWith('..') || isAbsolute(inside), `${page}: ${link} leaves the repository`).toBe(
        false,
      );
      expect(existsSync(join(process.cwd(), inside)), `${page}: ${link}`).toBe(true);
      const anchor = link.split('#')[1];
      if (anchor) expect(headingAnchors(inside), `${page}: ${link}`).toContain(anchor);
    }
  });

  it('cites no file outside the repository by name', () => {
    for (const page of PAGES) expect(readFileSync(page, 'utf8'), page).not.toMatch(/DESIGN\.md|\.\.\/shared/);
  });
});
