import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SessionStore } from '../server/auth/sessions';
import { SqlSessionRepository } from '../server/auth/sql-session-repository';
import { systemClock } from '../server/clock';
import { openPostgresPool } from '../server/db/postgres/pool';
import { postgresQueryLayer } from '../server/db/query-layer';
import { directoryCompanies } from '../server/get-a-duns/company-directory';
import { seedCommand } from '../server/seed/seed-command';
import { freePort } from '../scripts/local-server';
import { startPostgres, startRedis } from '../scripts/throwaway-services';
import { ROOT, startBenchServer, type BenchServer } from './bench-server';
import { load, type LoadResult } from './http-load';
import { line, type BenchLine } from './targets';

/** What a user types for every `count`-th of the first `companies` directory companies. */
const queriesOf = (companies: number, count: number) => {
  const step = Math.max(1, Math.floor(companies / count));
  const queries: { businessName: string; zipCode: string }[] = [];
  let index = 0;
  for (const company of directoryCompanies(companies)) {
    if (index % step === 0 && queries.length < count) {
      const words = company.businessName.split(' ');
      const typed = queries.length % 2 === 0 ? words.slice(0, 1) : words.slice(0, 2);
      queries.push({ businessName: typed.join(' '), zipCode: company.zipCode });
    }
    index += 1;
  }
  return queries;
};

/** The round-robin proxy in a process of its own, beside the load generator's. */
const startProxyProcess = async (ports: readonly number[]) => {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/round-robin-proxy-cli.ts',
      '--ready',
      String(port),
      ...ports.map(String),
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  while (!output.includes('ready')) {
    if (child.exitCode !== null) throw new Error('the proxy did not start');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    baseUrl: `http://localhost:${port}`,
    /** Stops it; answers how many requests it passed to another process. */
    stop: async (): Promise<number> => {
      child.kill('SIGTERM');
      await exited;
      return Number(/retried (\d+)/.exec(output)?.[1] ?? Number.NaN);
    },
  };
};

const loadText = (result: LoadResult) =>
  `${Math.round(result.requestsPerSecond)} req/s, p99 ${result.p99Ms} ms, ${result.errors + result.non2xx} errors`;

/**
 * Issue 27's bench: two portal processes over a throwaway PostgreSQL (the million-company
 * directory loaded by `npm run seed`) and Redis, behind the round-robin proxy the tests use, here
 * in a process of its own and polling /ready; session checks and searches at 10 clients, then
 * both while one process restarts as a rolling deployment restarts it (SIGTERM, DRAIN_SECONDS).
 */
export const deploymentLines = async (options: {
  readonly companies: number;
  readonly seconds: number;
  readonly log: (text: string) => void;
}): Promise<BenchLine[]> => {
  const { companies, seconds, log } = options;
  const [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
  const folders: string[] = [];
  const servers: BenchServer[] = [];
  const pool = openPostgresPool(postgres.url, { max: 2 });
  try {
    log(`loading ${companies.toLocaleString('en-US')} companies into PostgreSQL`);
    const seeded = await seedCommand({ DATABASE_URL: postgres.url }, companies);
    if (seeded.status !== 0) throw new Error(seeded.message);
    const ports = [await freePort(), await freePort()];
    const proxy = await startProxyProcess(ports);
    const startProcess = async (index: number): Promise<BenchServer> => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-pg-'));
      folders.push(dataDir);
      return startBenchServer(dataDir, {
        PORT: String(ports[index]),
        PUBLIC_URL: proxy.baseUrl,
        DATABASE_URL: postgres.url,
        REDIS_URL: redis.url,
        // A second for the proxy's /ready polls to see a stopping process and send it nothing more.
        DRAIN_SECONDS: '1',
      });
    };
    servers.push(...(await Promise.all([0, 1].map(startProcess))));
    const session = await new SessionStore(
      new SqlSessionRepository(postgresQueryLayer(pool)),
      systemClock,
      { idleSeconds: 3600, absoluteSeconds: 3600 },
    ).create('usr-us-owner');
    const cookie = `portal_session=${session.id}`;
    const check = {
      method: 'GET' as const,
      path: '/services/auth/checkUserLogin',
      headers: { cookie },
    };
    const search = {
      method: 'POST' as const,
      path: '/services/GAD/companySearch',
      headers: { cookie, 'x-xsrf-token': session.csrfToken, origin: proxy.baseUrl },
      bodies: queriesOf(companies, 200).map((query) => JSON.stringify(query)),
    };
    // For the capacity model: one process alone, no proxy in between.
    log('one process, directly: session check, then company search, 10 clients each');
    const direct = servers[0]?.baseUrl ?? proxy.baseUrl;
    // The public host, as the proxy passes it on: the portal redirects any other to PUBLIC_URL.
    const host = new URL(proxy.baseUrl).host;
    const directCheck = await load(
      direct,
      { ...check, headers: { ...check.headers, host } },
      { connections: 10, seconds },
    );
    const directSearch = await load(
      direct,
      { ...search, headers: { ...search.headers, host } },
      { connections: 10, seconds },
    );
    log('two processes: session check, then company search, 10 clients each');
    const checkResult = await load(proxy.baseUrl, check, { connections: 10, seconds });
    const searchResult = await load(proxy.baseUrl, search, { connections: 10, seconds });

    log('two processes: both loads while process 2 stops (SIGTERM) and starts again');
    const restartSeconds = Math.max(seconds * 2, 10);
    const restart = (async () => {
      await new Promise((resolve) => setTimeout(resolve, (restartSeconds * 1000) / 4));
      await servers[1]?.stop();
      servers[1] = await startProcess(1);
    })();
    const [checkDuring, searchDuring] = await Promise.all([
      load(proxy.baseUrl, check, { connections: 5, seconds: restartSeconds }),
      load(proxy.baseUrl, search, { connections: 5, seconds: restartSeconds }),
    ]);
    await restart;
    const retriedByProxy = await proxy.stop();
    const errorsDuring =
      checkDuring.errors + checkDuring.non2xx + searchDuring.errors + searchDuring.non2xx;
    return [
      line(
        'One process on PostgreSQL, no proxy: session check / company search, 10 clients',
        `${loadText(directCheck)} / ${loadText(directSearch)}`,
        'reference for the capacity model',
        undefined,
        { directCheck, directSearch },
      ),
      line(
        'Two processes on PostgreSQL + Redis: session check, 10 clients',
        loadText(checkResult),
        'p99 ≤ 10 ms, 0 errors',
        checkResult.p99Ms <= 10 && checkResult.errors + checkResult.non2xx === 0,
        checkResult,
      ),
      line(
        `Two processes on PostgreSQL + Redis: company search, ${companies.toLocaleString('en-US')} companies, 10 clients`,
        loadText(searchResult),
        'p99 ≤ 20 ms, 0 errors',
        searchResult.p99Ms <= 20 && searchResult.errors + searchResult.non2xx === 0,
        searchResult,
      ),
      line(
        `Two processes: checks and searches while one restarts (${restartSeconds} s)`,
        `${errorsDuring} errors in ${checkDuring.total + searchDuring.total} requests, p99 ${Math.max(checkDuring.p99Ms, searchDuring.p99Ms)} ms`,
        '0 errors',
        errorsDuring === 0,
        { checkDuring, searchDuring, retriedByProxy },
      ),
    ];
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await pool.end();
    await Promise.all([postgres.stop(), redis.stop()]);
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  }
};
