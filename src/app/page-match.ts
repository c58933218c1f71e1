import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { PageMeta } from './page-meta';

function normalize(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * The route of a page in the browser. Every page is prerendered and links are plain, so the browser only ever
 * needs the one route it landed on: an exact path, else the catch-all.
 */
export function findPageRoute(routes: RouteObject[], pathname: string): RouteObject {
  const wanted = normalize(pathname);
  const route = routes.find(
    (candidate) => candidate.path !== '*' && normalize(candidate.path ?? '') === wanted,
  );
  const fallback = routes.find((candidate) => candidate.path === '*');
  if (!route && !fallback) throw new Error('The route list has no catch-all');
  return (route ?? fallback)!;
}

export async function loadPageComponent(route: RouteObject): Promise<ComponentType> {
  if (route.Component) return route.Component;
  if (typeof route.lazy !== 'function') throw new Error(`Route ${route.path} has no component`);
  const { Component } = await route.lazy();
  if (!Component) throw new Error(`Route ${route.path} loaded no component`);
  return Component;
}

/**
 * The page and the words of its head. A marketing page's lazy module supplies its title and description (see
 * site-routes.tsx), so they are merged over the route's own handle.
 */
export async function loadPage(route: RouteObject): Promise<{ Component: ComponentType; meta: PageMeta }> {
  if (route.Component) return { Component: route.Component, meta: route.handle as PageMeta };
  if (typeof route.lazy !== 'function') throw new Error(`Route ${route.path} has no component`);
  // React Router types a lazy route's module loosely; ours give a component and, for marketing pages, words.
  const { Component, handle } = (await route.lazy()) as {
    Component?: ComponentType | null;
    handle?: unknown;
  };
  if (!Component) throw new Error(`Route ${route.path} loaded no component`);
  return { Component, meta: { ...(route.handle as PageMeta), ...(handle as Partial<PageMeta> | undefined) } };
}
