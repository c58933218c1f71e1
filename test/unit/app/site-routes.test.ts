import { describe, expect, it } from 'vitest';
import { SITE_PATHS, SPANISH_SITE_PATHS } from '../../../src/app/site-paths';
import { loadSitePage, sitePages, SITE_ROUTES_MODULE } from '../../../src/app/site-routes';

describe('site routes', () => {
  it('gives every path of the entry a page, and no page without a path', () => {
    expect(sitePages().map((page) => page.path)).toEqual([...SITE_PATHS, ...SPANISH_SITE_PATHS]);
  });

  it.each([...SITE_PATHS, ...SPANISH_SITE_PATHS])(
    '%s loads its words and preloads the route table with it',
    async (path) => {
      const { Component, handle } = await loadSitePage(path);

      expect(Component).toBeTypeOf('function');
      expect(handle.title).toContain('{site}');
      expect(handle.description.length).toBeGreaterThanOrEqual(50);
      expect(handle.description.length).toBeLessThanOrEqual(170);
      expect(handle.modules[0]).toBe(SITE_ROUTES_MODULE);
    },
  );

  it.each(SPANISH_SITE_PATHS)('%s is rendered in Spanish', async (path) => {
    const { handle } = await loadSitePage(path);

    expect(handle.language).toBe('es');
  });
});
