import type { ServerTestsGlobal } from './server-tests.global-setup';

/** Stops the run's shared PostgreSQL cluster (server-tests.global-setup.ts). */
export default async function tearDownServerTests(): Promise<void> {
  await (globalThis as ServerTestsGlobal).serverTestsPostgres?.stop();
}
