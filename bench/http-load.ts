import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { freePort, waitUntilAnswering } from '../scripts/local-server';
import { ROOT } from './bench-server';

export interface LoadResult {
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly errors: number;
  /** Answers other than 2xx. */
  readonly non2xx: number;
  readonly total: number;
}

export interface LoadRequest {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly headers?: Readonly<Record<string, string>>;
  /** Bodies sent in turn (JSON), for a POST. */
  readonly bodies?: readonly string[];
}

/** `connections` clients sending back to back for `seconds`. */
export const load = async (
  baseUrl: string,
  request: LoadRequest,
  { connections, seconds }: { connections: number; seconds: number },
): Promise<LoadResult> => {
  let turn = 0;
  const bodies = request.bodies ?? [];
  const result = await autocannon({
    url: `${baseUrl}${request.path}`,
    connections,
    duration: seconds,
    requests: [
      {
        method: request.method,
        path: request.path,
        headers: { 'content-type': 'application/json', ...request.headers },
        setupRequest: (req) => {
          if (bodies.length === 0) return req;
          const body = bodies[turn % bodies.length];
          turn += 1;
          return { ...req, body };
        },
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
};

/**
 * Starts the hello-world Fastify in its own process and gives its URL; with `staticDir`, it also
 * serves that folder's files under /static/.
 */
export const startHelloWorld = async (
  staticDir?: string,
): Promise<{ url: string; stop(): Promise<void> }> => {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/hello-world-server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      ...(staticDir === undefined ? {} : { STATIC_DIR: staticDir }),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(`${url}/`, child, 30_000);
  return {
    url,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
};
