import { freePort } from '../../scripts/local-server';
import { startRedis } from '../../scripts/throwaway-services';
import type { PostgresForTests } from './postgres-database';
import { startRoundRobinProxy, type RoundRobinProxy } from '../../scripts/round-robin-proxy';
import { callServer, startTestServer, type ServerCalls, type TestServer } from './test-server';

/** One process of a deployment, reached directly (through a proxy pinned to it). */
export interface DeploymentProcess
  extends ServerCalls, Pick<TestServer, 'layer' | 'signIn' | 'signal'> {}

/**
 * A portal as a deployment past one machine runs it (issue 27): several processes over one
 * PostgreSQL database and one Redis, behind a round-robin proxy whose address is PUBLIC_URL.
 * `call` goes through that proxy; `process(i)` reaches one process alone, presenting the public
 * host as the proxy does (the portal redirects any other host to PUBLIC_URL).
 */
export interface Deployment extends ServerCalls {
  /** The PostgreSQL database the processes share. */
  readonly databaseUrl: string;
  process(index: number): DeploymentProcess;
  readonly proxy: RoundRobinProxy;
  /** Starts process `index` again on its port, after it was stopped or killed. */
  restart(index: number): Promise<void>;
  stop(): Promise<void>;
}

export const startDeployment = async (
  postgres: PostgresForTests,
  options: {
    readonly processes?: number;
    readonly env?: Readonly<Record<string, string>>;
    /** A database of the caller's own (a cluster it restarts), instead of a fresh one here. */
    readonly databaseUrl?: string;
  } = {},
): Promise<Deployment> => {
  const ports = await Promise.all(
    Array.from({ length: options.processes ?? 2 }, async () => freePort()),
  );
  const [{ url: databaseUrl }, redis, proxy] = await Promise.all([
    options.databaseUrl === undefined
      ? postgres.freshDatabase()
      : Promise.resolve({ url: options.databaseUrl }),
    startRedis(),
    startRoundRobinProxy(ports),
  ]);
  const publicHost = new URL(proxy.baseUrl).host;
  const pinned = await Promise.all(
    ports.map(async (port) => startRoundRobinProxy([port], { host: publicHost })),
  );
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis.url,
    PUBLIC_URL: proxy.baseUrl,
    ...options.env,
  };
  const started: TestServer[] = [];
  const stop = async () => {
    await Promise.all(started.map((server) => server.close()));
    await Promise.all([proxy, ...pinned].map((each) => each.close()));
    await redis.stop();
  };
  // Together, as a deployment's first start: they migrate and seed one database. One that fails
  // to start must not leave the others running: jest would wait for them and never exit.
  const starts = await Promise.allSettled(ports.map((port) => startTestServer(env, { port })));
  for (const start of starts) if (start.status === 'fulfilled') started.push(start.value);
  const failed = starts.find((start) => start.status === 'rejected');
  if (failed !== undefined) {
    await stop();
    throw failed.reason;
  }
  const serverAt = (index: number): TestServer => {
    const server = started[index];
    if (server === undefined) throw new Error(`no process ${index}`);
    return server;
  };
  return {
    baseUrl: proxy.baseUrl,
    databaseUrl,
    call: (method, url, init) => callServer(proxy.baseUrl, method, url, init),
    process: (index) => {
      const server = serverAt(index);
      const direct = pinned[index]?.baseUrl ?? server.baseUrl;
      return {
        baseUrl: proxy.baseUrl,
        call: (method, url, init) => callServer(direct, method, url, init),
        layer: server.layer,
        signIn: (userId) => server.signIn(userId),
        signal: (name) => server.signal(name),
      };
    },
    proxy,
    restart: async (index) => {
      await serverAt(index).close();
      started[index] = await startTestServer(env, { port: ports[index] });
    },
    stop,
  };
};
