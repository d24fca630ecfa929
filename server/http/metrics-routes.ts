import type { MetricsAccess } from '../observability/metrics-access';
import type { PortalMetrics } from '../observability/metrics';
import { sendError } from './errors';
import type { PortalApp } from './portal-app';
import { noStore } from './replies';

/**
 * Counts every answer (by the route's pattern, so one series per route and status) and serves
 * the metrics at `/metrics` to whom `access` lets in (D-OPS-4). Registered before the routes, so
 * the hook sees each of them, the encapsulated ones included.
 */
export const registerMetrics = (
  app: PortalApp,
  metrics: PortalMetrics,
  access: (authorization: string | undefined) => MetricsAccess,
): void => {
  app.addHook('onResponse', async (request, reply) => {
    metrics.answered(
      request.method,
      request.routeOptions.url,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    switch (access(request.headers.authorization)) {
      case 'hidden':
        return reply.callNotFound();
      case 'unauthorized':
        void reply.header('www-authenticate', 'Bearer realm="metrics"');
        return sendError(
          reply,
          401,
          'UNAUTHENTICATED',
          'The metrics ask for the token in METRICS_TOKEN.',
        );
      case 'serve': {
        const { contentType, text } = await metrics.exposition();
        return noStore(reply.type(contentType), text);
      }
    }
  });
};
