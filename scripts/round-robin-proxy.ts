import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A reverse proxy for the tests and the bench of several processes, doing what docs/operations.md's
 * "Running several processes" configures a proxy to do: each request to the next process in turn,
 * the Host header kept (the portal checks it against PUBLIC_URL), and a request that failed at a
 * process before any answer (refused, or reset by a process dying) passed to one it has not tried,
 * as nginx's `proxy_next_upstream error` does; a POST, LOCK or PATCH that may have reached the
 * process is not sent again, so the client sees a 502 and decides, as behind nginx. With
 * `readyPath`, it also polls each process's `/ready` and sends nothing to one that is draining,
 * as HAProxy's `option httpchk` does.
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

const READY_POLL_MS = 200;

/** nginx's non-idempotent methods, never sent twice once they may have reached a process. */
const NOT_REPEATED = new Set(['POST', 'LOCK', 'PATCH']);

export const startRoundRobinProxy = async (
  upstreamPorts: readonly number[],
  options: {
    readonly port?: number;
    readonly host?: string;
    /** Polls this path (`/ready`) on every process and skips those not answering 200 (D-OPS-2). */
    readonly readyPath?: string;
  } = {},
): Promise<RoundRobinProxy> => {
  let next = 0;
  let retried = 0;
  const answered = upstreamPorts.map(() => 0);
  // Connections to the processes are kept and reused, as nginx's `keepalive` in an upstream block.
  const agent = new http.Agent({ keepAlive: true });
  const ready = upstreamPorts.map(() => true);
  const poll = async () => {
    await Promise.all(
      upstreamPorts.map(async (port, index) => {
        try {
          const answer = await fetch(`http://127.0.0.1:${port}${options.readyPath ?? ''}`, {
            signal: AbortSignal.timeout(1_000),
          });
          await answer.arrayBuffer();
          ready[index] = answer.status === 200;
        } catch {
          ready[index] = false;
        }
      }),
    );
  };
  const polling =
    options.readyPath === undefined ? undefined : setInterval(() => void poll(), READY_POLL_MS);

  const forward = (
    request: http.IncomingMessage,
    body: Buffer,
    reply: http.ServerResponse,
    tried: ReadonlySet<number>,
  ): void => {
    // The next process in turn that this request has not tried yet (others move the turn on),
    // a ready one first; if none is ready, any, as nginx tries all when all are marked down.
    const untried = upstreamPorts.map((_, index) => (next + index) % upstreamPorts.length);
    const candidates = untried.filter((index) => !tried.has(index));
    const index = candidates.find((candidate) => ready[candidate]) ?? candidates[0] ?? 0;
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
    upstream.on('socket', (socket) => {
      // A kept connection is already open: the request may reach the process at once.
      if (!socket.connecting) connected = true;
      else socket.once('connect', () => (connected = true));
    });
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      const mayRepeat = !connected || !NOT_REPEATED.has(request.method ?? 'GET');
      const another = tried.size + 1 < upstreamPorts.length;
      if (!reply.headersSent && processGone(error) && mayRepeat && another) {
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
      clearInterval(polling);
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
