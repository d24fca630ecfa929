import * as E from 'fp-ts/Either';
import { MatchersV3 } from '@pact-foundation/pact';
import { HttpAccountGateway } from '../../src/adapters/http/http-account-gateway.adapter';
import type { ProfileUpdate } from '../../src/application/ports/account-gateway.port';
import { httpClientAt, portalPact, sessionHeaders } from './consumer';
import { ProviderStates } from './provider-states';

const { boolean, string } = MatchersV3;
const pact = portalPact();

const gatewayAt = (url: string, signedIn: boolean) =>
  new HttpAccountGateway(httpClientAt(url, signedIn));

const OWNER_EMAIL = 'us.owner@example.com';
const UNAUTHORIZED = E.left({ code: 'service.unauthorized' });

/** us.owner@example.com's own name and language (server/seed/personas.ts), with a valid US address. */
const PROFILE_UPDATE: ProfileUpdate = {
  firstName: 'Alex',
  lastName: 'Morgan',
  phoneNumber: '9735550142',
  email: OWNER_EMAIL,
  street: '100 Market Street',
  city: 'Berkeley Heights',
  state: 'NJ',
  postalCode: '07078',
  languagePreference: 'en-us',
};

const FULL_UPDATE_BODY = {
  firstName: 'Alex',
  lastName: 'Morgan',
  phoneNumber: '9735550142',
  emailAddress: OWNER_EMAIL,
  userName: OWNER_EMAIL,
  street: '100 Market Street',
  city: 'Berkeley Heights',
  state: 'NJ',
  postal_code: '07078',
  language_preference_code: 'en-us',
};

const UPDATED_PROFILE = {
  firstName: 'Alex',
  lastName: 'Morgan',
  email: OWNER_EMAIL,
  phoneNumber: '9735550142',
  countryCode: 'US',
  languagePreference: 'en-us',
  street: '100 Market Street',
  city: 'Berkeley Heights',
  state: 'NJ',
  postalCode: '07078',
};

/** The profile fields the portal reads, each matched by type. */
const updatedProfileBody = {
  firstName: string(UPDATED_PROFILE.firstName),
  lastName: string(UPDATED_PROFILE.lastName),
  email: string(UPDATED_PROFILE.email),
  phoneNumber: string(UPDATED_PROFILE.phoneNumber),
  countryCode: string(UPDATED_PROFILE.countryCode),
  languagePreference: string(UPDATED_PROFILE.languagePreference),
  street: string(UPDATED_PROFILE.street),
  city: string(UPDATED_PROFILE.city),
  state: string(UPDATED_PROFILE.state),
  postalCode: string(UPDATED_PROFILE.postalCode),
};

describe('PUT /services/auth/updateUserProfile (HttpAccountGateway.updateProfile / updateLanguagePreference)', () => {
  it('updates the profile form and answers the updated profile', async () => {
    await pact
      .addInteraction()
      .given(ProviderStates.USER_SIGNED_IN)
      .uponReceiving("an update of the signed-in user's profile form")
      .withRequest('PUT', '/services/auth/updateUserProfile', (request) => {
        request.headers(sessionHeaders(true)).jsonBody(FULL_UPDATE_BODY);
      })
      .willRespondWith(200, (response) => {
        response.jsonBody(updatedProfileBody);
      })
      .executeTest(async (mockServer) => {
        const answer = await gatewayAt(mockServer.url, true).updateProfile(PROFILE_UPDATE)();
        expect(answer).toEqual(E.right(UPDATED_PROFILE));
      });
  });

  it('updates the language preference alone', async () => {
    await pact
      .addInteraction()
      .given(ProviderStates.USER_SIGNED_IN)
      .uponReceiving("an update of the signed-in user's language preference")
      .withRequest('PUT', '/services/auth/updateUserProfile', (request) => {
        request.headers(sessionHeaders(true)).jsonBody({ language_preference_code: 'en-us' });
      })
      .willRespondWith(200, (response) => {
        response.jsonBody(updatedProfileBody);
      })
      .executeTest(async (mockServer) => {
        const answer = await gatewayAt(mockServer.url, true).updateLanguagePreference('en-us')();
        expect(answer).toEqual(E.right(UPDATED_PROFILE));
      });
  });

  it('is unauthorized without a session', async () => {
    await pact
      .addInteraction()
      .given(ProviderStates.NO_SESSION)
      .uponReceiving('a language preference update without a session')
      .withRequest('PUT', '/services/auth/updateUserProfile', (request) => {
        request.jsonBody({ language_preference_code: 'en-us' });
      })
      .willRespondWith(401)
      .executeTest(async (mockServer) => {
        expect(await gatewayAt(mockServer.url, false).updateLanguagePreference('en-us')()).toEqual(
          UNAUTHORIZED,
        );
      });
  });
});

describe('POST /services/auth/user/consent (HttpAccountGateway.recordConsent)', () => {
  const consent = { email: OWNER_EMAIL, os: 'web', bloomreachConsent: true };

  it("records the signed-in user's marketing consent", async () => {
    await pact
      .addInteraction()
      .given(ProviderStates.USER_SIGNED_IN)
      .uponReceiving("the signed-in user's marketing consent")
      .withRequest('POST', '/services/auth/user/consent', (request) => {
        request.headers(sessionHeaders(true)).jsonBody(consent);
      })
      .willRespondWith(200, (response) => {
        response.jsonBody({ bloomreachConsent: boolean(true) });
      })
      .executeTest(async (mockServer) => {
        expect(await gatewayAt(mockServer.url, true).recordConsent(consent)()).toEqual(
          E.right(undefined),
        );
      });
  });

  it('is unauthorized without a session', async () => {
    await pact
      .addInteraction()
      .given(ProviderStates.NO_SESSION)
      .uponReceiving('a marketing consent without a session')
      .withRequest('POST', '/services/auth/user/consent', (request) => {
        request.jsonBody(consent);
      })
      .willRespondWith(401)
      .executeTest(async (mockServer) => {
        expect(await gatewayAt(mockServer.url, false).recordConsent(consent)()).toEqual(
          UNAUTHORIZED,
        );
      });
  });
});

describe('POST /services/auth/lendioAuth (HttpAccountGateway.lendioAuthUrl)', () => {
  it("answers the lender's hand-off URL", async () => {
    await pact
      .addInteraction()
      .given(ProviderStates.USER_SIGNED_IN)
      .uponReceiving("a request for the signed-in user's lender hand-off URL")
      .withRequest('POST', '/services/auth/lendioAuth', (request) => {
        request.headers(sessionHeaders(true)).jsonBody({ email: OWNER_EMAIL });
      })
      .willRespondWith(200, (response) => {
        response.jsonBody({ url: string('https://portal.example.com/demo-product/lendio') });
      })
      .executeTest(async (mockServer) => {
        const answer = await gatewayAt(mockServer.url, true).lendioAuthUrl(OWNER_EMAIL)();
        expect(answer).toEqual(E.right('https://portal.example.com/demo-product/lendio'));
      });
  });

  it('is unauthorized without a session', async () => {
    await pact
      .addInteraction()
      .given(ProviderStates.NO_SESSION)
      .uponReceiving('a request for the lender hand-off URL without a session')
      .withRequest('POST', '/services/auth/lendioAuth', (request) => {
        request.jsonBody({ email: OWNER_EMAIL });
      })
      .willRespondWith(401)
      .executeTest(async (mockServer) => {
        expect(await gatewayAt(mockServer.url, false).lendioAuthUrl(OWNER_EMAIL)()).toEqual(
          UNAUTHORIZED,
        );
      });
  });
});

describe('POST /services/cache/purge-cache-by-key (HttpAccountGateway.purgeCache)', () => {
  it("purges the signed-in user's cached data", async () => {
    await pact
      .addInteraction()
      .given(ProviderStates.USER_SIGNED_IN)
      .uponReceiving("a request to purge the signed-in user's cached data")
      .withRequest('POST', '/services/cache/purge-cache-by-key', (request) => {
        request.headers(sessionHeaders(true)).jsonBody({ email: OWNER_EMAIL });
      })
      .willRespondWith(200, (response) => {
        response.jsonBody({ purged: true });
      })
      .executeTest(async (mockServer) => {
        expect(await gatewayAt(mockServer.url, true).purgeCache(OWNER_EMAIL)()).toEqual(
          E.right(undefined),
        );
      });
  });

  it('is unauthorized without a session', async () => {
    await pact
      .addInteraction()
      .given(ProviderStates.NO_SESSION)
      .uponReceiving('a cache purge without a session')
      .withRequest('POST', '/services/cache/purge-cache-by-key', (request) => {
        request.jsonBody({ email: OWNER_EMAIL });
      })
      .willRespondWith(401)
      .executeTest(async (mockServer) => {
        expect(await gatewayAt(mockServer.url, false).purgeCache(OWNER_EMAIL)()).toEqual(
          UNAUTHORIZED,
        );
      });
  });
});
