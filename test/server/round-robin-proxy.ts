import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A reverse proxy for the tests of several processes, doing what the worked nginx example of
 * docs/operations.md does: each request to the next process in turn, the Host header kept (the
 * portal checks it against PUBLIC_URL), and a request that a process refused at connect (stopped,
 * killed) passed to the next one, as nginx's `proxy_next_upstream error` does. A request already
 * sent is never sent again: the client sees a 502 and decides, as behind nginx.
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

/** Whether the upstream could not be reached at all, so the request never arrived. */
const neverArrived = (error: NodeJS.ErrnoException): boolean =>
  error.code === 'ECONNREFUSED' || error.code === 'ECONNRESET' || error.code === 'EPIPE';

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
    attemptsLeft: number,
  ): void => {
    const index = next;
    next = (next + 1) % upstreamPorts.length;
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
      if (!connected && neverArrived(error) && attemptsLeft > 1) {
        retried += 1;
        forward(request, body, reply, attemptsLeft - 1);
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
      (body) => forward(request, body, reply, upstreamPorts.length),
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
