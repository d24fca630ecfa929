import os from 'node:os';
import { ABUSE_LIMIT_VARIABLES } from '../../server/http/abuse-limits';
import { startDeployment, type Deployment } from '../server/deployment';
import { postgresForThisFile } from '../server/postgres-database';
import { START_TIMEOUT_MS } from './provider-under-test';
import { verifyPact } from './verify-pact';

/**
 * Issue 27: the same verification against a deployment past one machine, two processes over one
 * PostgreSQL database and one Redis behind a round-robin proxy. The state handlers set up each
 * state in PostgreSQL, and the verifier's calls alternate between the processes, so a session, a
 * token or a write made through one is answered by the other.
 */
const postgres = postgresForThisFile();

describe('two processes over PostgreSQL and Redis honour the business-portal-web pact', () => {
  let deployment: Deployment | undefined;

  beforeAll(async () => {
    deployment = await startDeployment(postgres, {
      // The verifier replays every interaction from one address within seconds: the contract is
      // about shapes, and the shared limits are tested in test/server/shared-limits.test.ts.
      env: Object.fromEntries(Object.values(ABUSE_LIMIT_VARIABLES).map((name) => [name, '1000'])),
    });
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await deployment?.stop();
  }, 30_000);

  it(
    'verifies every interaction of the pact file through the proxy',
    async () => {
      if (deployment === undefined) throw new Error('the deployment did not start');
      const before = [...deployment.proxy.answered];
      await expect(
        verifyPact({
          baseUrl: deployment.baseUrl,
          issuer: `${deployment.baseUrl}/oidc`,
          database: { dataDir: os.tmpdir(), databaseUrl: deployment.databaseUrl },
          stop: () => Promise.resolve(),
        }),
      ).resolves.toBeUndefined();
      // Each process answered a share of the interactions, not one of them all.
      const shares = deployment.proxy.answered.map((count, i) => count - (before[i] ?? 0));
      expect(shares).toHaveLength(2);
      for (const share of shares) expect(share).toBeGreaterThan(10);
    },
    START_TIMEOUT_MS * 2,
  );
});
