import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CONFIGURATION_PAGE,
  FUNNELS_PAGE,
  GENERATED_PAGES,
  withGeneratedTables,
} from '../../scripts/config-docs';
import { SITE_VARIABLES } from '../../scripts/site-env';
import { CONFIG_VARIABLES } from '../../server/config';
import { SURVEY_ROUTES } from '../../variants/routes/route-table';

const readme = readFileSync('README.md', 'utf8');

describe('README', () => {
  it('shows the two set-up commands', () => {
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('npm test');
  });
});

describe('the generated documentation', () => {
  it('documents every environment variable the code reads', () => {
    const configuration = readFileSync(CONFIGURATION_PAGE, 'utf8');
    // Anything read straight from the environment, beside the schemas, must be documented too.
    const sources = ['server/config.ts', 'scripts/site-env.ts']
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const read = new Set([...sources.matchAll(/env\.([A-Z][A-Z0-9_]+)/g)].map((match) => match[1]!));
    for (const variable of [...CONFIG_VARIABLES, ...SITE_VARIABLES]) read.add(variable.name);
    expect(read.size).toBeGreaterThan(30);
    for (const name of read) expect(configuration, name).toContain(`\`${name}\``);
  });

  it('lists every survey route', () => {
    const funnels = readFileSync(FUNNELS_PAGE, 'utf8');
    const listed = new Set([...funnels.matchAll(/^\| `([^`]+)` +\|/gm)].map((match) => match[1]));
    for (const route of SURVEY_ROUTES) expect(listed, route.path).toContain(route.path);
  });

  it.each(GENERATED_PAGES)(
    '%s has its tables exactly as the code generates them (npm run docs:config rewrites them)',
    async (file) => {
      const page = readFileSync(file, 'utf8');
      expect(await withGeneratedTables(file, page)).toBe(page);
    },
  );
});
