import { sqliteQueryLayer } from '../../server/db/query-layer';
import { verifyPassword } from '../../server/identity/password-hashing';
import { SqlUserRepository } from '../../server/identity/sql-user-repository';
import { startTestServer, type TestServer } from './test-server';
import { GENEROUS_LIMITS } from './password-fixtures';
import { mailedCode, registrationBody } from './registration-fixtures';

jest.setTimeout(60_000);

const PASSWORD = 'Welcome-Portal-42';
const aString = expect.any(String) as unknown as string;

let t: TestServer;
beforeAll(async () => {
  // The limits themselves are tested in abuse-limits.test.ts; these tests call faster than a person.
  t = await startTestServer({ SEED_COMPANY_COUNT: '1000', ...GENEROUS_LIMITS });
});
afterAll(() => t.close());

const registration = registrationBody;

const post = (path: string, body: unknown) =>
  t.call('POST', path, { headers: { origin: t.baseUrl }, body });

const mailedCodeTo = (email: string): Promise<string> => mailedCode(t, email);

describe('POST /services/auth/newUser → verifyCode → continueRegistration', () => {
  it('registers, verifies with the mailed code, sets the password; the new user has it', async () => {
    const email = 'flow@example.com';
    const created = await post('/services/auth/newUser', registration(email));
    expect(created.status).toBe(201);
    expect(created.headers.get('cache-control')).toBe('no-store');
    expect(created.json).toEqual({ status: 'PENDING_VERIFICATION', email });

    const verified = await post('/services/auth/verifyCode', {
      email,
      code: await mailedCodeTo(email),
    });
    expect(verified.status).toBe(200);
    const { continueUrl, token } = verified.json as { continueUrl: string; token: string };
    expect(continueUrl).toBe(`${t.baseUrl}/continueRegistration?token=${token}`);

    const mismatch = await post('/services/auth/continueRegistration', {
      token,
      password: PASSWORD,
      retypePassword: 'other',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.json).toEqual({
      error: 'PASSWORDS_DO_NOT_MATCH',
      message: 'Passwords do not match.',
    });

    const activated = await post('/services/auth/continueRegistration', {
      token,
      password: PASSWORD,
      retypePassword: PASSWORD,
    });
    expect(activated.status).toBe(200);
    expect(activated.json).toEqual({ status: 'ACTIVE', email, redirectUrl: '' });

    const user = await new SqlUserRepository(sqliteQueryLayer(t.db)).findByEmail(email);
    expect(user?.firstName).toBe('Dana');
    expect(await verifyPassword(PASSWORD, user?.passwordHash ?? '')).toBe(true);

    const again = await post('/services/auth/continueRegistration', {
      token,
      password: PASSWORD,
      retypePassword: PASSWORD,
    });
    expect(again.status).toBe(410);
    expect(again.json).toEqual({
      error: 'LINK_EXPIRED',
      message: 'The link you followed has expired.',
    });
  });

  it('an existing email → 409 "Registration error. Sign in or reset your password."; the owner is told once an hour (D-ABUSE-4)', async () => {
    const owner = 'us.owner@example.com';
    const notices = async () => {
      const outbox = await t.call('GET', `/dev/mail.json?to=${encodeURIComponent(owner)}`);
      const { messages } = outbox.json as { messages: { kind: string; subject: string }[] };
      return messages.filter((message) => message.kind === 'notice');
    };
    for (const email of [owner, 'US.Owner@Example.com']) {
      const answer = await post('/services/auth/newUser', registration(email));
      expect(answer.status).toBe(409);
      expect(answer.json).toEqual({
        error: 'USER_EXISTS',
        message: 'Registration error. Sign in or reset your password.',
      });
    }
    expect(await notices()).toEqual([
      expect.objectContaining({
        subject: 'Someone tried to register with your email address',
      }) as unknown,
    ]);
  });

  /** Registers `email` with `redirectUrl`, verifies the mailed code and sets the first password. */
  const registeredAndActivated = async (email: string, redirectUrl: string) => {
    expect(
      (await post('/services/auth/newUser', registration(email, { redirectUrl }))).status,
    ).toBe(201);
    const verified = await post('/services/auth/verifyCode', {
      email,
      code: await mailedCodeTo(email),
    });
    const { token } = verified.json as { token: string };
    return post('/services/auth/continueRegistration', {
      token,
      password: PASSWORD,
      retypePassword: PASSWORD,
    });
  };

  it.each([
    ['javascript:alert(document.cookie)', '/'],
    ['https://evil.example/welcome', '/'],
    ['//evil.example/welcome', '/'],
    ['/gad/search', '/gad/search'],
  ])(
    'stores redirectUrl %j as %j and hands it back at activation (D-ABUSE-5)',
    async (redirectUrl, expected) => {
      const email = `redirect.${expected === '/' ? 'refused' : 'kept'}.${redirectUrl.length}@example.com`;
      expect((await registeredAndActivated(email, redirectUrl)).json).toEqual({
        status: 'ACTIVE',
        email,
        redirectUrl: expected,
      });
    },
  );

  it('keeps an absolute redirectUrl on the portal itself', async () => {
    const email = 'redirect.absolute@example.com';
    const redirectUrl = `${t.baseUrl}/accountInfo?tab=profile`;
    expect((await registeredAndActivated(email, redirectUrl)).json).toMatchObject({ redirectUrl });
  });

  it('a wrong code → 400 with the §8 text; after five the right code is refused (429)', async () => {
    const email = 'wrong.code@example.com';
    expect(
      (await post('/services/auth/registerUser', registration(email, { encryptedDuns: 'abc' })))
        .status,
    ).toBe(201);
    const right = await mailedCodeTo(email);
    const wrong = right === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    for (let i = 0; i < 5; i += 1) {
      const answer = await post('/services/auth/verifyCode', { email, code: wrong });
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({
        error: 'CODE_INVALID',
        message: 'The code you have entered is not correct.',
      });
    }
    const refused = await post('/services/auth/verifyCode', { email, code: right });
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ error: 'CODE_TRIES_EXCEEDED', message: aString });

    const resent = await post('/services/auth/resendCode', { email });
    expect(resent.status).toBe(200);
    expect(resent.json).toEqual({
      status: 'CODE_SENT',
      message: 'A new code has been sent to your email.',
    });
    expect(
      (await post('/services/auth/verifyCode', { email, code: await mailedCodeTo(email) })).status,
    ).toBe(200);
  });

  it('social sign-up creates a pending account like newUser', async () => {
    const email = 'social@example.com';
    const answer = await post('/services/okta/socialNetworksSignup', {
      registrationForm: registration(email),
    });
    expect(answer.status).toBe(201);
    const row = t.db
      .prepare('SELECT registration_source, account_status FROM users WHERE email = ?')
      .get(email);
    expect(row).toEqual({ registration_source: 'social', account_status: 'pending' });
  });

  it('confirmRegistration with an unknown link → 410 LINK_EXPIRED', async () => {
    const answer = await post('/services/auth/confirmRegistration', {
      token: 'no-such-token',
      product: 'ZETA',
    });
    expect(answer.status).toBe(410);
    expect(answer.json).toEqual({
      error: 'LINK_EXPIRED',
      message: 'The link you followed has expired.',
    });
  });

  it.each([
    [
      'letters and spaces only',
      { firstName: 'R2D2' },
      'FIRST_NAME_INVALID',
      'Please enter letters and spaces only.',
    ],
    ['email shape', { email: 'nope@' }, 'EMAIL_INVALID', 'Please enter a valid email address.'],
    ['blank field', { street: '' }, 'REQUIRED_FIELDS_MISSING', 'Please fill out required fields.'],
  ])('bad input (%s) → 400 with its message', async (_name, overrides, error, message) => {
    const answer = await post(
      '/services/auth/newUser',
      registration('bad.input@example.com', overrides),
    );
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ error, message });
  });

  it.each([
    ['an unknown field', { ...registration('x@example.com'), admin: true }],
    ['a wrong type', { ...registration('x@example.com'), plaVersion: '1' }],
    ['a missing field', { email: 'x@example.com' }],
  ])('a body with %s → 400 VALIDATION_ERROR', async (_name, body) => {
    const answer = await post('/services/auth/newUser', body);
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ error: 'VALIDATION_ERROR', message: aString });
  });

  it('a cross-site registration is refused (403)', async () => {
    const answer = await t.call('POST', '/services/auth/newUser', {
      headers: { origin: 'https://evil.example' },
      body: registration('cross.site@example.com'),
    });
    expect(answer.status).toBe(403);
  });
});
