import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

// Starting a local server for tests and the benchmark: the built server, a free port, and waiting
// until it answers.

/**
 * The server as `npm run serve` runs it: the bundle `npm run build` (or a test run's global setup)
 * writes (scripts/server-bundle.ts). Two folders below the root, as server/i18n/ is: the message
 * catalogue finds translations/ from its own folder, and so from the bundle's.
 */
export const SERVER_BUNDLE = path.resolve(import.meta.dirname, '..', 'build', 'server', 'main.mjs');

/** Node's arguments that start the server bundle, stack traces mapped to server/*.ts. */
export const SERVER_ARGS: readonly string[] = ['--enable-source-maps', SERVER_BUNDLE];

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });

export const waitUntilAnswering = async (
  url: string,
  child: ChildProcess,
  timeoutMs: number,
): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`portal server exited with ${child.exitCode}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`portal server did not answer at ${url} within ${timeoutMs} ms`);
};
