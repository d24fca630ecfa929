// Issue 27, "Done when": two processes over PostgreSQL and Redis behind a round-robin proxy behave
// as one portal. A user signs in through one and is recognised by the other; a password reset sends
// one mail; wrong passwords over both lock the account as if they hit one; what one writes the
// other reads; and killing one during a stream of writes loses no acknowledged write and signs
// nobody out.
import { sql } from 'kysely';
import { DEMO_PASSWORD } from '../../server/seed/personas';
import { eventually } from '../e2e/eventually';
import { GENEROUS_LIMITS } from './password-fixtures';
import { postgresForThisFile } from './postgres-database';
import { startDeployment, type Deployment, type DeploymentProcess } from './deployment';
import { signInToPortal, startInteraction, submitCredentials, TEST_BROWSER } from './oidc-flow';

// Two processes, PostgreSQL and Redis start in seconds each on a loaded machine.
jest.setTimeout(120_000);

const postgres = postgresForThisFile();
const OWNER = 'us.owner@example.com';

describe('two processes over PostgreSQL and Redis, behind a proxy', () => {
  let deployment: Deployment;
  beforeAll(async () => {
    deployment = await startDeployment(postgres, {
      env: { ...GENEROUS_LIMITS, LOCKOUT_THRESHOLD: '4' },
    });
  });
  afterAll(async () => deployment?.stop());

  const portal = (index: number): DeploymentProcess => deployment.process(index);
  const countIn = async (query: ReturnType<typeof sql<{ count: number }>>): Promise<number> =>
    (await query.execute(portal(0).layer)).rows[0]?.count ?? -1;

  it('signs a user in through the proxy, every step on whichever process, and both know them', async () => {
    const session = await signInToPortal(deployment, OWNER, DEMO_PASSWORD);
    expect(deployment.proxy.answered.every((count) => count > 0)).toBe(true);
    // The session names the browser it began in, and the sign-in as its last proof (issue 28).
    const { rows } = await sql<{ user_agent: string; proved_at: number | null }>`
      SELECT user_agent, proved_at FROM sessions ORDER BY created_at DESC LIMIT 1`.execute(
      portal(1).layer,
    );
    expect(rows[0]?.user_agent).toBe(TEST_BROWSER);
    expect(Math.abs((rows[0]?.proved_at ?? 0) - Date.now() / 1000)).toBeLessThan(120);
    for (const index of [0, 1]) {
      const answer = await portal(index).call('GET', '/services/entitlements/all', {
        headers: session.headers,
      });
      expect({ index, status: answer.status }).toEqual({ index, status: 200 });
    }
  });

  it('reads through one process what the other wrote', async () => {
    const session = await signInToPortal(deployment, OWNER, DEMO_PASSWORD);
    const written = await portal(0).call('PUT', '/services/auth/updateUserProfile', {
      headers: { ...session.writeHeaders, origin: deployment.baseUrl },
      body: { language_preference_code: 'en-gb' },
    });
    expect(written.status).toBe(200);
    const read = await portal(1).call('GET', '/services/auth/getUserProfile', {
      headers: session.headers,
    });
    expect(read.json).toMatchObject({ languagePreference: 'en-gb' });
  });

  it('sends one mail for one password reset', async () => {
    const email = 'uk.trial@example.com';
    const answer = await deployment.call('POST', '/services/auth/forgotPassword', {
      headers: { origin: deployment.baseUrl },
      body: { email },
    });
    expect(answer.status).toBe(200);
    const mails = sql<{ count: number }>`SELECT count(*) AS count FROM outbox
      WHERE recipient = ${email} AND kind = 'password-reset'`;
    // The answer does not wait for the mail (it says the same for an unknown address).
    await eventually(
      () => countIn(mails),
      (count) => expect(count).toBe(1),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await countIn(mails)).toBe(1);
  });

  it('locks an account after wrong passwords spread over both processes, as one would', async () => {
    const email = 'ie.trial@example.com';
    const interaction = await startInteraction(portal(0));
    const answers: string[] = [];
    for (const index of [0, 1, 0, 1]) {
      const wrong = await submitCredentials(portal(index), interaction, email, 'Wrong-Password-1');
      answers.push(`${wrong.status} ${(wrong.json as { error?: string } | undefined)?.error}`);
    }
    // The fourth failure reaches LOCKOUT_THRESHOLD, whichever process counted the three before.
    expect(answers).toEqual(['401 E0000004', '401 E0000004', '401 E0000004', '403 E0000069']);
    for (const index of [0, 1]) {
      const right = await submitCredentials(portal(index), interaction, email, DEMO_PASSWORD);
      expect({ index, status: right.status, json: right.json }).toEqual({
        index,
        status: 403,
        json: expect.objectContaining({ error: 'E0000069' }) as unknown,
      });
    }
  });

  it('loses no acknowledged write and signs nobody out when a process is killed under writes', async () => {
    const session = await signInToPortal(deployment, 'us.news@example.com', DEMO_PASSWORD);
    const acknowledged: string[] = [];
    const failed: number[] = [];
    const write = async (n: number) => {
      // A process killed after it sent the answer's head but before its end cuts the connection
      // (a proxy can no longer turn that into a 502): unacknowledged, as a 502 is.
      const answer = await deployment
        .call('POST', '/services/auth/user/consent', {
          headers: { ...session.writeHeaders, origin: deployment.baseUrl },
          body: { email: 'us.news@example.com', os: `web-${n}`, bloomreachConsent: n % 2 === 0 },
        })
        .catch(() => ({ status: 0 }));
      if (answer.status === 200) acknowledged.push(`web-${n}`);
      else failed.push(answer.status);
    };
    let n = 0;
    for (; n < 20; n += 1) await write(n);
    portal(1).signal('SIGKILL');
    for (; n < 60; n += 1) await write(n);
    // Through the kill: at most the one request in flight to the killed process failed (a 502, or
    // 0 for a connection cut mid-answer).
    expect(failed.every((status) => status === 502 || status === 0)).toBe(true);
    expect(failed.length).toBeLessThanOrEqual(1);
    expect(deployment.proxy.retried()).toBeGreaterThan(0);
    const { rows } = await sql<{ os: string }>`SELECT os FROM user_consents
      WHERE email = 'us.news@example.com'`.execute(portal(0).layer);
    const stored = new Set(rows.map((row) => row.os));
    expect(acknowledged.filter((os) => !stored.has(os))).toEqual([]);
    // Still signed in, on the survivor and on the killed process started again.
    await deployment.restart(1);
    for (const index of [0, 1]) {
      const answer = await portal(index).call('GET', '/services/auth/getUserProfile', {
        headers: session.headers,
      });
      expect({ index, status: answer.status }).toEqual({ index, status: 200 });
    }
  });
});
