import * as E from 'fp-ts/Either';
import { MatchersV3 } from '@pact-foundation/pact';
import { HttpRegistrationGateway } from '../../src/adapters/http/http-registration-gateway.adapter';
import { registrationPayload } from '../../src/domain/accounts/registration-payload';
import { httpClientAt, portalPact } from './consumer';
import { injected, ProviderStateValues } from './provider-states';
import { AccountStates } from './states/account.states';
import { REGISTRANT_EMAILS, RegistrationStates } from './states/registration.states';

const { fromProviderState, regex, string } = MatchersV3;
const pact = portalPact();

/** Calls made before a session exists: no cookie, no CSRF token (the backend checks Origin, which is absent here). */
const gatewayAt = (url: string) => new HttpRegistrationGateway(httpClientAt(url, false));

const SIX_CHARACTER_CODE = /^[A-Z2-9]{6}$/;
const EXAMPLE_CODE = 'K7QP3M';
const EXAMPLE_CONFIRM_TOKEN = 'example-confirm-token';
const EXAMPLE_CONTINUE_TOKEN = 'example-continue-token';
/** Never a code the provider mails: 0 and 1 are not in its alphabet (D-API-REG-2). */
const WRONG_CODE = 'WR0NG1';
const UNKNOWN_TOKEN = 'unknown-registration-token';
const NEW_PASSWORD = 'Portal-Pass-2026!';

/** The mailed code: any 6-character code; the provider's state handler supplies the real one. */
const mailedCode = {
  ...regex(SIX_CHARACTER_CODE, EXAMPLE_CODE),
  'pact:generator:type': 'ProviderState',
  expression: injected(ProviderStateValues.verificationCode),
};

const payloadFor = (email: string) =>
  registrationPayload(
    {
      firstName: 'Jordan',
      lastName: 'Lee',
      email,
      street: '100 Market Street',
      city: 'Berkeley Heights',
      state: 'NJ',
      postalCode: '07078',
      language: 'en-us',
      phoneNumber: '9735550142',
    },
    { acceptTerms: true, country: 'US', redirectUrl: 'https://portal.example.com/dashboard' },
  );

/** The wire body of payloadFor(email): the fields the backend takes, no more. */
const wireBody = (email: string) => ({
  firstName: 'Jordan',
  lastName: 'Lee',
  email,
  street: '100 Market Street',
  city: 'Berkeley Heights',
  state: 'NJ',
  postalCode: '07078',
  language: 'en-us',
  phoneNumber: '9735550142',
  country: 'US',
  countryId: 'US',
  acceptTerms: true,
  redirectUrl: 'https://portal.example.com/dashboard',
  encryptedDuns: '',
  plaVersion: 1,
});

const USER_EXISTS = {
  error: 'USER_EXISTS',
  message: 'Registration error. Sign in or reset your password.',
};
const LINK_EXPIRED = {
  error: 'LINK_EXPIRED',
  message: string('The link you followed has expired.'),
};

describe.each([
  ['/services/auth/newUser', null, 'a registration'],
  ['/services/auth/registerUser', 'GAD', 'a registration in the Get-a-DUNS flow'],
])('POST %s (HttpRegistrationGateway.register)', (path, flow, what) => {
  it('answers a pending registration: the code went to the email', async () => {
    await pact
      .addInteraction()
      .given(RegistrationStates.EMAIL_NOT_REGISTERED)
      .uponReceiving(`${what} for an email without an account`)
      .withRequest('POST', path, (request) => {
        request.jsonBody(wireBody(REGISTRANT_EMAILS.new));
      })
      .willRespondWith(201, (response) => {
        response.jsonBody({ email: string(REGISTRANT_EMAILS.new) });
      })
      .executeTest(async (mockServer) => {
        const answer = await gatewayAt(mockServer.url).register(
          payloadFor(REGISTRANT_EMAILS.new),
          flow,
        )();
        expect(answer).toEqual(E.right({ email: REGISTRANT_EMAILS.new }));
      });
  });

  it('refuses an email that has an account (spec §8 "Registration error. Sign in or reset your password.")', async () => {
    await pact
      .addInteraction()
      .given(RegistrationStates.EMAIL_HAS_ACTIVE_ACCOUNT)
      .uponReceiving(`${what} for an email that has an active account`)
      .withRequest('POST', path, (request) => {
        request.jsonBody(wireBody(REGISTRANT_EMAILS.active));
      })
      .willRespondWith(409, (response) => {
        response.jsonBody(USER_EXISTS);
      })
      .executeTest(async (mockServer) => {
        const answer = await gatewayAt(mockServer.url).register(
          payloadFor(REGISTRANT_EMAILS.active),
          flow,
        )();
        expect(answer).toEqual(E.left({ code: 'service.rejected', status: 409, ...USER_EXISTS }));
      });
  });
});

describe('POST /services/okta/socialNetworksSignup (HttpRegistrationGateway.registerFromSocialNetwork)', () => {
  it('answers a pending registration', async () => {
    await pact
      .addInteraction()
      .given(RegistrationStates.EMAIL_NOT_REGISTERED)
      .uponReceiving('a social-network sign-up for an email without an account')
      .withRequest('POST', '/services/okta/socialNetworksSignup', (request) => {
        request.jsonBody({ registrationForm: wireBody(REGISTRANT_EMAILS.new) });
      })
      .willRespondWith(201, (response) => {
        response.jsonBody({ email: string(REGISTRANT_EMAILS.new) });
      })
      .executeTest(async (mockServer) => {
        const answer = await gatewayAt(mockServer.url).registerFromSocialNetwork(
          payloadFor(REGISTRANT_EMAILS.new),
        )();
        expect(answer).toEqual(E.right({ email: REGISTRANT_EMAILS.new }));
      });
  });

  it('refuses an email that has an account', async () => {
    await pact
      .addInteraction()
      .given(RegistrationStates.EMAIL_HAS_ACTIVE_ACCOUNT)
      .uponReceiving('a social-network sign-up for an email that has an active account')
      .withRequest('POST', '/services/okta/socialNetworksSignup', (request) => {
        request.jsonBody({ registrationForm: wireBody(REGISTRANT_EMAILS.active) });
      })
      .willRespondWith(409, (response) => {
        response.jsonBody(USER_EXISTS);
      })
      .executeTest(async (mockServer) => {
        const answer = await gatewayAt(mockServer.url).registerFromSocialNetwork(
          payloadFor(REGISTRANT_EMAILS.active),
        )();
        expect(answer).toEqual(E.left({ code: 'service.rejected', status: 409, ...USER_EXISTS }));
      });
  });
});

describe('POST /services/auth/verifyCode (HttpRegistrationGateway.verifyCode)', () => {
  it('verifies the email with the mailed code and answers the continue token', async () => {
    await pact
      .addInteraction()
      .given(RegistrationStates.REGISTRATION_AWAITS_CODE)
      .uponReceiving('the code mailed to a pending registration')
      .withRequest('POST', '/services/auth/verifyCode', (request) => {
        request.jsonBody({ email: REGISTRANT_EMAILS.pending, code: mailedCode });
      })
      .willRespondWith(200, (response) => {
        response.jsonBody({ token: string(EXAMPLE_CONTINUE_TOKEN) });
      })
      .executeTest(async (mockServer) => {
        const answer = await gatewayAt(mockServer.url).verifyCode(
          REGISTRANT_EMAILS.pending,
          EXAMPLE_CODE,
        )();
        expect(answer).toEqual(
          E.right({ next: 'setPassword', continueToken: EXAMPLE_CONTINUE_TOKEN }),
        );
      });
  });

  // §8 "Please verify your email." (D-AUTH-8): an account that had its password signs in now.
  it('verifies the email of an account made with its password, which is then active', async () => {
    await pact
      .addInteraction()
      .given(AccountStates.UNVERIFIED_ACCOUNT_AWAITS_CODE)
      .uponReceiving('the code mailed to an account made with its password')
      .withRequest('POST', '/services/auth/verifyCode', (request) => {
        request.jsonBody({
          email: 'unverified@example.com',
          code: mailedCode,
        });
      })
      .willRespondWith(200, (response) => {
        response.jsonBody({ status: 'ACTIVE', email: 'unverified@example.com' });
      })
      .executeTest(async (mockServer) => {
        const answer = await gatewayAt(mockServer.url).verifyCode(
          'unverified@example.com',
          EXAMPLE_CODE,
        )();
        expect(answer).toEqual(E.right({ next: 'signIn', email: 'unverified@example.com' }));
      });
  });

  it('refuses a wrong code (spec §8 "The code you have entered is not correct.")', async () => {
    const wrongCode = {
      error: 'CODE_INVALID',
      message: 'The code you have entered is not correct.',
    };
    await pact
      .addInteraction()
      .given(RegistrationStates.REGISTRATION_AWAITS_CODE)
      .uponReceiving('a wrong code for a pending registration')
      .withRequest('POST', '/services/auth/verifyCode', (request) => {
        request.jsonBody({ email: REGISTRANT_EMAILS.pending, code: WRONG_CODE });
      })
      .willRespondWith(400, (response) => {
        response.jsonBody(wrongCode);
      })
      .executeTest(async (mockServer) => {
        const answer = await gatewayAt(mockServer.url).verifyCode(
          REGISTRANT_EMAILS.pending,
          WRONG_CODE,
        )();
        expect(answer).toEqual(E.left({ code: 'service.rejected', status: 400, ...wrongCode }));
      });
  });
});

describe('POST /services/auth/resendCode (HttpRegistrationGateway.resendCode)', () => {
  it('mails a new code', async () => {
    await pact
      .addInteraction()
      .given(RegistrationStates.REGISTRATION_AWAITS_CODE)
      .uponReceiving('a request to mail a new code to a pending registration')
      .withRequest('POST', '/services/auth/resendCode', (request) => {
        request.jsonBody({ email: REGISTRANT_EMAILS.pending });
      })
      .willRespondWith(200, (response) => {
        response.jsonBody({ status: 'CODE_SENT' });
      })
      .executeTest(async (mockServer) => {
        expect(await gatewayAt(mockServer.url).resendCode(REGISTRANT_EMAILS.pending)()).toEqual(
          E.right(undefined),
        );
      });
  });
});

describe('POST /services/auth/confirmRegistration (HttpRegistrationGateway.confirmRegistration)', () => {
  it('verifies the email with the mailed confirm link and answers the continue token', async () => {
    await pact
      .addInteraction()
      .given(RegistrationStates.REGISTRATION_AWAITS_CODE)
      .uponReceiving('the confirm link mailed to a pending registration')
      .withRequest('POST', '/services/auth/confirmRegistration', (request) => {
        request.jsonBody({
          token: fromProviderState(
            injected(ProviderStateValues.confirmToken),
            EXAMPLE_CONFIRM_TOKEN,
          ),
          product: 'CreditInsights',
        });
      })
      .willRespondWith(200, (response) => {
        response.jsonBody({
          token: string(EXAMPLE_CONTINUE_TOKEN),
          product: string('CreditInsights'),
        });
      })
      .executeTest(async (mockServer) => {
        const answer = await gatewayAt(mockServer.url).confirmRegistration(
          EXAMPLE_CONFIRM_TOKEN,
          'CreditInsights',
        )();
        expect(answer).toEqual(
          E.right({ continueToken: EXAMPLE_CONTINUE_TOKEN, product: 'CreditInsights' }),
        );
      });
  });

  it('answers 410 for an unknown or expired link (spec §8 "The link you followed has expired.")', async () => {
    await pact
      .addInteraction()
      .given(RegistrationStates.REGISTRATION_LINK_EXPIRED)
      .uponReceiving('an unknown or expired confirm link')
      .withRequest('POST', '/services/auth/confirmRegistration', (request) => {
        request.jsonBody({ token: UNKNOWN_TOKEN, product: 'CreditInsights' });
      })
      .willRespondWith(410, (response) => {
        response.jsonBody(LINK_EXPIRED);
      })
      .executeTest(async (mockServer) => {
        const answer = await gatewayAt(mockServer.url).confirmRegistration(
          UNKNOWN_TOKEN,
          'CreditInsights',
        )();
        expect(answer).toEqual(
          E.left({
            code: 'service.rejected',
            status: 410,
            error: 'LINK_EXPIRED',
            message: 'The link you followed has expired.',
          }),
        );
      });
  });
});

describe('POST /services/auth/continueRegistration (HttpRegistrationGateway.continueRegistration)', () => {
  it('sets the first password and answers the active account', async () => {
    await pact
      .addInteraction()
      .given(RegistrationStates.REGISTRATION_VERIFIED)
      .uponReceiving('the first password with an unused continue link')
      .withRequest('POST', '/services/auth/continueRegistration', (request) => {
        request.jsonBody({
          token: fromProviderState(
            injected(ProviderStateValues.continueToken),
            EXAMPLE_CONTINUE_TOKEN,
          ),
          password: NEW_PASSWORD,
          retypePassword: NEW_PASSWORD,
        });
      })
      .willRespondWith(200, (response) => {
        response.jsonBody({ email: string('registrant@example.com'), redirectUrl: string('') });
      })
      .executeTest(async (mockServer) => {
        const answer = await gatewayAt(mockServer.url).continueRegistration(
          EXAMPLE_CONTINUE_TOKEN,
          NEW_PASSWORD,
          NEW_PASSWORD,
        )();
        expect(answer).toEqual(E.right({ email: 'registrant@example.com', redirectUrl: '' }));
      });
  });

  it('answers 410 for an unknown, used or expired link', async () => {
    await pact
      .addInteraction()
      .given(RegistrationStates.REGISTRATION_LINK_EXPIRED)
      .uponReceiving('the first password with an unknown or expired continue link')
      .withRequest('POST', '/services/auth/continueRegistration', (request) => {
        request.jsonBody({
          token: UNKNOWN_TOKEN,
          password: NEW_PASSWORD,
          retypePassword: NEW_PASSWORD,
        });
      })
      .willRespondWith(410, (response) => {
        response.jsonBody(LINK_EXPIRED);
      })
      .executeTest(async (mockServer) => {
        const answer = await gatewayAt(mockServer.url).continueRegistration(
          UNKNOWN_TOKEN,
          NEW_PASSWORD,
          NEW_PASSWORD,
        )();
        expect(answer).toEqual(
          E.left({
            code: 'service.rejected',
            status: 410,
            error: 'LINK_EXPIRED',
            message: 'The link you followed has expired.',
          }),
        );
      });
  });
});
