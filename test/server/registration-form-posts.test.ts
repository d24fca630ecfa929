// Issue 29, D-SSR-5: a registration's links used with JavaScript off. The confirm page's form
// confirms the address and leads to the set-password page of the token it issued; that page's form
// sets the first password and leads to "your account is ready". Refusals lead back, never with a
// password in the address, and the flow's values travel on.
import { sqliteQueryLayer } from '../../server/db/query-layer';
import { verifyPassword } from '../../server/identity/password-hashing';
import { SqlUserRepository } from '../../server/identity/sql-user-repository';
import { startTestServer, type TestServer } from './test-server';
import { GENEROUS_LIMITS } from './password-fixtures';
import { mailedConfirmToken, registrationBody } from './registration-fixtures';

jest.setTimeout(60_000);

const PASSWORD = 'Welcome-Portal-42';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ SEED_COMPANY_COUNT: '1000', ...GENEROUS_LIMITS });
});
afterAll(() => t.close());

const formPost = (path: string, fields: Record<string, string>, origin = t.baseUrl) =>
  t.call('POST', path, {
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
    rawBody: new URLSearchParams(fields).toString(),
  });

/** The page a form's answer leads to: always a 303, never with a password in its address. */
const pageOf = (answer: { status: number; headers: Headers }) => {
  expect(answer.status).toBe(303);
  const page = new URL(answer.headers.get('location') ?? '', t.baseUrl);
  expect(page.search).not.toMatch(/Welcome|Portal-42|weak/);
  return { path: page.pathname, query: page.searchParams };
};

const registered = async (email: string) => {
  const created = await t.call('POST', '/services/auth/newUser', {
    headers: { origin: t.baseUrl },
    body: registrationBody(email),
  });
  expect(created.status).toBe(201);
  return mailedConfirmToken(t, email);
};

describe("a registration's links, with JavaScript off", () => {
  it('confirms, is refused a weak or mistyped password, then sets it; both links are spent', async () => {
    const email = 'no.script@example.com';
    const confirmToken = await registered(email);
    const confirmed = pageOf(
      await formPost(`/services/auth/confirmRegistration?token=${confirmToken}&flow=GAD`, {
        token: confirmToken,
      }),
    );
    expect(confirmed.path).toBe('/continueRegistration');
    expect(confirmed.query.get('flow')).toBe('GAD');
    const token = confirmed.query.get('token') ?? '';
    expect(token).not.toBe(confirmToken);
    expect(token.length).toBeGreaterThan(20);

    const setPassword = (password: string, retypePassword = password) =>
      formPost(`/services/auth/continueRegistration?token=${token}&flow=GAD`, {
        token,
        newPassword: password,
        retypePassword,
      });
    const weak = pageOf(await setPassword('weak'));
    expect({ path: weak.path, error: weak.query.get('formError') }).toEqual({
      path: '/continueRegistration',
      error: 'PASSWORD_REQUIREMENTS_NOT_MET',
    });
    expect(weak.query.get('token')).toBe(token);
    expect(pageOf(await setPassword(PASSWORD, `${PASSWORD}x`)).query.get('formError')).toBe(
      'PASSWORDS_DO_NOT_MATCH',
    );

    const done = pageOf(await setPassword(PASSWORD));
    expect(done.path).toBe('/continueRegistration');
    expect(Object.fromEntries(done.query)).toEqual({ flow: 'GAD', done: '1', uid: email });
    const user = await new SqlUserRepository(sqliteQueryLayer(t.db)).findByEmail(email);
    expect(await verifyPassword(PASSWORD, user?.passwordHash ?? '')).toBe(true);

    expect(pageOf(await setPassword('Another-Portal-43')).query.get('formError')).toBe(
      'LINK_EXPIRED',
    );
    const again = pageOf(
      await formPost(`/services/auth/confirmRegistration?token=${confirmToken}`, {
        token: confirmToken,
      }),
    );
    expect({ path: again.path, error: again.query.get('formError') }).toEqual({
      path: '/confirmRegistration',
      error: 'LINK_EXPIRED',
    });
  });

  it('refuses a form from another site, back to its page, and a field the call does not take', async () => {
    const confirmToken = await registered('cross.site.form@example.com');
    const crossSite = pageOf(
      await formPost(
        `/services/auth/confirmRegistration?token=${confirmToken}`,
        { token: confirmToken },
        'https://evil.example',
      ),
    );
    expect(crossSite.path).toBe('/confirmRegistration');
    expect(crossSite.query.get('formError')).not.toBeNull();
    const unknownField = pageOf(
      await formPost(`/services/auth/confirmRegistration?token=${confirmToken}`, {
        token: confirmToken,
        admin: 'true',
      }),
    );
    expect(unknownField.query.get('formError')).toBe('VALIDATION_ERROR');
    // The link was not used by either: it still confirms.
    const confirmed = pageOf(
      await formPost(`/services/auth/confirmRegistration?token=${confirmToken}`, {
        token: confirmToken,
      }),
    );
    expect(confirmed.path).toBe('/continueRegistration');
  });
});
