import { Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Outlet } from 'react-router-dom';
import { lazyPart } from '../components/lazy-part';
import { PageLoader } from '../components/page-loader';
import { DocumentTitle } from './document-title';
import type { RouteHandle } from './route-handle';
import { RouteErrorPage } from './route-error-page';
import { RouterNavigation } from './router-navigation';
import {
  NOT_FOUND_TITLE_ID,
  PORTAL_ROUTES,
  routeOf,
  type PageModule,
  type PortalRoute,
} from './route-table';
import { SecureLayout } from './secure-layout';

/** The route every secure page sits under: the server renders none of them (src/server-render.tsx). */
export const SECURE_ROUTES_ID = 'secure';

/** The catch-all route: "Page not found", answered with status 404 when the server renders it. */
export const NOT_FOUND_ROUTE_ID = 'not-found';

const RootLayout = () => (
  <>
    <DocumentTitle />
    <RouterNavigation />
    <Outlet />
  </>
);

const toRouteObject = (row: PortalRoute): RouteObject => ({
  path: routeOf(row).path,
  handle: { titleId: row.titleId, bar: row.bar } satisfies RouteHandle,
  errorElement: <RouteErrorPage />,
  lazy: () => lazyPage(row.page),
});

/**
 * A secure page's chunk is fetched only once the session check lets the visitor in (React.lazy
 * under the secure layout, which preloads it with the frame's when the check answers): a
 * signed-out visit to `/` goes to sign-in without downloading the frame or the dashboard.
 */
const toSecureRouteObject = (row: PortalRoute): RouteObject => {
  const { Part, preload } = lazyPart(row.page);
  return {
    path: routeOf(row).path,
    handle: { titleId: row.titleId, bar: row.bar, preload } satisfies RouteHandle,
    errorElement: <RouteErrorPage />,
    element: (
      <Suspense fallback={<PageLoader />}>
        <Part />
      </Suspense>
    ),
  };
};

const frame = lazyPart(async () => ({
  // The frame is its own chunk: the sign-in page never downloads it.
  default: (await import(/* webpackChunkName: "frame" */ '../frame/frame-layout')).FrameLayout,
}));

/**
 * A public page's chunk, loaded when its route is first visited. A chunk that fails to arrive becomes a
 * page that throws its error, so the route's error element shows it: react-router leaves a route
 * whose `lazy` rejected unrendered, which would be a blank page.
 */
const lazyPage = async (load: () => Promise<PageModule>): Promise<{ Component: ComponentType }> => {
  try {
    return { Component: (await load()).default };
  } catch (error) {
    return {
      Component: () => {
        throw error;
      },
    };
  }
};

/**
 * The router's tree, built from the route table: public routes, the secure ones under the layout
 * that makes the session check, and "Page not found" for everything else.
 */
export const portalRoutes = (table: readonly PortalRoute[] = PORTAL_ROUTES): RouteObject[] => [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      ...table.filter((row) => routeOf(row).access === 'public').map(toRouteObject),
      {
        id: SECURE_ROUTES_ID,
        element: <SecureLayout preloadFrame={frame.preload} />,
        children: [
          {
            // Not a RouteHandle (no title): only its preload, for a page hydrated with the frame.
            handle: { preload: frame.preload },
            element: (
              <Suspense fallback={<PageLoader />}>
                <frame.Part />
              </Suspense>
            ),
            children: table
              .filter((row) => routeOf(row).access === 'secure')
              .map(toSecureRouteObject),
          },
        ],
      },
      {
        id: NOT_FOUND_ROUTE_ID,
        path: '*',
        handle: { titleId: NOT_FOUND_TITLE_ID } satisfies RouteHandle,
        lazy: async () => ({
          Component: (
            await import(
              /* webpackChunkName: "page-not-found" */ '../pages/not-found/not-found-page'
            )
          ).default,
        }),
      },
    ],
  },
];
