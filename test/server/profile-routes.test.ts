import { startTestServer, type TestServer } from './test-server';

jest.setTimeout(60_000);

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ SEED_COMPANY_COUNT: '1000' });
});
afterAll(() => t.close());

const OWNER = 'us.owner@example.com';
const fullUpdate = {
  firstName: 'Alexandra',
  lastName: 'Morgan',
  phoneNumber: '(973) 555-0101',
  emailAddress: OWNER,
  userName: OWNER,
  street: '100 Market Street',
  city: 'Short Hills',
  state: 'nj',
  postal_code: '07078',
  language_preference_code: 'en-us',
};

describe('GET /services/auth/getUserProfile', () => {
  // Spec §3 lists the address among the profile details; My Account reads it here (D-ACCT-UI-1).
  it('answers the address and phone, as seeded (D-API-14), and isDnbUser', async () => {
    const profile = await t.call('GET', '/services/auth/getUserProfile', {
      headers: (await t.signIn('usr-internal')).headers,
    });
    expect(profile.status).toBe(200);
    expect(profile.json).toMatchObject({
      email: 'internal@example.com',
      street: 'Bahnhofstrasse 45',
      city: 'Zürich',
      state: 'Zürich',
      postalCode: '8001',
      phoneNumber: '+41445550167',
      isDnbUser: true,
    });
  });
});

describe('PUT /services/auth/updateUserProfile', () => {
  it('the full variant answers the updated profile details, and getUserProfile agrees', async () => {
    const { writeHeaders, headers } = await t.signIn('usr-us-owner');
    const answer = await t.call('PUT', '/services/auth/updateUserProfile', {
      headers: writeHeaders,
      body: fullUpdate,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.json).toMatchObject({
      firstName: 'Alexandra',
      email: OWNER,
      phoneNumber: '9735550101',
      street: '100 Market Street',
      city: 'Short Hills',
      state: 'NJ',
      postalCode: '07078',
      languagePreference: 'en-us',
    });
    const profile = await t.call('GET', '/services/auth/getUserProfile', { headers });
    expect(profile.json).toMatchObject({
      firstName: 'Alexandra',
      phoneNumber: '9735550101',
      street: '100 Market Street',
      city: 'Short Hills',
      state: 'NJ',
      postalCode: '07078',
      isDnbUser: false,
    });
  });

  it('the language-only variant changes the language preference', async () => {
    const { writeHeaders } = await t.signIn('usr-us-owner');
    const answer = await t.call('PUT', '/services/auth/updateUserProfile', {
      headers: writeHeaders,
      body: { language_preference_code: 'en-gb' },
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ languagePreference: 'en-gb', email: OWNER });
  });

  it.each([
    ['an invalid name', { ...fullUpdate, lastName: 'M0rgan' }, 'LAST_NAME_INVALID'],
    ['an unsupported language', { language_preference_code: 'xx-yy' }, 'LANGUAGE_INVALID'],
    [
      'an email change',
      { ...fullUpdate, emailAddress: 'new@example.com' },
      'EMAIL_CHANGE_NOT_ALLOWED',
    ],
    [
      'a mixture of the variants',
      { language_preference_code: 'en-us', firstName: 'X' },
      'VALIDATION_ERROR',
    ],
  ])('%s → 400', async (_name, body, error) => {
    const answer = await t.call('PUT', '/services/auth/updateUserProfile', {
      headers: (await t.signIn('usr-us-owner')).writeHeaders,
      body,
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ error });
  });

  it('401 without a session, 403 without the CSRF header', async () => {
    const anonymous = await t.call('PUT', '/services/auth/updateUserProfile', {
      body: { language_preference_code: 'en-us' },
    });
    expect(anonymous.status).toBe(401);
    const noCsrf = await t.call('PUT', '/services/auth/updateUserProfile', {
      headers: (await t.signIn('usr-us-owner')).headers,
      body: { language_preference_code: 'en-us' },
    });
    expect(noCsrf.status).toBe(403);
    expect(noCsrf.json).toMatchObject({ error: 'CSRF_TOKEN_INVALID' });
  });
});

describe('consent, lendio and cache purge (session calls)', () => {
  it('consent is stored with its time', async () => {
    const answer = await t.call('POST', '/services/auth/user/consent', {
      headers: (await t.signIn('usr-us-owner')).writeHeaders,
      body: { email: OWNER, os: 'web', bloomreachConsent: true },
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      email: OWNER,
      os: 'web',
      bloomreachConsent: true,
      recordedAt: expect.any(String) as unknown,
    });
    const row = t.db
      .prepare("SELECT os, bloomreach_consent FROM user_consents WHERE user_id = 'usr-us-owner'")
      .get();
    expect(row).toEqual({ os: 'web', bloomreach_consent: 1 });
  });

  it('consent accepts the current Terms of Use and Privacy Policy (D-CONSENT-1): new.user’s are pending until then', async () => {
    const { headers, writeHeaders } = await t.signIn('usr-new-user');
    const statuses = async () =>
      (
        (await t.call('GET', '/services/entitlements/legal-terms', { headers })).json as {
          legalTerms: { code: string; status: string }[];
        }
      ).legalTerms.map((document) => [document.code, document.status]);
    expect(await statuses()).toEqual([
      ['terms-of-use', 'pending'],
      ['privacy-policy', 'pending'],
    ]);
    const answer = await t.call('POST', '/services/auth/user/consent', {
      headers: writeHeaders,
      body: { email: 'new.user@example.com', os: 'web', bloomreachConsent: false },
    });
    expect(answer.status).toBe(200);
    expect(await statuses()).toEqual([
      ['terms-of-use', 'accepted'],
      ['privacy-policy', 'accepted'],
    ]);
  });

  it('lendioAuth answers the local lender page; purge answers purged', async () => {
    const { writeHeaders } = await t.signIn('usr-us-owner');
    const lendio = await t.call('POST', '/services/auth/lendioAuth', {
      headers: writeHeaders,
      body: { email: OWNER },
    });
    expect(lendio.json).toEqual({ url: `${t.baseUrl}/demo-product/lendio` });
    // The link works: the local stand-in for the lender's site.
    const lender = await t.call('GET', '/demo-product/lendio', { headers: writeHeaders });
    expect(lender.status).toBe(200);
    expect(lender.text).toContain('You opened <strong>Lendio small-business financing</strong>');
    const purge = await t.call('POST', '/services/cache/purge-cache-by-key', {
      headers: writeHeaders,
      body: { email: OWNER },
    });
    expect(purge.json).toEqual({ purged: true, key: OWNER });
  });

  it.each([
    '/services/auth/user/consent',
    '/services/auth/lendioAuth',
    '/services/cache/purge-cache-by-key',
  ])("%s: 401 without a session, 403 for another user's email, 400 on bad input", async (path) => {
    const body = path.endsWith('consent')
      ? { email: OWNER, os: 'web', bloomreachConsent: false }
      : { email: OWNER };
    expect((await t.call('POST', path, { body })).status).toBe(401);
    const { writeHeaders } = await t.signIn('usr-us-owner');
    const other = await t.call('POST', path, {
      headers: writeHeaders,
      body: { ...body, email: 'uk.trial@example.com' },
    });
    expect(other.status).toBe(403);
    expect(other.json).toMatchObject({ error: 'EMAIL_MISMATCH' });
    expect(
      (await t.call('POST', path, { headers: writeHeaders, body: { email: 42 } })).status,
    ).toBe(400);
  });
});
