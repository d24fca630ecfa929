import { loadConfig } from './config';
import { buildServer } from './app';

const config = loadConfig();
const server = await buildServer(config);

const shutdown = (signal: string): void => {
  server.app.log.info(`${signal} received, shutting down`);
  void server.close().then(() => process.exit(0));
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));

await server.app.listen({ port: config.port, host: config.host });
server.app.log.info(`Business Portal at ${config.publicUrl} (data in ${config.dataDir})`);
server.app.log.info(
  config.smtpUrl === undefined
    ? `Mail goes to the embedded outbox: ${config.publicUrl}/dev/mail`
    : 'Mail goes to the SMTP server in SMTP_URL',
);
