import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

/**
 * better-sqlite3 for the node that runs the server. From Node 22 on it is version 13, built on Node-API: version 12
 * wraps its statements in Node's own ObjectWrap, whose destructor Node 24 checks for a live environment, so a
 * statement collected at the wrong moment (at exit, or when a collection runs from a native callback) aborts the
 * whole process. On Node 20, which the README's two commands still support, version 13 crashes as it loads, and
 * version 12 (installed as `better-sqlite3-node20`, built from source on install) is the one that works.
 */
const NODE_MAJOR = Number(process.versions.node.split('.')[0]);
const requireDriver = createRequire(import.meta.url);

export const SqliteDatabase = requireDriver(
  NODE_MAJOR >= 22 ? 'better-sqlite3' : 'better-sqlite3-node20',
) as typeof BetterSqlite3;
export type SqliteDatabase = BetterSqlite3.Database;
