import { SERVER_VARIABLES } from '../server/settings';
import type { DocumentedVariable } from '../server/env-variable';
import { SITE_VARIABLES } from './site-env';

/**
 * `.env.example`, the settings file compose.yaml reads, written by `npm run docs:config` from the same schemas as
 * docs/configuration.md, so it names every setting the code reads; test/unit/scripts/env-example.test.ts fails
 * when it drifts.
 */
export const ENV_EXAMPLE_FILE = '.env.example';

/** The deployment's own settings, which compose.yaml reads; the server never does. */
const DEPLOYMENT: readonly { name: string; value: string; description: string }[] = [
  {
    name: 'DOMAIN',
    value: 'leads.example.com',
    description:
      'The public domain Caddy serves: point its DNS at this machine, and Caddy obtains and renews its HTTPS certificate.',
  },
  {
    name: 'POSTGRES_PASSWORD',
    value: 'change-me',
    description: "The database's password; compose.yaml builds DATABASE_URL from it.",
  },
];

/** Set by compose.yaml for every app process, whatever this file says. */
const SET_BY_COMPOSE: Readonly<Record<string, string>> = {
  DATABASE_URL: 'postgres://leads:$POSTGRES_PASSWORD@postgres:5432/leads',
  TRUST_PROXY: '1 (Caddy, the one proxy in front)',
  PORT: '3000',
};

/** Settings the file gives a value, not only a comment: what a deployment must not run without. */
const REQUIRED: Readonly<Record<string, string>> = {
  ADMIN_TOKEN: 'change-me-to-a-long-random-token',
};

const WIDTH = 116;

function commentLines(text: string): string[] {
  const words = text
    .replace(/`/g, '')
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .split(/\s+/);
  const lines: string[] = [];
  let line = '#';
  for (const word of words) {
    if (line.length + word.length + 1 > WIDTH && line !== '#') {
      lines.push(line);
      line = '#';
    }
    line += ` ${word}`;
  }
  lines.push(line);
  return lines;
}

function entry({ name, default: defaultText, description }: DocumentedVariable): string[] {
  const composed = SET_BY_COMPOSE[name];
  if (composed) return [...commentLines(description), `# ${name} is set by compose.yaml: ${composed}.`, ''];
  const required = REQUIRED[name];
  const value = required ? `${name}=${required}` : `# ${name}=${defaultText}`;
  return [...commentLines(`${description}${defaultText ? ` Default: ${defaultText}.` : ''}`), value, ''];
}

export function envExample(): string {
  return [
    '# The settings of a deployment with compose.yaml: copy this file to .env and fill it in. Every setting the',
    '# server and the pages read is here, commented out at its default; docs/configuration.md says more.',
    '# Written by `npm run docs:config` from the settings schemas: change those, not this file.',
    '',
    '## The deployment',
    '',
    ...DEPLOYMENT.flatMap(({ name, value, description }) => [
      ...commentLines(description),
      `${name}=${value}`,
      '',
    ]),
    '## The server (read by each app process at start)',
    '',
    ...SERVER_VARIABLES.flatMap(entry),
    '## The pages (read when the image is built: compose.yaml passes them as build arguments)',
    '',
    ...SITE_VARIABLES.flatMap(entry),
  ]
    .join('\n')
    .replace(/\n+$/, '\n');
}
