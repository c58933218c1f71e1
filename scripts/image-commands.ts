/**
 * Where docker has no engine (these machines), the image's own commands run here instead: the Dockerfile's
 * `RUN npm …` lines of its build stage in a clean copy of the repository (`git archive HEAD`, so only what is
 * committed, as a build context would have), then the final stage's files (`package.json`, `node_modules`,
 * `dist`) copied into a folder of their own, started with the image's ENV and CMD, asked its HEALTHCHECK, sent a
 * lead, and stopped with the image's STOPSIGNAL. Run it with the image's Node (24):
 *   .ci/image-commands
 * IMAGE_PORT (default 3630) is the port the started image listens on.
 */
import { execFileSync, execSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dockerfile = readFileSync('Dockerfile', 'utf8').replace(/\\\n\s*/g, ' ');
const lines = dockerfile.split('\n').map((line) => line.trim());
const stageStarts = lines.flatMap((line, index) => (line.startsWith('FROM ') ? [index] : []));
const buildStage = lines.slice(stageStarts[0], stageStarts.at(-1));
const finalStage = lines.slice(stageStarts.at(-1));
const runs = buildStage.filter((line) => line.startsWith('RUN npm ')).map((line) => line.slice(4));
const jsonOf = (prefix: string) => {
  const line = finalStage.find((each) => each.startsWith(prefix));
  if (!line) throw new Error(`The Dockerfile's final stage has no ${prefix.trim()}`);
  return JSON.parse(line.slice(prefix.length)) as string[];
};
const cmd = jsonOf('CMD ');
const healthcheck = jsonOf(
  finalStage.find((line) => line.startsWith('HEALTHCHECK'))!.split('CMD ')[0] + 'CMD ',
);
const env: Record<string, string> = {};
for (const line of finalStage.filter((each) => each.startsWith('ENV '))) {
  for (const [, name, value] of line.slice(4).matchAll(/(\w+)=(\S+)/g)) env[name!] = value!;
}
const copied = finalStage
  .filter((line) => line.startsWith('COPY --from=build'))
  .map((line) => line.split(/\s+/).at(-2)!.replace('/app/', ''));

const work = mkdtempSync(join(tmpdir(), 'image-commands-'));
const context = join(work, 'context');
const app = join(work, 'app');
const timed = (name: string, run: () => void) => {
  const started = performance.now();
  run();
  console.log(`image-commands: ${name} took ${((performance.now() - started) / 1000).toFixed(0)} s`);
};

try {
  console.log(
    `image-commands: on ${process.version}; build stage: ${runs.join(' && ')}; CMD ${cmd.join(' ')}`,
  );
  execSync(`mkdir -p ${context} && git archive HEAD | tar -x -C ${context}`);
  for (const run of runs) timed(run, () => execSync(run, { cwd: context, stdio: 'inherit' }));
  for (const path of copied) cpSync(join(context, path), join(app, path), { recursive: true });
  rmSync(context, { recursive: true, force: true });

  const port = process.env.IMAGE_PORT ?? '3630';
  const runtimeEnv = {
    ...process.env,
    ...env,
    PORT: port,
    HOST: '127.0.0.1',
    // The image's /data volume, here a folder of the test's.
    DATABASE_URL: `sqlite:${join(work, 'data', 'leads.sqlite')}`,
    EMAIL_DNS_CHECK: 'false',
    // The image runs with NODE_ENV=production, which refuses the site's placeholders: an operator's own values.
    SITE_PHONE: '5127430100',
    SITE_EMAIL: 'help@accident-claims.us',
    SITE_URL: 'https://accident-claims.us',
  };
  const server = spawn(cmd[0]!, cmd.slice(1), {
    cwd: app,
    env: runtimeEnv,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
  server.stdout.resume();
  const base = `http://127.0.0.1:${port}`;
  let healthy = false;
  for (let tries = 0; tries < 300 && !healthy; tries += 1) {
    try {
      execFileSync(healthcheck[0]!, healthcheck.slice(1), { cwd: app, env: runtimeEnv, stdio: 'ignore' });
      healthy = true;
    } catch {
      execSync('sleep 0.2');
    }
  }
  if (!healthy) throw new Error('The image never passed its HEALTHCHECK');
  const ready = await fetch(`${base}/readyz`);
  const page = await fetch(`${base}/survey/v4nv/`);
  const lead = await fetch(`${base}/post-lead`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ lead_id: crypto.randomUUID(), firstName: 'Ana', email: 'ana@example.com' }),
  });
  console.log(
    `image-commands: HEALTHCHECK passed; /readyz ${ready.status}, /survey/v4nv/ ${page.status}, lead ${lead.status}`,
  );
  server.kill('SIGTERM');
  const code = await exited;
  console.log(`image-commands: stopped by SIGTERM, exit code ${code}`);
  if (ready.status !== 200 || page.status !== 200 || lead.status !== 202 || code !== 0) process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
