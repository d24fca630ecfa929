import type { PortalApp } from '../http/portal-app';
import type { RouteDependencies } from '../http/route-dependencies';

/** Change, forgot, reset and expired-password calls (spec §7, §8 codes 2007/2008/2011/2012). */
export const registerPasswordRoutes = (_app: PortalApp, _deps: RouteDependencies): void => {};
