import buildServerForTests from '../server-bundle.global-setup';
import {
  MissingServiceBinary,
  startPostgres,
  type ThrowawayService,
} from '../../scripts/throwaway-services';
import { SHARED_POSTGRES_URL } from './postgres-database';

/** Jest gives the global setup and teardown one global object: the cluster is handed over in it. */
export interface ServerTestsGlobal {
  serverTestsPostgres?: ThrowawayService;
}

/**
 * Jest's global setup for the server project: the server bundle, and one throwaway PostgreSQL
 * cluster for the whole run, in which each test file makes its own databases (D-SUITE-16). Without
 * PostgreSQL installed the files that need it start their own and fail with the package's name.
 */
export default async function setUpServerTests(): Promise<void> {
  const [cluster] = await Promise.all([
    startPostgres().catch((error: unknown) => {
      if (error instanceof MissingServiceBinary) return undefined;
      throw error;
    }),
    buildServerForTests(),
  ]);
  if (cluster === undefined) return;
  (globalThis as ServerTestsGlobal).serverTestsPostgres = cluster;
  process.env[SHARED_POSTGRES_URL] = cluster.url;
}
