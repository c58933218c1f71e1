import { execFile, execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A PostgreSQL cluster of the test's own (Debian's server binaries, initdb into a temporary folder, pg_ctl on a
 * port of the test's), so the test can restart it without touching the PostgreSQL anyone else uses. As root, the
 * cluster runs as the `postgres` user the Debian package makes, since PostgreSQL refuses to run as root.
 */
export interface PostgresCluster {
  /** A database `leads` owned by the user `leads`, for the servers. */
  url: string;
  restart(): Promise<void>;
  stop(): Promise<void>;
}

function binDir(): string {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  if (!newest) throw new Error('No PostgreSQL under /usr/lib/postgresql: apt-get install postgresql');
  return join('/usr/lib/postgresql', newest, 'bin');
}

export async function startPostgresCluster(port: number): Promise<PostgresCluster> {
  const bin = binDir();
  const folder = mkdtempSync(join(tmpdir(), 'replica-postgres-'));
  chmodSync(folder, 0o777);
  const data = join(folder, 'data');
  const asOwner = process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--']] : undefined;
  const pg = (tool: string, args: string[]) =>
    asOwner
      ? run(asOwner[0] as string, [...(asOwner[1] as string[]), join(bin, tool), ...args])
      : run(join(bin, tool), args);

  await pg('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  const ctl = (...args: string[]) =>
    pg('pg_ctl', ['-D', data, '-o', options, '-l', join(folder, 'log'), '-w', ...args]);
  await ctl('start');
  const psql = (sql: string) =>
    pg('psql', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-qtA', '-c', sql]);
  await psql("CREATE ROLE leads LOGIN PASSWORD 'leads'");
  await psql('CREATE DATABASE leads OWNER leads');
  return {
    url: `postgres://leads:leads@127.0.0.1:${port}/leads`,
    // -m fast: every connection is cut, as when the database restarts under a real deployment.
    restart: async () => void (await ctl('restart', '-m', 'fast')),
    async stop() {
      await ctl('stop', '-m', 'immediate').catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** Whether this machine can run the cluster at all (Debian's PostgreSQL server package). */
export function havePostgresServer(): boolean {
  try {
    execFileSync('test', ['-d', '/usr/lib/postgresql']);
    return true;
  } catch {
    return false;
  }
}
