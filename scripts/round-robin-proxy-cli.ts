import { startRoundRobinProxy } from './round-robin-proxy';

// `tsx scripts/round-robin-proxy-cli.ts [--ready] LISTEN_PORT UPSTREAM_PORT...`: the proxy in a
// process of its own, so that a load generator and the proxy do not share one event loop (bench/);
// --ready polls each process's /ready. Prints "ready" once listening; on SIGTERM prints how many
// requests it passed to another process.
const args = process.argv.slice(2);
const readyPath = args.includes('--ready') ? '/ready' : undefined;
const [listen, ...upstreams] = args.filter((arg) => arg !== '--ready').map(Number);
if (listen === undefined || upstreams.length === 0 || [listen, ...upstreams].some(Number.isNaN)) {
  console.error(
    'usage: tsx scripts/round-robin-proxy-cli.ts [--ready] LISTEN_PORT UPSTREAM_PORT...',
  );
  process.exit(2);
}
const proxy = await startRoundRobinProxy(upstreams, {
  port: listen,
  ...(readyPath === undefined ? {} : { readyPath }),
});
console.log('ready');
process.on('SIGTERM', () => {
  console.log(`retried ${proxy.retried()}`);
  void proxy.close().then(() => process.exit(0));
});
