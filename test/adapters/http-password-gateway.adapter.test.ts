import * as E from 'fp-ts/Either';
import { HttpClient } from '../../src/adapters/http/http-client';
import { HttpPasswordGateway } from '../../src/adapters/http/http-password-gateway.adapter';
import { RESET_TOKEN_VALIDATION_FAILED } from '../../src/application/ports/password-gateway.port';
import { messageForServerError } from '../../src/domain/shared/server-error-messages';

interface Call {
  readonly url: string;
  readonly init: RequestInit | undefined;
}

/** A fake fetch that answers `status`/`body` and records each request. */
const answering = (status: number, body: string, calls: Call[] = []): typeof fetch => {
  return async (input, init) => {
    calls.push({ url: input instanceof Request ? input.url : String(input), init });
    return new Response(body, { status });
  };
};

const gateway = (fetchFn: typeof fetch, csrf?: string) =>
  new HttpPasswordGateway(
    new HttpClient({
      baseUrl: '/services',
      fetch: fetchFn,
      timeoutMs: 1000,
      csrfToken: () => csrf,
    }),
  );

const networkDown: typeof fetch = async () => {
  throw new TypeError('Failed to fetch');
};

const CHANGE = {
  currentPassword: 'Old-Pass-2026!',
  newPassword: 'New-Pass-2026!',
  retypePassword: 'New-Pass-2026!',
};
const RESET = { token: 'tok-123', newPassword: 'New-Pass-2026!', retypePassword: 'New-Pass-2026!' };
const REPLACEMENT = {
  username: 'expired@example.com',
  oldPassword: 'Old-Pass-2026!',
  newPassword: 'New-Pass-2026!',
  retypePassword: 'New-Pass-2026!',
};

describe('HttpPasswordGateway — the requests it sends', () => {
  it('changePassword: PUT with the form and the CSRF token', async () => {
    const calls: Call[] = [];
    const result = await gateway(
      answering(200, '{"status":"SUCCESS"}', calls),
      'csrf-1',
    ).changePassword(CHANGE)();
    expect(result).toEqual(E.right(undefined));
    expect(calls[0]).toMatchObject({
      url: '/services/auth/changePassword',
      init: { method: 'PUT', credentials: 'include', body: JSON.stringify(CHANGE) },
    });
    expect(calls[0]?.init?.headers).toMatchObject({ 'x-xsrf-token': 'csrf-1' });
  });

  // D-PWD-10: the policy's minutes, said in the largest whole unit.
  it.each([
    [1440, { count: 1, unit: 'days' }],
    [90, { count: 90, unit: 'minutes' }],
    [0, undefined],
  ])('passwordPolicy: GET; %s minutes → %j', async (minutes, minimumAge) => {
    const calls: Call[] = [];
    const result = await gateway(
      answering(200, JSON.stringify({ minimumAgeMinutes: minutes }), calls),
    ).passwordPolicy()();
    expect(result).toEqual(E.right({ minimumAge }));
    expect(calls[0]).toMatchObject({
      url: '/services/auth/passwordPolicy',
      init: { method: 'GET' },
    });
  });

  it('requestPasswordReset: POST the email, the optional values in the query by their wire names', async () => {
    const calls: Call[] = [];
    const result = await gateway(answering(200, '{"status":"SENT"}', calls)).requestPasswordReset({
      email: 'us.owner@example.com',
      flow: 'GAD',
      appId: '294',
      redirectUrl: '/dashboard',
      encryptedDuns: 'enc',
      countryId: 'US',
      payload: 'p',
    })();
    expect(result).toEqual(E.right(undefined));
    const url = new URL(calls[0]?.url ?? '', 'http://portal.example');
    expect(url.pathname).toBe('/services/auth/forgotPassword');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      flow: 'GAD',
      app_id: '294',
      redirect_url: '/dashboard',
      encryptedDuns: 'enc',
      countryId: 'US',
      payload: 'p',
    });
    expect(calls[0]?.init).toMatchObject({
      method: 'POST',
      body: '{"email":"us.owner@example.com"}',
    });
  });

  it('requestPasswordReset without optional values sends no query', async () => {
    const calls: Call[] = [];
    await gateway(answering(200, '{"status":"SENT"}', calls)).requestPasswordReset({
      email: 'a@example.com',
    })();
    expect(calls[0]?.url).toBe('/services/auth/forgotPassword');
  });

  it("passwordResetFormAction: the same call's address, for the form posted without JavaScript", () => {
    const calls: Call[] = [];
    const passwords = gateway(answering(200, '{"status":"SENT"}', calls));
    expect(passwords.passwordResetFormAction({ flow: 'GAD', appId: '294' })).toBe(
      '/services/auth/forgotPassword?flow=GAD&app_id=294',
    );
    expect(passwords.passwordResetFormAction({})).toBe('/services/auth/forgotPassword');
    expect(calls).toEqual([]);
  });

  it("resetPasswordFormAction: the same call's address with the link's values, for the form posted without JavaScript", () => {
    const calls: Call[] = [];
    const passwords = gateway(answering(200, '{"status":"SUCCESS"}', calls));
    expect(passwords.resetPasswordFormAction({ token: 'abc', flow: 'GAD' })).toBe(
      '/services/auth/resetPassword?token=abc&flow=GAD',
    );
    expect(calls).toEqual([]);
  });

  it("expiredPasswordFormAction: the same call's address with the login page's query, for the step posted without JavaScript", () => {
    const calls: Call[] = [];
    const passwords = gateway(answering(200, '{"status":"SUCCESS"}', calls));
    expect(
      passwords.expiredPasswordFormAction({ interaction: 'abc', step: 'replace-password' }),
    ).toBe('/services/auth/verifyExpiredPswd?interaction=abc&step=replace-password');
    expect(calls).toEqual([]);
  });

  it('validateResetToken: POST the token; VALID is success', async () => {
    const calls: Call[] = [];
    expect(
      await gateway(answering(200, '{"status":"VALID"}', calls)).validateResetToken('tok-123')(),
    ).toEqual(E.right(undefined));
    expect(calls[0]).toMatchObject({
      url: '/services/auth/validateToken',
      init: { method: 'POST', body: '{"token":"tok-123"}' },
    });
  });

  it('resetPassword and replaceExpiredPassword: PUT the form', async () => {
    const calls: Call[] = [];
    const fetchFn = answering(200, '{"status":"SUCCESS"}', calls);
    expect(await gateway(fetchFn).resetPassword(RESET)()).toEqual(E.right(undefined));
    expect(await gateway(fetchFn).replaceExpiredPassword(REPLACEMENT)()).toEqual(
      E.right(undefined),
    );
    expect(calls.map((call) => [call.url, call.init?.method, call.init?.body])).toEqual([
      ['/services/auth/resetPassword', 'PUT', JSON.stringify(RESET)],
      ['/services/auth/verifyExpiredPswd', 'PUT', JSON.stringify(REPLACEMENT)],
    ]);
  });
});

describe('HttpPasswordGateway — refusals carry the server code the domain maps (spec §8)', () => {
  it.each([
    ['2007', 'password.requirementsNotMet'],
    ['2008', 'password.currentMismatch'],
    ['2011', 'password.history'],
    ['2012', 'password.expiredResetFailed'],
  ])('%s → %s', async (serverCode, portalCode) => {
    const body = JSON.stringify({ error: serverCode, message: 'server text' });
    const result = await gateway(answering(400, body)).changePassword(CHANGE)();
    expect(result).toEqual(
      E.left({ code: 'service.rejected', status: 400, error: serverCode, message: 'server text' }),
    );
    const error =
      E.isLeft(result) && result.left.code === 'service.rejected' ? result.left.error : undefined;
    expect(messageForServerError(error)).toBe(portalCode);
  });

  it('a refusal without an error field is an empty error, which the domain maps to generic', async () => {
    const result = await gateway(answering(400, '{"oops":true}')).resetPassword(RESET)();
    expect(result).toEqual(
      E.left({ code: 'service.rejected', status: 400, error: '', message: '' }),
    );
    expect(messageForServerError('')).toBe('error.generic');
  });

  it('401 on changePassword is the signed-out outcome', async () => {
    expect(
      await gateway(answering(401, '{"error":"UNAUTHENTICATED"}')).changePassword(CHANGE)(),
    ).toEqual(E.left({ code: 'service.unauthorized' }));
  });
});

describe('HttpPasswordGateway — validateToken failure rejects "ResetPassword Token Validation:Failed"', () => {
  it.each([
    ['410: the link has expired', answering(410, '{"error":"TOKEN_EXPIRED"}'), true],
    ['400: an unknown link', answering(400, '{"error":"TOKEN_INVALID"}'), false],
    ['a 4xx without an error field', answering(400, 'nope'), false],
    ['5xx', answering(503, 'busy'), false],
    ['a 200 that is not VALID', answering(200, '{"status":"EXPIRED"}'), false],
    ['network failure', networkDown, false],
  ])('%s', async (_name, fetchFn, linkExpired) => {
    const result = await gateway(fetchFn).validateResetToken('tok-123')();
    expect(result).toEqual(
      E.left(
        expect.objectContaining({
          code: 'password.resetTokenRejected',
          message: RESET_TOKEN_VALIDATION_FAILED,
          linkExpired,
        }),
      ),
    );
  });
});

describe('HttpPasswordGateway — what the backend never produces is a typed value, never an exception', () => {
  const calls = (fetchFn: typeof fetch) => {
    const passwords = gateway(fetchFn);
    return [
      passwords.changePassword(CHANGE),
      passwords.requestPasswordReset({ email: 'a@example.com' }),
      passwords.resetPassword(RESET),
      passwords.replaceExpiredPassword(REPLACEMENT),
    ];
  };

  it.each([
    ['a malformed body', answering(200, '{"status":"OK"}'), { code: 'service.malformedResponse' }],
    ['a body that is not JSON', answering(200, '<html>'), { code: 'service.malformedResponse' }],
    ['a 5xx', answering(502, 'bad gateway'), { code: 'service.unavailable', status: 502 }],
    [
      'a 4xx without an error field',
      answering(403, ''),
      { code: 'service.rejected', status: 403, error: '', message: '' },
    ],
    ['a network failure', networkDown, { code: 'service.networkFailure' }],
  ])('%s', async (_name, fetchFn, expected) => {
    for (const call of calls(fetchFn)) expect(await call()).toEqual(E.left(expected));
  });

  it('a call that does not answer in time is a timeout (writes are not retried)', async () => {
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    const passwords = new HttpPasswordGateway(
      new HttpClient({
        baseUrl: '/services',
        fetch: hanging,
        timeoutMs: 10,
        csrfToken: () => undefined,
      }),
    );
    expect(await passwords.changePassword(CHANGE)()).toEqual(E.left({ code: 'service.timeout' }));
  });
});
