import * as E from 'fp-ts/Either';
import { HttpClient } from '../../src/adapters/http/http-client';
import { fakeBackend } from './fake-backend';
import { HttpAccountGateway } from '../../src/adapters/http/http-account-gateway.adapter';
import type { ProfileUpdate } from '../../src/application/ports/account-gateway.port';

/** The gateway over a fake backend answering `status` and `body`, recording what was sent. */
const backendAnswering = (status: number, body: string) => {
  const { calls, http } = fakeBackend(status, body, 'csrf-1');
  return { calls, gateway: new HttpAccountGateway(http) };
};

const UPDATE: ProfileUpdate = {
  firstName: 'Alex',
  lastName: 'Morgan',
  phoneNumber: '9735550142',
  email: 'us.owner@example.com',
  street: '100 Market Street',
  city: 'Berkeley Heights',
  state: 'NJ',
  postalCode: '07078',
  languagePreference: 'en-us',
};

/** The backend's answer: getUserProfile's details (more than the portal reads) plus the address. */
const UPDATED_PROFILE_ANSWER = JSON.stringify({
  firstName: 'Alex',
  lastName: 'Morgan',
  email: 'us.owner@example.com',
  userName: 'us.owner@example.com',
  phoneNumber: '9735550142',
  countryCode: 'US',
  languagePreference: 'en-us',
  idaasUUID: 'usr-us-owner',
  isDnbUser: false,
  hasDashboard: true,
  hasSubscription: true,
  accountSettings: { magento: true, eb_dashboard: true, customer_portal: true },
  street: '100 Market Street',
  city: 'Berkeley Heights',
  state: 'NJ',
  postalCode: '07078',
});

const UPDATED_PROFILE = {
  firstName: 'Alex',
  lastName: 'Morgan',
  email: 'us.owner@example.com',
  phoneNumber: '9735550142',
  countryCode: 'US',
  languagePreference: 'en-us',
  street: '100 Market Street',
  city: 'Berkeley Heights',
  state: 'NJ',
  postalCode: '07078',
};

describe('HttpAccountGateway — requests and answers (writes carry the CSRF token)', () => {
  it('updateProfile PUTs the §3 profile update payload and answers the fields the portal reads', async () => {
    const { calls, gateway } = backendAnswering(200, UPDATED_PROFILE_ANSWER);
    expect(await gateway.updateProfile(UPDATE)()).toEqual(E.right(UPDATED_PROFILE));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers).toMatchObject({ 'x-xsrf-token': 'csrf-1' });
    expect(calls[0]).toMatchObject({ url: '/services/auth/updateUserProfile', method: 'PUT' });
    expect(calls[0]?.body).toEqual({
      firstName: 'Alex',
      lastName: 'Morgan',
      phoneNumber: '9735550142',
      emailAddress: 'us.owner@example.com',
      userName: 'us.owner@example.com',
      street: '100 Market Street',
      city: 'Berkeley Heights',
      state: 'NJ',
      postal_code: '07078',
      language_preference_code: 'en-us',
    });
  });

  it('updateLanguagePreference PUTs the language alone', async () => {
    const { calls, gateway } = backendAnswering(200, UPDATED_PROFILE_ANSWER);
    expect(await gateway.updateLanguagePreference('fr-ca')()).toEqual(E.right(UPDATED_PROFILE));
    expect(calls[0]).toMatchObject({
      url: '/services/auth/updateUserProfile',
      method: 'PUT',
      body: { language_preference_code: 'fr-ca' },
    });
    expect(calls[0]?.body).toEqual({ language_preference_code: 'fr-ca' });
    expect(calls[0]?.headers).toMatchObject({ 'x-xsrf-token': 'csrf-1' });
  });

  it('recordConsent posts the consent payload', async () => {
    const { calls, gateway } = backendAnswering(
      200,
      '{"email":"a@example.com","os":"web","bloomreachConsent":false,"recordedAt":"2026-01-01T00:00:00.000Z"}',
    );
    expect(
      await gateway.recordConsent({
        email: 'a@example.com',
        os: 'web',
        bloomreachConsent: false,
      })(),
    ).toEqual(E.right(undefined));
    expect(calls[0]).toMatchObject({
      url: '/services/auth/user/consent',
      method: 'POST',
      headers: { 'x-xsrf-token': 'csrf-1' },
      body: { email: 'a@example.com', os: 'web', bloomreachConsent: false },
    });
  });

  it('lendioAuthUrl posts the email and answers the hand-off URL', async () => {
    const { calls, gateway } = backendAnswering(200, '{"url":"https://lender.example.com/start"}');
    expect(await gateway.lendioAuthUrl('a@example.com')()).toEqual(
      E.right('https://lender.example.com/start'),
    );
    expect(calls[0]).toMatchObject({
      url: '/services/auth/lendioAuth',
      method: 'POST',
      headers: { 'x-xsrf-token': 'csrf-1' },
      body: { email: 'a@example.com' },
    });
  });

  it('purgeCache posts the email', async () => {
    const { calls, gateway } = backendAnswering(200, '{"purged":true,"key":"a@example.com"}');
    expect(await gateway.purgeCache('a@example.com')()).toEqual(E.right(undefined));
    expect(calls[0]).toMatchObject({
      url: '/services/cache/purge-cache-by-key',
      method: 'POST',
      headers: { 'x-xsrf-token': 'csrf-1' },
      body: { email: 'a@example.com' },
    });
  });
});

describe('HttpAccountGateway — failures are typed values', () => {
  type Gateway = HttpAccountGateway;
  const calls: readonly [
    string,
    (gateway: Gateway) => () => Promise<E.Either<unknown, unknown>>,
  ][] = [
    ['updateProfile', (gateway) => gateway.updateProfile(UPDATE)],
    ['updateLanguagePreference', (gateway) => gateway.updateLanguagePreference('en-us')],
    [
      'recordConsent',
      (gateway) =>
        gateway.recordConsent({ email: 'a@example.com', os: 'web', bloomreachConsent: true }),
    ],
    ['lendioAuthUrl', (gateway) => gateway.lendioAuthUrl('a@example.com')],
    ['purgeCache', (gateway) => gateway.purgeCache('a@example.com')],
  ];

  it.each(calls)('%s', async (_name, call) => {
    expect(
      await call(
        backendAnswering(401, '{"error":"UNAUTHENTICATED","message":"expired"}').gateway,
      )(),
    ).toEqual(E.left({ code: 'service.unauthorized' }));
    expect(
      await call(
        backendAnswering(403, '{"error":"EMAIL_MISMATCH","message":"not yours"}').gateway,
      )(),
    ).toEqual(
      E.left({
        code: 'service.rejected',
        status: 403,
        error: 'EMAIL_MISMATCH',
        message: 'not yours',
      }),
    );
    expect(await call(backendAnswering(400, '{"oops":true}').gateway)()).toEqual(
      E.left({ code: 'service.rejected', status: 400, error: '', message: '' }),
    );
    expect(await call(backendAnswering(200, '{"unexpected":1}').gateway)()).toEqual(
      E.left({ code: 'service.malformedResponse' }),
    );
    expect(await call(backendAnswering(502, 'bad gateway').gateway)()).toEqual(
      E.left({ code: 'service.unavailable', status: 502 }),
    );
    const offline = new HttpAccountGateway(
      new HttpClient({
        baseUrl: '/services',
        fetch: async () => {
          throw new TypeError('Failed to fetch');
        },
        timeoutMs: 1000,
        csrfToken: () => 'csrf-1',
      }),
    );
    expect(await call(offline)()).toEqual(E.left({ code: 'service.networkFailure' }));
  });
});
