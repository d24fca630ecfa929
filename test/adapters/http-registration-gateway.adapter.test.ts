import * as E from 'fp-ts/Either';
import { HttpClient } from '../../src/adapters/http/http-client';
import { fakeBackend } from './fake-backend';
import { HttpRegistrationGateway } from '../../src/adapters/http/http-registration-gateway.adapter';
import { registrationPayload } from '../../src/domain/accounts/registration-payload';

/** The gateway over a fake backend answering `status` and `body`, recording what was sent. */
const backendAnswering = (status: number, body: string) => {
  const { calls, http } = fakeBackend(status, body, undefined);
  return { calls, gateway: new HttpRegistrationGateway(http) };
};

const PAYLOAD = registrationPayload(
  {
    firstName: 'Jordan',
    lastName: 'Lee',
    email: 'jordan@example.com',
    street: '100 Market Street',
    city: 'Berkeley Heights',
    state: 'NJ',
    postalCode: '07078',
    language: 'fr-FR',
    phoneNumber: '9735550142',
  },
  { acceptTerms: false, country: 'ca', redirectUrl: '/dashboard', encryptedDuns: 'sealed' },
);

const WIRE_BODY = {
  firstName: 'Jordan',
  lastName: 'Lee',
  email: 'jordan@example.com',
  street: '100 Market Street',
  city: 'Berkeley Heights',
  state: 'NJ',
  postalCode: '07078',
  language: 'en-us',
  phoneNumber: '9735550142',
  country: 'CA',
  countryId: 'CA',
  acceptTerms: false,
  redirectUrl: '/dashboard',
  encryptedDuns: 'sealed',
  plaVersion: 0,
};

const PENDING = '{"status":"PENDING_VERIFICATION","email":"jordan@example.com"}';

describe('HttpRegistrationGateway — requests and answers', () => {
  it.each([
    [null, '/services/auth/newUser'],
    ['GAD', '/services/auth/registerUser'],
  ])(
    'register (flow %s) posts the payload as the wire body to %s and answers the pending email',
    async (flow, url) => {
      const { calls, gateway } = backendAnswering(201, PENDING);
      expect(await gateway.register(PAYLOAD, flow)()).toEqual(
        E.right({ email: 'jordan@example.com' }),
      );
      expect(calls).toHaveLength(1);
      expect(calls[0]).toMatchObject({ url, method: 'POST' });
      expect(calls[0]?.body).toEqual(WIRE_BODY);
      expect(calls[0]?.headers).not.toHaveProperty('x-xsrf-token');
    },
  );

  it('registerFromSocialNetwork wraps the body in registrationForm', async () => {
    const { calls, gateway } = backendAnswering(201, PENDING);
    expect(await gateway.registerFromSocialNetwork(PAYLOAD)()).toEqual(
      E.right({ email: 'jordan@example.com' }),
    );
    expect(calls[0]).toMatchObject({
      url: '/services/okta/socialNetworksSignup',
      method: 'POST',
      body: { registrationForm: WIRE_BODY },
    });
  });

  it('verifyCode sends the email and code and answers the continue token', async () => {
    const { calls, gateway } = backendAnswering(
      200,
      '{"status":"VERIFIED","continueUrl":"https://x/continueRegistration?token=t-1","token":"t-1"}',
    );
    expect(await gateway.verifyCode('jordan@example.com', 'K7QP3M')()).toEqual(
      E.right({ next: 'setPassword', continueToken: 't-1' }),
    );
    expect(calls[0]).toMatchObject({
      url: '/services/auth/verifyCode',
      method: 'POST',
      body: { email: 'jordan@example.com', code: 'K7QP3M' },
    });
  });

  it('verifyCode answers an active account that signs in (D-AUTH-8)', async () => {
    const { gateway } = backendAnswering(200, '{"status":"ACTIVE","email":"jordan@example.com"}');
    expect(await gateway.verifyCode('jordan@example.com', 'K7QP3M')()).toEqual(
      E.right({ next: 'signIn', email: 'jordan@example.com' }),
    );
  });

  it('resendCode sends the email and answers nothing', async () => {
    const { calls, gateway } = backendAnswering(
      200,
      '{"status":"CODE_SENT","message":"A new code has been sent to your email."}',
    );
    expect(await gateway.resendCode('jordan@example.com')()).toEqual(E.right(undefined));
    expect(calls[0]).toMatchObject({
      url: '/services/auth/resendCode',
      method: 'POST',
      body: { email: 'jordan@example.com' },
    });
  });

  it.each([
    ['with a product', 'CreditInsights', { token: 'c-1', product: 'CreditInsights' }],
    ['without a product', undefined, { token: 'c-1' }],
  ])(
    'confirmRegistration %s answers the continue token and the product',
    async (_name, product, body) => {
      const { calls, gateway } = backendAnswering(
        200,
        '{"status":"VERIFIED","continueUrl":"u","token":"t-2","product":"CreditInsights"}',
      );
      expect(await gateway.confirmRegistration('c-1', product)()).toEqual(
        E.right({ continueToken: 't-2', product: 'CreditInsights' }),
      );
      expect(calls[0]).toMatchObject({ url: '/services/auth/confirmRegistration', method: 'POST' });
      expect(calls[0]?.body).toEqual(body);
    },
  );

  it('continueRegistration sends the token and passwords and answers the active account', async () => {
    const { calls, gateway } = backendAnswering(
      200,
      '{"status":"ACTIVE","email":"jordan@example.com","redirectUrl":"/dashboard"}',
    );
    expect(await gateway.continueRegistration('t-1', 'Pass-word-26!', 'Pass-word-26!')()).toEqual(
      E.right({ email: 'jordan@example.com', redirectUrl: '/dashboard' }),
    );
    expect(calls[0]).toMatchObject({
      url: '/services/auth/continueRegistration',
      method: 'POST',
      body: { token: 't-1', password: 'Pass-word-26!', retypePassword: 'Pass-word-26!' },
    });
  });
});

describe('HttpRegistrationGateway — spec §8 registration failures', () => {
  it('passes on the server body of a refused registration', async () => {
    const { gateway } = backendAnswering(
      409,
      '{"error":"USER_EXISTS","message":"Registration error. Sign in or reset your password."}',
    );
    expect(await gateway.register(PAYLOAD, null)()).toEqual(
      E.left({
        code: 'service.rejected',
        status: 409,
        error: 'USER_EXISTS',
        message: 'Registration error. Sign in or reset your password.',
      }),
    );
  });

  it.each([
    ['an empty body', ''],
    ['a body without an error field', '{"oops":true}'],
    ['an empty object', '{}'],
    ['blank text', '  '],
    ['a JSON null', 'null'],
    ['an array', '[1]'],
    ['a number', '42'],
  ])(
    'a registration refused with %s fails with "An unexpected error occurred"',
    async (_name, body) => {
      for (const flow of [null, 'GAD']) {
        const { gateway } = backendAnswering(400, body);
        expect(await gateway.register(PAYLOAD, flow)()).toEqual(
          E.left({
            code: 'service.rejected',
            status: 400,
            error: '',
            message: 'An unexpected error occurred',
          }),
        );
      }
    },
  );

  it('other calls refused without an error field fail with an empty error (spec §8)', async () => {
    const { gateway } = backendAnswering(400, '{"oops":true}');
    expect(await gateway.registerFromSocialNetwork(PAYLOAD)()).toEqual(
      E.left({ code: 'service.rejected', status: 400, error: '', message: '' }),
    );
    expect(await gateway.confirmRegistration('c-1', undefined)()).toEqual(
      E.left({ code: 'service.rejected', status: 400, error: '', message: '' }),
    );
  });
});

describe('HttpRegistrationGateway — what the backend never answers becomes a typed value', () => {
  type Gateway = HttpRegistrationGateway;
  const calls: readonly [
    string,
    (gateway: Gateway) => () => Promise<E.Either<unknown, unknown>>,
  ][] = [
    ['register', (gateway) => gateway.register(PAYLOAD, null)],
    ['registerFromSocialNetwork', (gateway) => gateway.registerFromSocialNetwork(PAYLOAD)],
    ['verifyCode', (gateway) => gateway.verifyCode('jordan@example.com', 'K7QP3M')],
    ['resendCode', (gateway) => gateway.resendCode('jordan@example.com')],
    ['confirmRegistration', (gateway) => gateway.confirmRegistration('c-1', undefined)],
    ['continueRegistration', (gateway) => gateway.continueRegistration('t-1', 'p', 'p')],
  ];

  it.each(calls)('%s: a malformed body, a 5xx and a network failure', async (_name, call) => {
    expect(await call(backendAnswering(200, '{"unexpected":1}').gateway)()).toEqual(
      E.left({ code: 'service.malformedResponse' }),
    );
    expect(await call(backendAnswering(200, '<html>').gateway)()).toEqual(
      E.left({ code: 'service.malformedResponse' }),
    );
    expect(await call(backendAnswering(503, '').gateway)()).toEqual(
      E.left({ code: 'service.unavailable', status: 503 }),
    );
    const offline = new HttpRegistrationGateway(
      new HttpClient({
        baseUrl: '/services',
        fetch: async () => {
          throw new TypeError('Failed to fetch');
        },
        timeoutMs: 1000,
        csrfToken: () => undefined,
      }),
    );
    expect(await call(offline)()).toEqual(E.left({ code: 'service.networkFailure' }));
  });
});
