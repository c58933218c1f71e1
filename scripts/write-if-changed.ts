import { readFile, writeFile } from 'node:fs/promises';

/**
 * Writes a generated file only when its text changes. CI type-checks, lints and builds at once, and each of them
 * writes the generated files first: an unchanged file is then never truncated under a reader's feet, and its
 * timestamp does not wake a watcher for nothing.
 */
export async function writeIfChanged(file: string, text: string): Promise<boolean> {
  const current = await readFile(file, 'utf8').catch(() => undefined);
  if (current === text) return false;
  await writeFile(file, text);
  return true;
}
