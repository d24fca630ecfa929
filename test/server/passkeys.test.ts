// Issue 28, passkeys (D-MFA-12): added on MFA Options with the browser's credential checked
// (@simplewebauthn/server), given after the password as the second factor, and used alone
// ("Sign in with a passkey"); each challenge answered once, a stranger's passkey refused, the
// lockout kept, and the id token's amr naming what was proved (D-MFA-6).
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { sql } from 'kysely';
import { DEMO_PASSWORD } from '../../server/seed/personas';
import {
  amrAfter,
  errorOf,
  startInteraction,
  submitCredentials,
  type Interaction,
} from './oidc-flow';
import { SoftwareAuthenticator } from './software-authenticator';
import { startTestServer, type Answer, type SignedIn, type TestServer } from './test-server';

jest.setTimeout(120_000);

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({
    SEED_COMPANY_COUNT: '0',
    RATE_LIMIT_SIGN_IN_PER_ADDRESS_PER_MINUTE: '100',
  });
});
afterAll(() => t.close());

interface Registration {
  readonly registrationId: string;
  readonly options: PublicKeyCredentialCreationOptionsJSON;
}

const startAdding = async (who: SignedIn, name: string): Promise<Registration> => {
  const started = await t.call('POST', '/services/mfa/passkeys', {
    headers: who.writeHeaders,
    body: { name },
  });
  expect(started.status).toBe(201);
  return started.json as Registration;
};

const confirm = (who: SignedIn, registrationId: string, response: object): Promise<Answer> =>
  t.call('POST', `/services/mfa/passkeys/${registrationId}/confirmation`, {
    headers: who.writeHeaders,
    body: { response },
  });

/** A passkey added on MFA Options for the user, held by the authenticator. */
const addPasskey = async (userId: string, device: SoftwareAuthenticator): Promise<void> => {
  const who = await t.signIn(userId);
  const { registrationId, options } = await startAdding(who, 'Laptop');
  expect((await confirm(who, registrationId, device.create(options))).status).toBe(200);
};

const post = (interaction: Interaction, step: string, body?: object): Promise<Answer> =>
  t.call('POST', `/interaction/${interaction.uid}/${step}`, {
    headers: { cookie: interaction.jar.header, origin: t.baseUrl },
    ...(body === undefined ? {} : { body }),
  });

const optionsOf = (answer: Answer): PublicKeyCredentialRequestOptionsJSON =>
  (answer.json as { options: PublicKeyCredentialRequestOptionsJSON }).options;

describe('passkeys', () => {
  const device = () => new SoftwareAuthenticator(t.baseUrl);

  it('adds one on MFA Options: a discoverable credential for this host, checked, then listed', async () => {
    const owner = await t.signIn('usr-us-owner');
    const laptop = device();
    const { registrationId, options } = await startAdding(owner, '  Work  laptop ');
    expect(options.rp.id).toBe('localhost');
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'preferred',
    });
    // The user handle is the account's id, never the e-mail address.
    expect(Buffer.from(options.user.id, 'base64url').toString()).toBe('usr-us-owner');
    // A credential made for another challenge does not count.
    const other = await startAdding(owner, 'Other');
    const forged = await confirm(owner, registrationId, laptop.create(other.options));
    expect(errorOf(forged)).toEqual({ status: 400, error: 'PASSKEY_REFUSED' });
    // Each registration is answered once: the one just refused is spent.
    const again = await confirm(owner, registrationId, laptop.create(options));
    expect(errorOf(again)).toEqual({ status: 400, error: 'PASSKEY_EXPIRED' });

    const fresh = await startAdding(owner, '  Work  laptop ');
    const added = await confirm(owner, fresh.registrationId, laptop.create(fresh.options));
    expect(added.status).toBe(200);
    expect((added.json as { recoveryCodes: string[] }).recoveryCodes).toHaveLength(10);
    const status = (await t.call('GET', '/services/mfa', owner)).json as {
      factors: { kind: string; name: string }[];
    };
    expect(status.factors).toEqual([
      expect.objectContaining({ kind: 'passkey', name: 'Work laptop' }),
    ]);
    // A second passkey excludes the first, so the same device is not added twice.
    const second = await startAdding(owner, 'Phone');
    expect(second.options.excludeCredentials).toHaveLength(1);
    const mails = (await t.call('GET', '/dev/mail.json?to=us.owner%40example.com')).json as {
      messages: { subject: string }[];
    };
    expect(mails.messages.map((mail) => mail.subject)).toContain(
      'A passkey was added to your account',
    );
  });

  it('is the second factor after the password, once per challenge, and amr names both', async () => {
    const phone = device();
    await addPasskey('usr-new-user', phone);
    const interaction = await startInteraction(t);
    const password = await submitCredentials(t, interaction, 'new.user@example.com', DEMO_PASSWORD);
    expect(password.json).toEqual({
      secondFactor: { app: false, passkey: true, recoveryCode: true },
    });
    const options = optionsOf(await post(interaction, 'second-factor/passkey-options'));
    expect(options.allowCredentials).toHaveLength(1);
    // Another device's passkey is refused and counts as a wrong code.
    const stranger = device();
    await addPasskey('usr-terms-pending', stranger);
    const refused = await post(interaction, 'second-factor', { passkey: stranger.get(options) });
    expect(errorOf(refused)).toEqual({ status: 401, error: 'PASSKEY_REFUSED' });

    const fresh = optionsOf(await post(interaction, 'second-factor/passkey-options'));
    const signed = phone.get(fresh);
    const passed = await post(interaction, 'second-factor', { passkey: signed });
    expect(passed.status).toBe(200);
    expect(await amrAfter(t, interaction, passed)).toEqual(['pwd', 'hwk', 'user', 'mfa']);
  });

  it('signs in alone, with user verification, and a stranger or a replay is refused', async () => {
    const laptop = device();
    await addPasskey('usr-pending-duns', laptop);
    const interaction = await startInteraction(t);
    const options = optionsOf(await post(interaction, 'passkey-options'));
    expect(options.allowCredentials ?? []).toEqual([]);
    expect(options.userVerification).toBe('required');

    const unknown = device();
    unknown.create({ ...(await startAdding(await t.signIn('usr-uk-trial'), 'x')).options });
    const stranger = await post(interaction, 'passkey', { passkey: unknown.get(options) });
    expect(errorOf(stranger)).toEqual({ status: 401, error: 'PASSKEY_UNKNOWN' });

    const unverified = new SoftwareAuthenticator(t.baseUrl, false);
    await addPasskey('usr-uk-trial', unverified);
    const weak = await post(interaction, 'passkey', {
      passkey: unverified.get(optionsOf(await post(interaction, 'passkey-options'))),
    });
    expect(errorOf(weak)).toEqual({ status: 401, error: 'PASSKEY_REFUSED' });

    const challenge = optionsOf(await post(interaction, 'passkey-options'));
    const signed = laptop.get(challenge);
    const passed = await post(interaction, 'passkey', { passkey: signed });
    expect(passed.status).toBe(200);
    const replay = await post(await startInteraction(t), 'passkey', { passkey: signed });
    expect(errorOf(replay)).toEqual({ status: 400, error: 'PASSKEY_EXPIRED' });
    expect(await amrAfter(t, interaction, passed)).toEqual(['hwk', 'user', 'mfa']);
  });

  it("proves who the user is before a protected change, and a stranger's passkey does not", async () => {
    const before = await t.signIn('usr-mfa-user');
    const none = await t.call('POST', '/services/mfa/proof/passkey-options', {
      headers: before.writeHeaders,
    });
    expect(errorOf(none)).toEqual({ status: 404, error: 'MFA_FACTOR_UNKNOWN' });
    const phone = device();
    await addPasskey('usr-mfa-user', phone);
    const who = await t.signIn('usr-mfa-user');
    await sql`update sessions set proved_at = 0 where user_id = 'usr-mfa-user'`.execute(t.layer);
    const refused = await t.call('POST', '/services/mfa/passkeys', {
      headers: who.writeHeaders,
      body: { name: 'Second' },
    });
    expect(errorOf(refused)).toEqual({ status: 403, error: 'MFA_PROOF_REQUIRED' });
    const challenge = async () =>
      optionsOf(
        await t.call('POST', '/services/mfa/proof/passkey-options', {
          headers: who.writeHeaders,
        }),
      );
    const options = await challenge();
    expect(options.allowCredentials).toHaveLength(1);
    const stranger = device();
    await addPasskey('usr-uk-trial', stranger);
    const wrong = await t.call('POST', '/services/mfa/proof', {
      headers: who.writeHeaders,
      body: { passkey: stranger.get(options) },
    });
    expect(errorOf(wrong)).toEqual({ status: 400, error: 'MFA_PROOF_INCORRECT' });
    const proved = await t.call('POST', '/services/mfa/proof', {
      headers: who.writeHeaders,
      body: { passkey: phone.get(await challenge()) },
    });
    expect(proved.json).toEqual({ status: 'PROVED' });
    await startAdding(who, 'Second');
  });

  it('keeps a locked account locked, and needs a live interaction and a well-formed answer', async () => {
    const key = device();
    await addPasskey('usr-locked', key);
    const interaction = await startInteraction(t);
    const options = optionsOf(await post(interaction, 'passkey-options'));
    const locked = await post(interaction, 'passkey', { passkey: key.get(options) });
    expect(errorOf(locked)).toEqual({ status: 403, error: 'E0000069' });
    const malformed = await post(interaction, 'passkey', { passkey: { id: 'x' } });
    expect(malformed.status).toBe(400);
    const gone = await t.call('POST', '/interaction/not-a-live-one/passkey-options', {
      headers: { origin: t.baseUrl },
    });
    expect(errorOf(gone)).toEqual({ status: 400, error: 'INTERACTION_EXPIRED' });
  });
});
