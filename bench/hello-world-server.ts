import Fastify from 'fastify';

/**
 * The ceiling the session check is compared with (issue 15): a bare Fastify answering a small
 * JSON object, on the same machine, under the same load, in the same run.
 */
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const address = await app.listen({ port: Number(process.env['PORT'] ?? 0), host: '127.0.0.1' });
process.stdout.write(`${address}\n`);
