import { ConfigError } from './config-schema';
import { loadConfig, type ServerConfig } from './config';
import { buildServer, type PortalServer } from './app';
import { StartupError } from './db/data-dir';
import { DEMO_ACCOUNTS_WARNING } from './seed/demo-warning';

/** A configuration or data problem the operator can fix: its message alone, no stack trace. */
const stopOnOperatorError = (error: unknown): never => {
  if (error instanceof ConfigError || error instanceof StartupError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
};

let config: ServerConfig;
let server: PortalServer;
try {
  config = loadConfig();
  server = await buildServer(config);
} catch (error) {
  stopOnOperatorError(error);
  throw error;
}

let stopping = false;
const shutdown = (signal: string): void => {
  // A second signal while draining changes nothing: the drain already ends in an exit.
  if (stopping) return;
  stopping = true;
  server.app.log.info(
    `${signal} received: not ready from now, closing in ${config.drainSeconds} s after the requests in flight`,
  );
  void server.drain().then(() => process.exit(0));
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));

try {
  await server.app.listen({ port: config.port, host: config.host });
} catch (error) {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  if (code !== 'EADDRINUSE' && code !== 'EACCES' && code !== 'EADDRNOTAVAIL') throw error;
  console.error(
    `The server cannot listen on ${config.host}:${config.port} (${String(code)}): set PORT or HOST to a free address.`,
  );
  await server.close();
  process.exit(1);
}
server.app.log.info(
  `Business Portal (${config.mode} mode) at ${config.publicUrl}, listening on ${config.host}:${config.port} (data in ${config.dataDir})`,
);
if (server.hasDemoAccounts) server.app.log.warn(DEMO_ACCOUNTS_WARNING);
server.app.log.info(
  config.smtpUrl === undefined
    ? `Mail goes to the embedded outbox, readable from this machine only: ${config.publicUrl}/dev/mail`
    : 'Mail goes to the SMTP server in SMTP_URL',
);
