import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { sendError } from './errors';

const API_PREFIXES = ['/services', '/oidc', '/interaction', '/dev'];

/**
 * Serves the built portal: content-hashed assets are cached for a year, and every client route
 * falls back to index.html, which is never cached so the back button cannot show a signed-out
 * user a stale secure page from the cache.
 */
export const registerStaticRoutes = async (app: FastifyInstance, staticDir: string): Promise<void> => {
  const indexFile = path.join(staticDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: staticDir,
      index: false,
      wildcard: false,
      setHeaders: (reply, filePath) => {
        reply.header(
          'cache-control',
          filePath.endsWith('.html') ? 'no-store' : 'public, max-age=31536000, immutable',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.raw.url ?? '/';
    const isApi = API_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (isApi || !wantsPage || path.extname(url.split('?')[0] ?? '') !== '') {
      return sendError(reply, 404, 'NOT_FOUND', 'Not found.');
    }
    if (!hasBuild) {
      return sendError(reply, 503, 'PORTAL_NOT_BUILT', 'The portal has not been built: run `npm run build`.');
    }
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(fs.createReadStream(indexFile));
  });
};
