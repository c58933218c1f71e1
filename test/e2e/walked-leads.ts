import { spawn } from 'node:child_process';

/**
 * Leads as the funnel posts them, each with its landing URL and the trail a visitor who gave its answers leaves,
 * for a browser test that needs a stored lead without walking the funnel for it (the server stores a lead without
 * a trail as unreplayed, delivered nowhere). The walk runs in a child process (test/server/support/walked-leads-cli.ts).
 */
export function walkedLeads(leads: Record<string, unknown>[]): Promise<Record<string, unknown>[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/server/support/walked-leads-cli.ts'], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(JSON.parse(output) as Record<string, unknown>[])
        : reject(new Error(`walked-leads-cli exited with ${code}`)),
    );
    child.stdin.end(JSON.stringify(leads));
  });
}
