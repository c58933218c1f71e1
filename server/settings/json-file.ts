import { readFileSync } from 'node:fs';

/**
 * The JSON of a file a setting names (DELIVERY_CONFIG, SELLING_CONFIG), read once at start. A file that cannot be
 * read or is not JSON stops the start with an error naming the setting and the path, made by the caller's own
 * error class so each file's errors read alike.
 */
export function readSettingJson(setting: string, path: string, failure: (message: string) => Error): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw failure(`${setting} names a file that cannot be read: ${path}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw failure(
      `${setting} ${path} is not JSON (${error instanceof Error ? error.message : 'parse error'})`,
    );
  }
}
