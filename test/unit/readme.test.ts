import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readmeWithSettingsTables } from '../../scripts/config-docs';
import { SITE_VARIABLES } from '../../scripts/site-env';
import { CONFIG_VARIABLES } from '../../server/config';

const readme = readFileSync('README.md', 'utf8');

describe('README', () => {
  it('documents every environment variable the code reads', () => {
    // Anything read straight from the environment, beside the schemas, must be documented too.
    const sources = ['server/config.ts', 'scripts/site-env.ts']
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const read = new Set([...sources.matchAll(/env\.([A-Z][A-Z0-9_]+)/g)].map((match) => match[1]!));
    for (const variable of [...CONFIG_VARIABLES, ...SITE_VARIABLES]) read.add(variable.name);
    expect(read.size).toBeGreaterThan(30);
    for (const name of read) expect(readme, name).toContain(`\`${name}\``);
  });

  it('has the settings tables exactly as the schemas generate them (npm run docs:config rewrites them)', async () => {
    expect(await readmeWithSettingsTables(readme)).toBe(readme);
  });

  it('shows the two set-up commands', () => {
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('npm test');
  });
});
