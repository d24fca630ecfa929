import { buildServer } from '../scripts/server-bundle';

/**
 * Jest's global setup for the projects that start the server (server, contract-provider, e2e):
 * the bundle they run is built from the source under test, once per run.
 */
export default async function buildServerForTests(): Promise<void> {
  await buildServer();
}
