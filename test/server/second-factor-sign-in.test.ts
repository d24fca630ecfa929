// Issue 28 "Sign-in": after the password, a user with an authenticator app gives a code from it or
// a recovery code; a wrong code is refused with its own message and counts toward the password
// lockout; a reused code is refused; the id token's amr names both factors (D-MFA-6).
import { Secret, TOTP } from 'otpauth';
import { DEMO_PASSWORD } from '../../server/seed/personas';
import {
  amrAfter,
  errorOf,
  startInteraction,
  submitCredentials,
  type Interaction,
} from './oidc-flow';
import { printedMfaFactors } from './docs-pages';
import { startTestServer, type Answer, type TestServer } from './test-server';

jest.setTimeout(120_000);

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({
    SEED_COMPANY_COUNT: '0',
    LOCKOUT_THRESHOLD: '3',
    RATE_LIMIT_SIGN_IN_PER_ADDRESS_PER_MINUTE: '100',
    RATE_LIMIT_SIGN_IN_PER_ACCOUNT_PER_MINUTE: '100',
  });
});
afterAll(() => t.close());

const codeFor = (key: string, stepsAhead = 0): string =>
  new TOTP({ secret: Secret.fromBase32(key) }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

/** Adds an app on MFA Options for the seeded user: its key and the first recovery codes. */
const addApp = async (userId: string): Promise<{ key: string; recoveryCodes: string[] }> => {
  const { writeHeaders } = await t.signIn(userId);
  const started = await t.call('POST', '/services/mfa/authenticator-apps', {
    headers: writeHeaders,
    body: { name: 'Phone' },
  });
  const { factorId, key } = started.json as { factorId: string; key: string };
  const confirmed = await t.call(
    'POST',
    `/services/mfa/authenticator-apps/${factorId}/confirmation`,
    {
      headers: writeHeaders,
      body: { code: codeFor(key, -1) },
    },
  );
  return { key, recoveryCodes: (confirmed.json as { recoveryCodes: string[] }).recoveryCodes };
};

const secondFactor = (interaction: Interaction, body: object): Promise<Answer> =>
  t.call('POST', `/interaction/${interaction.uid}/second-factor`, {
    headers: { cookie: interaction.jar.header, origin: t.baseUrl },
    body,
  });

describe('sign-in with a second factor', () => {
  let owner: { key: string; recoveryCodes: string[] };
  beforeAll(async () => {
    owner = await addApp('usr-us-owner');
  });

  it('asks for it after the password, refuses a wrong code, and names both factors in amr', async () => {
    const interaction = await startInteraction(t);
    const password = await submitCredentials(t, interaction, 'us.owner@example.com', DEMO_PASSWORD);
    expect(password.json).toEqual({
      secondFactor: { app: true, passkey: false, recoveryCode: true },
    });
    expect(errorOf(await secondFactor(interaction, { code: codeFor(owner.key, 7) }))).toEqual({
      status: 401,
      error: 'MFA_CODE_INCORRECT',
    });
    const accepted = await secondFactor(interaction, { code: codeFor(owner.key) });
    expect(accepted.status).toBe(200);
    await expect(amrAfter(t, interaction, accepted)).resolves.toEqual(['pwd', 'otp', 'mfa']);
  });

  it('refuses a code already used, and takes a recovery code once', async () => {
    const interaction = await startInteraction(t);
    await submitCredentials(t, interaction, 'us.owner@example.com', DEMO_PASSWORD);
    expect(errorOf(await secondFactor(interaction, { code: codeFor(owner.key) }))).toEqual({
      status: 401,
      error: 'MFA_CODE_USED',
    });
    const [recovery] = owner.recoveryCodes;
    const accepted = await secondFactor(interaction, { recoveryCode: recovery?.toUpperCase() });
    await expect(amrAfter(t, interaction, accepted)).resolves.toEqual(['pwd', 'otp', 'mfa']);

    const again = await startInteraction(t);
    await submitCredentials(t, again, 'us.owner@example.com', DEMO_PASSWORD);
    expect(errorOf(await secondFactor(again, { recoveryCode: recovery }))).toEqual({
      status: 401,
      error: 'RECOVERY_CODE_INCORRECT',
    });
  });

  it('is never asked of a user without a factor, whose amr is the password alone', async () => {
    const interaction = await startInteraction(t);
    const answer = await submitCredentials(t, interaction, 'uk.trial@example.com', DEMO_PASSWORD);
    await expect(amrAfter(t, interaction, answer)).resolves.toEqual(['pwd']);
  });

  it('cannot be given without the password first', async () => {
    const interaction = await startInteraction(t);
    expect(errorOf(await secondFactor(interaction, { code: '123456' }))).toEqual({
      status: 400,
      error: 'INTERACTION_EXPIRED',
    });
  });

  it('locks the account after wrong codes as wrong passwords do, the right password no help', async () => {
    const trial = await addApp('usr-uk-trial');
    const interaction = await startInteraction(t);
    await submitCredentials(t, interaction, 'uk.trial@example.com', DEMO_PASSWORD);
    const wrong = () => secondFactor(interaction, { code: codeFor(trial.key, 9) });
    expect(errorOf(await wrong())).toEqual({ status: 401, error: 'MFA_CODE_INCORRECT' });
    // The right password again does not forget the wrong codes before it.
    await submitCredentials(t, interaction, 'uk.trial@example.com', DEMO_PASSWORD);
    expect(errorOf(await wrong())).toEqual({ status: 401, error: 'MFA_CODE_INCORRECT' });
    expect(errorOf(await wrong())).toEqual({ status: 403, error: 'E0000069' });
    expect(errorOf(await secondFactor(interaction, { code: codeFor(trial.key) }))).toEqual({
      status: 403,
      error: 'E0000069',
    });
    const later = await startInteraction(t);
    expect(
      errorOf(await submitCredentials(t, later, 'uk.trial@example.com', DEMO_PASSWORD)),
    ).toEqual({ status: 403, error: 'E0000069' });
  });

  it('works for the demo persona mfa.user with the key and recovery code docs/demo-accounts.md prints', async () => {
    const printed = printedMfaFactors();
    const withApp = await startInteraction(t);
    await submitCredentials(t, withApp, 'mfa.user@example.com', DEMO_PASSWORD);
    const accepted = await secondFactor(withApp, { code: codeFor(printed.appKey) });
    await expect(amrAfter(t, withApp, accepted)).resolves.toEqual(['pwd', 'otp', 'mfa']);
    const withCode = await startInteraction(t);
    const password = await submitCredentials(t, withCode, 'mfa.user@example.com', DEMO_PASSWORD);
    expect(password.json).toEqual({
      secondFactor: { app: true, passkey: false, recoveryCode: true },
    });
    const [code = ''] = printed.recoveryCodes;
    const recovered = await secondFactor(withCode, { recoveryCode: code });
    expect(recovered.status).toBe(200);
  });
});
