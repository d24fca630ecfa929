import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * The ceilings the portal is compared with (issue 15, issue 29): a bare Fastify answering a small
 * JSON object, and, when STATIC_DIR is set, serving that folder's files as @fastify/static does,
 * on the same machine, under the same load, in the same run.
 */
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const staticDir = process.env['STATIC_DIR'];
if (staticDir !== undefined)
  await app.register(fastifyStatic, { root: staticDir, prefix: '/static/', wildcard: false });
const address = await app.listen({ port: Number(process.env['PORT'] ?? 0), host: '127.0.0.1' });
process.stdout.write(`${address}\n`);
