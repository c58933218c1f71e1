import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { VARIANT_INDEX_FILE, findVariants, renderVariantIndex } from '../../../scripts/variant-index';
import { SURVEY_ROUTES } from '../../../variants/route-table';

describe('the generated variant index', () => {
  it('is the one the variant files make (run `npm run variants` after adding one)', async () => {
    expect(await readFile(VARIANT_INDEX_FILE, 'utf8')).toBe(await renderVariantIndex());
  });

  it('finds every variant a route serves, each by its own id', async () => {
    const ids = (await findVariants()).map((variant) => variant.id);
    for (const route of SURVEY_ROUTES) expect(ids, route.path).toContain(route.variant);
    expect(ids).toContain('v4nv');
    expect(ids).not.toContain('shared-steps');
  });
});
