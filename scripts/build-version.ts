import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * The build's version as the pages and the server carry it (each lead's consent receipt names both): the package's
 * version and the commit built, `0.1.0+abc1234`; BUILD_VERSION overrides it (an image built without its .git).
 */
export function buildVersion(): string {
  const given = process.env.BUILD_VERSION?.trim();
  if (given) return given;
  const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    return commit ? `${version}+${commit}` : version;
  } catch {
    return version;
  }
}
