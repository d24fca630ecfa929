// Issue 27: a PostgreSQL restart under a stream of writes, behind two processes. No write the
// portal acknowledged is lost, the processes reconnect by themselves, and the user signed in
// before is still signed in after, without signing in again.
import { sql } from 'kysely';
import { startPostgres, type ThrowawayPostgres } from '../../scripts/throwaway-services';
import { DEMO_PASSWORD } from '../../server/seed/personas';
import { eventually } from '../e2e/eventually';
import { startDeployment, type Deployment } from './deployment';
import { signInToPortal } from './oidc-flow';
import { postgresForThisFile } from './postgres-database';

// A cluster, two processes and a restart take seconds each on a loaded machine.
jest.setTimeout(120_000);

const postgres = postgresForThisFile();
const USER = 'us.news@example.com';

describe('PostgreSQL restarting under two processes', () => {
  let cluster: ThrowawayPostgres;
  let deployment: Deployment;
  beforeAll(async () => {
    cluster = await startPostgres();
    deployment = await startDeployment(postgres, { databaseUrl: cluster.url });
  });
  afterAll(async () => {
    await deployment?.stop();
    await cluster?.stop();
  });

  it('loses no acknowledged write, answers errors as JSON meanwhile, and keeps the session', async () => {
    const session = await signInToPortal(deployment, USER, DEMO_PASSWORD);
    const acknowledged: string[] = [];
    const refused: string[] = [];
    let n = 0;
    const write = async () => {
      n += 1;
      const answer = await deployment.call('POST', '/services/auth/user/consent', {
        headers: { ...session.writeHeaders, origin: deployment.baseUrl },
        body: { email: USER, os: `restart-${n}`, bloomreachConsent: true },
      });
      if (answer.status === 200) acknowledged.push(`restart-${n}`);
      else refused.push(`${answer.status} ${answer.text}`);
    };
    for (let i = 0; i < 10; i += 1) await write();
    const writing = (async () => {
      for (let i = 0; i < 40; i += 1) {
        await write();
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await cluster.restart();
    await writing;
    // What failed while the database was away is a 503 to retry, as JSON, never a broken answer.
    expect(
      refused.filter((answer) => !/^503 \{"error":"DATABASE_UNAVAILABLE"/.test(answer)),
    ).toEqual([]);
    await eventually(
      async () => (await deployment.process(0).call('GET', '/ready')).status,
      (status) => expect(status).toBe(200),
    );
    const { rows } = await sql<{ os: string }>`SELECT os FROM user_consents
      WHERE email = ${USER}`.execute(deployment.process(0).layer);
    const stored = new Set(rows.map((row) => row.os));
    expect(acknowledged.filter((os) => !stored.has(os))).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(10);
    for (const index of [0, 1]) {
      const answer = await deployment.process(index).call('GET', '/services/auth/getUserProfile', {
        headers: session.headers,
      });
      expect({ index, status: answer.status }).toEqual({ index, status: 200 });
    }
  });
});
