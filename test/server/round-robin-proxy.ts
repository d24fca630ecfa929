import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A reverse proxy for the tests of several processes, doing what the worked nginx example of
 * docs/operations.md does with nginx's defaults: each request to the next process in turn, the
 * Host header kept (the portal checks it against PUBLIC_URL), and a request that failed at a
 * process before any answer (refused, or reset by a process dying) passed to the next one, as
 * `proxy_next_upstream error` does; except that a POST, LOCK or PATCH that may have reached the
 * process is not sent again, so the client sees a 502 and decides, as behind nginx.
 */
export interface RoundRobinProxy {
  readonly baseUrl: string;
  readonly port: number;
  /** Requests each upstream answered, by its index. */
  readonly answered: readonly number[];
  /** Requests passed to the next process because one refused the connection. */
  readonly retried: () => number;
  close(): Promise<void>;
}

const readBody = (request: http.IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });

/** A process that stopped or died: what nginx's `proxy_next_upstream error` passes on. */
const processGone = (error: NodeJS.ErrnoException): boolean =>
  error.code === 'ECONNREFUSED' || error.code === 'ECONNRESET' || error.code === 'EPIPE';

/** nginx's non-idempotent methods, never sent twice once they may have reached a process. */
const NOT_REPEATED = new Set(['POST', 'LOCK', 'PATCH']);

export const startRoundRobinProxy = async (
  upstreamPorts: readonly number[],
  options: { readonly port?: number; readonly host?: string } = {},
): Promise<RoundRobinProxy> => {
  let next = 0;
  let retried = 0;
  const answered = upstreamPorts.map(() => 0);
  const agent = new http.Agent({ keepAlive: false });

  const forward = (
    request: http.IncomingMessage,
    body: Buffer,
    reply: http.ServerResponse,
    tried: ReadonlySet<number>,
  ): void => {
    // The next process in turn that this request has not tried yet (others move the turn on).
    let index = next;
    while (tried.has(index)) index = (index + 1) % upstreamPorts.length;
    next = (index + 1) % upstreamPorts.length;
    let connected = false;
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: upstreamPorts[index],
        method: request.method,
        path: request.url,
        // `host`: a proxy pinned to one process presents the deployment's public host to it.
        headers:
          options.host === undefined ? request.headers : { ...request.headers, host: options.host },
        agent,
      },
      (answer) => {
        answered[index] = (answered[index] ?? 0) + 1;
        reply.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(reply);
      },
    );
    upstream.on('socket', (socket) => socket.on('connect', () => (connected = true)));
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      const mayRepeat = !connected || !NOT_REPEATED.has(request.method ?? 'GET');
      const untried = tried.size + 1 < upstreamPorts.length;
      if (!reply.headersSent && processGone(error) && mayRepeat && untried) {
        retried += 1;
        forward(request, body, reply, new Set([...tried, index]));
      } else if (!reply.headersSent) {
        reply.writeHead(502, { 'content-type': 'application/json' });
        reply.end(JSON.stringify({ error: 'BAD_GATEWAY', message: error.message }));
      } else {
        reply.destroy();
      }
    });
    upstream.end(body);
  };

  const server = http.createServer((request, reply) => {
    void readBody(request).then(
      (body) => forward(request, body, reply, new Set()),
      () => reply.destroy(),
    );
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const bound = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://localhost:${bound}`,
    port: bound,
    answered,
    retried: () => retried,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
