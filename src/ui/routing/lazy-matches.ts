import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the lazy routes a path matches and puts what they export in place, as the server's
 * renderer has done for the same path: a router made from these routes then renders the page at
 * once, so the browser's first render is the server's markup and hydration matches it.
 */
export const resolveLazyMatches = async (
  routes: RouteObject[],
  pathname: string,
): Promise<void> => {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
};
