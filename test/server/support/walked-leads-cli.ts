import { withTrail } from './trails';

/**
 * Prints, as JSON, each lead of the JSON array on stdin with its landing URL and the trail its walk makes
 * (support/trails.ts). The browser tests post their leads through it: Playwright's loader cannot load the walk
 * itself (the description rules import a JSON word list), tsx can.
 */
const input = await new Promise<string>((resolve) => {
  let text = '';
  process.stdin.setEncoding('utf8');
  process.stdin.on('data', (chunk: string) => (text += chunk));
  process.stdin.on('end', () => resolve(text));
});
const leads = JSON.parse(input) as Record<string, unknown>[];
process.stdout.write(JSON.stringify(await Promise.all(leads.map((lead) => withTrail(lead)))));
