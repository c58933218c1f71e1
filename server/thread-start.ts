import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts one of the server's own threads (the SQLite lead writer, the lead threads) from its module's URL: from the
 * compiled server, a plain JavaScript file beside it (scripts/server-bundle.ts); from source, its TypeScript, loaded
 * through tsx's loader, which a thread does not take from the process's `--import`. Either way it takes the
 * process's own node options (a heap limit, a profiler).
 */
export function startThread(entry: URL, options: Pick<WorkerOptions, 'workerData'> = {}): Worker {
  if (!entry.href.endsWith('.ts')) return new Worker(entry, options);
  const source = JSON.stringify(entry.href);
  const loader = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${source}, ${JSON.stringify(import.meta.url)}))`;
  return new Worker(loader, { ...options, eval: true });
}

/** The URL of a thread's module beside the calling one: its TypeScript from source, its JavaScript compiled. */
export function threadEntry(name: string, callerUrl: string): URL {
  return new URL(`./${name}.${callerUrl.endsWith('.ts') ? 'ts' : 'js'}`, callerUrl);
}
