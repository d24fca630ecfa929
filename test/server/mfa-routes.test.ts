// Issue 28, MFA Options over HTTP: the flag per country, adding an app with its first code and the
// first recovery codes, the proof a protected change needs (D-MFA-4), renaming and removing, the
// security notice mail, the limit on checks, and the session and CSRF guards.
import { Secret, TOTP } from 'otpauth';
import { sql } from 'kysely';
import { DEMO_PASSWORD } from '../../server/seed/personas';
import { errorOf } from './oidc-flow';
import { startTestServer, type SignedIn, type TestServer } from './test-server';

jest.setTimeout(90_000);

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({
    SEED_COMPANY_COUNT: '0',
    RATE_LIMIT_MFA_VERIFICATION_PER_ACCOUNT_PER_MINUTE: '6',
  });
});
afterAll(() => t.close());

/** The code an app holding `key` shows at this moment, `stepsAhead` steps later. */
const codeFor = (key: string, stepsAhead = 0): string =>
  new TOTP({ secret: Secret.fromBase32(key) }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

/** The session proved who the user is longer ago than five minutes. */
const staleProof = async (userId: string): Promise<void> => {
  await sql`update sessions set proved_at = 0 where user_id = ${userId}`.execute(t.layer);
};

const mailsTo = async (email: string): Promise<{ subject: string; text: string }[]> => {
  const answer = await t.call('GET', `/dev/mail.json?to=${encodeURIComponent(email)}`);
  return (answer.json as { messages: { subject: string; text: string }[] }).messages;
};

interface Enrolment {
  readonly factorId: string;
  readonly key: string;
  readonly uri: string;
}

const addApp = async (who: SignedIn, name = 'Phone'): Promise<Enrolment> => {
  const started = await t.call('POST', '/services/mfa/authenticator-apps', {
    headers: who.writeHeaders,
    body: { name },
  });
  expect(started.status).toBe(201);
  return started.json as Enrolment;
};

describe('MFA Options over HTTP', () => {
  it('exists for a country with MFA on and is "not found" elsewhere; the profile says which', async () => {
    const czech = await t.signIn('usr-cz-user');
    expect(errorOf(await t.call('GET', '/services/mfa', czech))).toEqual({
      status: 404,
      error: 'MFA_UNAVAILABLE',
    });
    const profile = await t.call('GET', '/services/auth/getUserProfile', czech);
    expect(profile.json).toMatchObject({ mfaEnabled: false });
    const owner = await t.signIn('usr-us-owner');
    const status = await t.call('GET', '/services/mfa', owner);
    expect(status.status).toBe(200);
    expect(status.headers.get('cache-control')).toBe('no-store');
    expect(status.json).toEqual({ factors: [], recoveryCodesLeft: 0 });
    expect((await t.call('GET', '/services/auth/getUserProfile', owner)).json).toMatchObject({
      mfaEnabled: true,
    });
  });

  it('adds an app once a code from it is right, with the first recovery codes and a notice', async () => {
    const owner = await t.signIn('usr-us-owner');
    const app = await addApp(owner, '  Work   phone ');
    expect(app.key).toMatch(/^[A-Z2-7]{32}$/);
    expect(app.uri).toContain(`secret=${app.key}`);
    const confirmation = `/services/mfa/authenticator-apps/${app.factorId}/confirmation`;
    const wrong = await t.call('POST', confirmation, {
      headers: owner.writeHeaders,
      body: { code: codeFor(app.key, 5) },
    });
    expect(errorOf(wrong)).toEqual({ status: 400, error: 'MFA_CODE_INCORRECT' });
    const code = codeFor(app.key);
    const right = await t.call('POST', confirmation, {
      headers: owner.writeHeaders,
      body: { code: `${code.slice(0, 3)} ${code.slice(3)}` },
    });
    expect(right.status).toBe(200);
    const { recoveryCodes } = right.json as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    const status = (await t.call('GET', '/services/mfa', owner)).json as {
      factors: { id: string; kind: string; name: string; lastUsedAt: string | null }[];
      recoveryCodesLeft: number;
    };
    expect(status.recoveryCodesLeft).toBe(10);
    expect(status.factors).toEqual([
      expect.objectContaining({ id: app.factorId, kind: 'totp', name: 'Work phone' }),
    ]);
    // The same code again, as a proof: each time step is accepted once (D-MFA-2).
    const replay = await t.call('POST', '/services/mfa/proof', {
      headers: owner.writeHeaders,
      body: { code },
    });
    expect(errorOf(replay)).toEqual({ status: 400, error: 'MFA_CODE_USED' });
    const [notice] = await mailsTo('us.owner@example.com');
    expect(notice?.subject).toBe('An authenticator app was added to your account');
    expect(notice?.text).toContain('/forgot-password');
  });

  it('asks for a proof when the last is older than five minutes, and takes the password', async () => {
    const owner = await t.signIn('usr-us-owner');
    await staleProof('usr-us-owner');
    const renew = () =>
      t.call('POST', '/services/mfa/recovery-codes', { headers: owner.writeHeaders });
    expect(errorOf(await renew())).toEqual({ status: 403, error: 'MFA_PROOF_REQUIRED' });
    const wrong = await t.call('POST', '/services/mfa/proof', {
      headers: owner.writeHeaders,
      body: { password: 'not-the-password' },
    });
    expect(errorOf(wrong)).toEqual({ status: 400, error: 'MFA_PROOF_INCORRECT' });
    const proved = await t.call('POST', '/services/mfa/proof', {
      headers: owner.writeHeaders,
      body: { password: DEMO_PASSWORD },
    });
    expect(proved.json).toEqual({ status: 'PROVED' });
    const renewed = await renew();
    expect(renewed.status).toBe(200);
    expect((renewed.json as { recoveryCodes: string[] }).recoveryCodes).toHaveLength(10);
  });

  it('renames and removes a factor; the last one takes the recovery codes with it', async () => {
    const owner = await t.signIn('usr-us-owner');
    const status = (await t.call('GET', '/services/mfa', owner)).json as {
      factors: { id: string }[];
    };
    const ids = status.factors.map((factor) => factor.id);
    const [first] = ids;
    if (first === undefined) throw new Error('the app added above is missing');
    const rename = (name: string) =>
      t.call('PATCH', `/services/mfa/factors/${first}`, {
        headers: owner.writeHeaders,
        body: { name },
      });
    expect((await rename('Pixel')).json).toEqual({ status: 'RENAMED' });
    expect(errorOf(await rename('x'.repeat(65)))).toEqual({
      status: 400,
      error: 'FACTOR_NAME_TOO_LONG',
    });
    const remove = (id: string) =>
      t.call('DELETE', `/services/mfa/factors/${id}`, { headers: owner.writeHeaders });
    expect(errorOf(await remove('no-such-factor'))).toEqual({
      status: 404,
      error: 'MFA_FACTOR_UNKNOWN',
    });
    for (const id of ids) expect((await remove(id)).status).toBe(200);
    expect((await t.call('GET', '/services/mfa', owner)).json).toEqual({
      factors: [],
      recoveryCodesLeft: 0,
    });
  });

  it('needs a session for reading and the CSRF token for changes', async () => {
    expect(errorOf(await t.call('GET', '/services/mfa'))).toEqual({
      status: 401,
      error: 'UNAUTHENTICATED',
    });
    const owner = await t.signIn('usr-us-owner');
    const forged = await t.call('DELETE', '/services/mfa', {
      headers: { ...owner.headers, origin: t.baseUrl },
    });
    expect(errorOf(forged)).toEqual({ status: 403, error: 'CSRF_TOKEN_INVALID' });
  });

  it('limits the checks of a password or a code for one user', async () => {
    const trial = await t.signIn('usr-uk-trial');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const answer = await t.call('POST', '/services/mfa/proof', {
        headers: trial.writeHeaders,
        body: { code: '000000' },
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 429]);
  });
});
