import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { API_PATH_INDEX_FILE, renderApiPathIndex } from '../../../scripts/api-path-index';

describe('the API path index the Vite configs read', () => {
  it('is the one the calls make (run `npm run api-paths` after adding an endpoint)', async () => {
    expect(await readFile(API_PATH_INDEX_FILE, 'utf8')).toBe(renderApiPathIndex());
  });
});
