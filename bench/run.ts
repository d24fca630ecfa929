import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BUDGETS_KB, chunkSizes, overBudget } from '../scripts/bundle-budgets';
import { ensureBuilt, ROOT, startBenchServer } from './bench-server';
import {
  companySelectorTimings,
  getADunsSearchTimings,
  launchBrowser,
  loadLoginPage,
  sessionCookiesOf,
  signIn,
  signInTimings,
} from './browser-measures';
import { deploymentLines } from './deployment-load';
import { DIRECTORY_COMPANIES, directoryCache } from './directory-cache';
import { load, startHelloWorld, type LoadResult } from './http-load';
import { lighthouseMedian, type LighthouseScore } from './lighthouse-run';

/** Issue 29's Lighthouse budgets (mobile, its default simulated throttling). */
interface LighthouseBudget {
  readonly performance: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
}
const LOGIN_BUDGET: LighthouseBudget = { performance: 98, lcpMs: 1200, tbtMs: 50, cls: 0.01 };
const SIGNED_IN_BUDGET: LighthouseBudget = { performance: 95, lcpMs: 1500, tbtMs: 100, cls: 0.01 };
import { serverRenderingLines } from './server-rendering';
import { scriptsHeldSignInLine } from './scripts-held-sign-in';
import { packageShares, type PackageShare } from './library-shares';
import { giveCompanies } from './many-companies';
import { searchQueries } from './search-queries';
import { line, table, type BenchLine } from './targets';

// `npm run bench [-- --quick] [-- --fresh]`: issue 15's measurements, each with its target, in
// one run on this machine. --quick shortens the load phases (for trying the bench out); --fresh
// seeds the million-company directory again.

const args = new Set(process.argv.slice(2));
const quick = args.has('--quick');
const seconds = quick ? 3 : 10;
const mixedSeconds = quick ? 10 : 60;
const log = (text: string) => process.stderr.write(`bench: ${text}\n`);
const run = (command: string) => execSync(command, { cwd: ROOT, stdio: 'inherit' });

const ms = (value: number) => `${value.toFixed(0)} ms`;
const loadText = (result: LoadResult) =>
  `${Math.round(result.requestsPerSecond)} req/s, p99 ${result.p99Ms} ms, ${result.errors + result.non2xx} errors`;

const lines: BenchLine[] = [];
let loginPackages: readonly PackageShare[] | undefined;
ensureBuilt(run);

const sizes = chunkSizes(path.join(ROOT, 'dist', 'assets'));
const over = overBudget(sizes);
const largestRoute = sizes.find((size) => size.kind === 'route');
const largestLocale = sizes.find((size) => size.kind === 'locale');
lines.push(
  line(
    'Largest route chunk (gzip)',
    `${largestRoute?.gzipKb ?? 0} KB (${largestRoute?.file ?? '-'})`,
    `≤ ${BUDGETS_KB.route} KB each`,
    over.every((size) => size.kind !== 'route'),
  ),
  line(
    'Largest locale chunk (gzip)',
    `${largestLocale?.gzipKb ?? 0} KB (${largestLocale?.file ?? '-'})`,
    `≤ ${BUDGETS_KB.locale} KB each`,
    over.every((size) => size.kind !== 'locale'),
  ),
);

const cache = await directoryCache(args.has('--fresh'), log);
const queries = searchQueries(cache.dataDir, 200);
// The company selector's target is for 10,000 companies: a persona no other line signs in as.
const SELECTOR_USER = 'uk.trial@example.com';
const selectorUser = giveCompanies(cache.dataDir, SELECTOR_USER, 10_000, 8);
log(
  `starting the portal on a copy of the ${DIRECTORY_COMPANIES.toLocaleString('en-US')}-company directory`,
);
const server = await startBenchServer(cache.dataDir);
const browser = await launchBrowser();
try {
  log('signed-out / to the login form');
  const login = await loadLoginPage(browser, server.baseUrl);
  loginPackages = packageShares(path.join(ROOT, 'dist'), login.scripts);
  lines.push(
    line(
      'JS for signed-out / → login form (gzip, Chromium)',
      `${login.jsGzipKb} KB`,
      '≤ 130 KB',
      login.jsGzipKb <= 130,
      login.scripts,
    ),
    line(
      'Signed-out / → login form',
      `${login.documents} documents, ${login.boots} SPA boots`,
      '1 document, 1 boot',
      login.documents === 1 && login.boots === 1,
    ),
  );

  lines.push(await scriptsHeldSignInLine(browser, server.baseUrl, 'us.owner@example.com'));

  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, server.baseUrl, 'us.owner@example.com');
  const session = await sessionCookiesOf(context);

  log('session check against a bare Fastify, side by side');
  const hello = await startHelloWorld();
  const connections = 10;
  const helloResult = await load(hello.url, { method: 'GET', path: '/' }, { connections, seconds });
  await hello.stop();
  const checkResult = await load(
    server.baseUrl,
    { method: 'GET', path: '/services/auth/checkUserLogin', headers: { cookie: session.cookie } },
    { connections, seconds },
  );
  const ratio = checkResult.requestsPerSecond / helloResult.requestsPerSecond;
  lines.push(
    line(
      'Session check ÷ bare Fastify (10 connections)',
      `${ratio.toFixed(2)} (${loadText(checkResult)} vs ${Math.round(helloResult.requestsPerSecond)} req/s)`,
      '≥ 0.5, p99 ≤ 10 ms, 0 errors',
      ratio >= 0.5 && checkResult.p99Ms <= 10 && checkResult.errors + checkResult.non2xx === 0,
      { hello: helloResult, sessionCheck: checkResult },
    ),
  );

  lines.push(...(await serverRenderingLines(server.baseUrl, { seconds, log })));

  log('company search, 10 concurrent clients');
  const searchRequest = {
    method: 'POST' as const,
    path: '/services/GAD/companySearch',
    headers: { cookie: session.cookie, 'x-xsrf-token': session.csrfToken, origin: server.baseUrl },
    bodies: queries.map((query) => JSON.stringify(query)),
  };
  const searchResult = await load(server.baseUrl, searchRequest, { connections: 10, seconds });
  lines.push(
    line(
      `Company search, ${DIRECTORY_COMPANIES.toLocaleString('en-US')} companies, 10 clients`,
      loadText(searchResult),
      'p99 ≤ 10 ms',
      searchResult.p99Ms <= 10 && searchResult.errors + searchResult.non2xx === 0,
      searchResult,
    ),
  );

  log(`${mixedSeconds} s of mixed load (session checks and searches)`);
  server.rss.takePeak();
  await Promise.all([
    load(
      server.baseUrl,
      { method: 'GET', path: '/services/auth/checkUserLogin', headers: { cookie: session.cookie } },
      { connections: 5, seconds: mixedSeconds },
    ),
    load(server.baseUrl, searchRequest, { connections: 5, seconds: mixedSeconds }),
  ]);
  const mixedPeak = server.rss.takePeak();
  lines.push(
    line(
      'Server RSS during 60 s of mixed load (peak)',
      `${mixedPeak.toFixed(0)} MB`,
      '≤ 300 MB',
      mixedPeak <= 300,
    ),
    line(
      'Server RSS during the first start that seeds the directory (peak)',
      `${cache.seedingPeakRssMb.toFixed(0)} MB (seeded in ${cache.seedingSeconds.toFixed(0)} s, ${cache.seededAt})`,
      '≤ 300 MB',
      cache.seedingPeakRssMb <= 300,
    ),
  );
  await context.close();

  log('sign-in: password submitted → dashboard');
  const signIns = await signInTimings(browser, server.baseUrl, 'us.owner@example.com', 5);
  lines.push(
    line(
      'Sign-in: submit → dashboard painted (median of 5)',
      ms(signIns.medianMs),
      '≤ 600 ms',
      signIns.medianMs <= 600,
      signIns.samplesMs,
    ),
  );

  log('Get-a-DUNS search in the browser');
  const getADuns = await getADunsSearchTimings(
    browser,
    server.baseUrl,
    'us.owner@example.com',
    queries.slice(0, 9),
  );
  lines.push(
    line(
      `Get-a-DUNS search in Chromium, ${DIRECTORY_COMPANIES.toLocaleString('en-US')} companies: Search → results (median of 9)`,
      ms(getADuns.medianMs),
      '≤ 300 ms',
      getADuns.medianMs <= 300,
      getADuns.samplesMs,
    ),
  );

  log('company selector: keystroke → list painted');
  const selector = await companySelectorTimings(
    browser,
    server.baseUrl,
    SELECTOR_USER,
    selectorUser.prefixes,
  );
  lines.push(
    line(
      `Company selector, ${selectorUser.companies.toLocaleString('en-US')} companies: keystroke → list painted (median of ${selector.samplesMs.length})`,
      `${selector.medianMs.toFixed(1)} ms`,
      '≤ 16 ms',
      selector.medianMs <= 16,
      selector.samplesMs,
    ),
  );

  log('Lighthouse mobile, three runs each: /login, then / signed in');
  const lighthouseLine = (page: string, score: LighthouseScore, budget: LighthouseBudget) =>
    line(
      `Lighthouse mobile ${page} (median of 3)`,
      `performance ${score.performance}, LCP ${ms(score.lcpMs)}, TBT ${ms(score.tbtMs)}, CLS ${score.cls.toFixed(3)}`,
      `≥ ${budget.performance}, LCP ≤ ${budget.lcpMs} ms, TBT ≤ ${budget.tbtMs} ms, CLS ≤ ${budget.cls}`,
      score.performance >= budget.performance &&
        score.lcpMs <= budget.lcpMs &&
        score.tbtMs <= budget.tbtMs &&
        score.cls <= budget.cls,
      score,
    );
  lines.push(
    lighthouseLine('/login', await lighthouseMedian(`${server.baseUrl}/login`), LOGIN_BUDGET),
    lighthouseLine(
      '/ (signed in)',
      await lighthouseMedian(`${server.baseUrl}/`, session.cookie),
      SIGNED_IN_BUDGET,
    ),
  );
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(cache.dataDir, { recursive: true, force: true });
}

// Issue 27: the same loads on two processes over PostgreSQL and Redis behind a proxy.
lines.push(
  ...(await deploymentLines({
    companies: quick ? 100_000 : DIRECTORY_COMPANIES,
    seconds,
    log,
  })),
);

console.log(table(lines));
// Issue 15: the design card's libraries alone keep /login over its budget; each one's share.
console.log(
  `\nJS for signed-out / → login form, by package (gzip share of each script, from its source map):\n${(
    loginPackages ?? []
  )
    .map((share) => `  ${share.gzipKb.toFixed(1).padStart(6)} KB  ${share.name}`)
    .join('\n')}`,
);
const results = { measuredAt: new Date().toISOString(), quick, lines, loginPackages };
fs.writeFileSync(path.join(ROOT, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
log('written bench/results.json');
