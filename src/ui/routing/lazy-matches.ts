import { matchRoutes, type RouteObject } from 'react-router-dom';

/** A route handle's preload of its part's code (the frame's and the secure pages'). */
const preloadOf = (handle: unknown): (() => Promise<void>) | undefined => {
  if (typeof handle !== 'object' || handle === null || !('preload' in handle)) return undefined;
  const { preload } = handle;
  if (typeof preload !== 'function') return undefined;
  return async () => {
    const loading: unknown = Reflect.apply(preload, handle, []);
    await loading;
  };
};

/**
 * Loads the lazy routes a path matches and puts what they export in place, as the server's
 * renderer has done for the same path, and fetches the code of the parts their handles name: a
 * router made from these routes then renders the page at once, so the browser's first render is
 * the server's markup and hydration matches it.
 */
export const resolveLazyMatches = async (
  routes: RouteObject[],
  pathname: string,
): Promise<void> => {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      await preloadOf(route.handle)?.();
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
};
