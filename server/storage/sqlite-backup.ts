import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { SqliteDatabase } from './sqlite-driver';

export interface BackupResult {
  pages: number;
  /** SQLite's own check of the copy: `ok` or its first problems. */
  integrity: string;
}

/**
 * Copies a live SQLite database with SQLite's online backup API (better-sqlite3's `backup`, sqlite3_backup_step in
 * steps): safe while the server writes, since each step reads a consistent snapshot and the copy restarts its
 * pass if a write lands meanwhile. The copy is one self-contained file (no -wal beside it), checked before it is
 * called done.
 */
export async function backupSqlite(sourceFile: string, targetFile: string): Promise<BackupResult> {
  mkdirSync(dirname(targetFile), { recursive: true });
  const source = new SqliteDatabase(sourceFile, { fileMustExist: true });
  let pages = 0;
  try {
    source.pragma('busy_timeout = 5000');
    await source.backup(targetFile, {
      // A hundred pages at a time lets the server's writes in between steps.
      progress: ({ totalPages }) => {
        pages = totalPages;
        return 100;
      },
    });
  } finally {
    source.close();
  }
  const copy = new SqliteDatabase(targetFile, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
    const integrity = String(copy.pragma('integrity_check', { simple: true }));
    return { pages, integrity };
  } finally {
    copy.close();
  }
}
