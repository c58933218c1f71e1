import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_VARIABLES } from '../../../server/settings';
import { ENV_EXAMPLE_FILE, envExample } from '../../../scripts/env-example';
import { SITE_VARIABLES } from '../../../scripts/site-env';

const read = (file: string) => readFileSync(file, 'utf8');

describe('the deployment files', () => {
  it('.env.example is exactly what npm run docs:config writes, naming every setting', () => {
    const example = read(ENV_EXAMPLE_FILE);
    expect(example).toBe(envExample());
    for (const { name } of [...SERVER_VARIABLES, ...SITE_VARIABLES]) {
      expect(example, name).toMatch(new RegExp(`^(# )?${name}=|^# ${name} is set by compose.yaml`, 'm'));
    }
    expect(example).toMatch(/^DOMAIN=/m);
    expect(example).toMatch(/^POSTGRES_PASSWORD=/m);
    expect(example).toMatch(/^ADMIN_TOKEN=/m);
  });

  it('the image and compose.yaml pass every page setting to the build', () => {
    const dockerfile = read('Dockerfile');
    const compose = read('compose.yaml');
    for (const { name } of SITE_VARIABLES) {
      expect(dockerfile, name).toMatch(new RegExp(`^ARG .*\\b${name}=`, 'm'));
      expect(compose, name).toContain(`${name}: \${${name}:-}`);
    }
  });

  it('compose.yaml trusts exactly the one proxy in front, and routes the proxy on readiness', () => {
    expect(read('compose.yaml')).toContain("TRUST_PROXY: '1'");
    expect(read('deploy/Caddyfile')).toContain('health_uri /readyz');
    expect(read('Dockerfile')).toMatch(/^FROM node:24-slim AS build$/m);
    expect(read('Dockerfile')).toMatch(/^USER node$/m);
  });
});
