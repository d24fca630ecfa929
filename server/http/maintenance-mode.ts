import type { FastifyInstance } from 'fastify';
import { sendError } from './errors';

/** The error code of a services call refused for maintenance; the portal shows its page on it. */
export const UNDER_MAINTENANCE = 'UNDER_MAINTENANCE';

/** Spec §8: the under-maintenance page's text. */
export const UNDER_MAINTENANCE_MESSAGE = 'We are under maintenance and we will be back shortly';

/**
 * The services calls that still answer under maintenance (docs/decisions/status-pages.md
 * D-PAGES-2): the portal session's start and end. Sign-out must always end a session; and a user
 * who signs in during maintenance then meets the under-maintenance page at the first page's session
 * check, instead of a sign-in that fails with a generic error.
 */
export const OPEN_DURING_MAINTENANCE: ReadonlySet<string> = new Set([
  '/services/auth/oktaLogin',
  '/services/auth/oktaLogout',
]);

const isServicesPath = (pathName: string): boolean =>
  pathName === '/services' || pathName.startsWith('/services/');

/**
 * MAINTENANCE_MODE: every other /services call answers 503 with the JSON error shape and the code
 * UNDER_MAINTENANCE. `/health`, the identity provider, /dev and the portal's pages and assets
 * are not /services, and keep answering, so the browser can load the page that says so.
 */
export const registerMaintenanceMode = (app: FastifyInstance, enabled: boolean): void => {
  if (!enabled) return;
  app.addHook('onRequest', async (request, reply) => {
    // The matched route's pattern when there is one: an encoded path (/%73ervices/…) that the
    // router decodes to a services route is still refused; the raw path for anything unmatched.
    const pathName = request.routeOptions.url ?? (request.raw.url ?? '/').split('?')[0] ?? '/';
    if (!isServicesPath(pathName) || OPEN_DURING_MAINTENANCE.has(pathName)) return;
    return sendError(reply, 503, UNDER_MAINTENANCE, UNDER_MAINTENANCE_MESSAGE);
  });
};
