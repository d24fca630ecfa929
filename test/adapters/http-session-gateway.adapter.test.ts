import * as E from 'fp-ts/Either';
import { HttpSessionGateway } from '../../src/adapters/http/http-session-gateway.adapter';
import { OKTA_LOGOUT_FAILED } from '../../src/application/ports/session-gateway.port';
import { fakeBackend } from './fake-backend';

describe('HttpSessionGateway.oktaLogout — spec §8 "Issue with the Okta Logout api call from the BE"', () => {
  it('a logout the backend confirms is a success, sent as GET /services/auth/oktaLogout', async () => {
    const { calls, http } = fakeBackend(200, '{"status":"LOGGED_OUT"}', 'csrf-1');
    expect(await new HttpSessionGateway(http).oktaLogout()()).toEqual(E.right(undefined));
    expect(calls.map((call) => `${call.method ?? ''} ${call.url}`)).toEqual([
      'GET /services/auth/oktaLogout',
    ]);
  });

  it('echoes the CSRF token on this GET, without which the backend refuses to end the session (D-AUTH-6)', async () => {
    const { calls, http } = fakeBackend(200, '{"status":"LOGGED_OUT"}', 'csrf-1');
    await new HttpSessionGateway(http).oktaLogout()();
    expect(calls[0]?.headers).toMatchObject({ 'x-xsrf-token': 'csrf-1' });
  });

  it('sends no CSRF header on the session check, an ordinary GET', async () => {
    const { calls, http } = fakeBackend(200, '{"status":"ACTIVE","expiresIn":1800}', 'csrf-1');
    await new HttpSessionGateway(http).checkSession()();
    expect(calls[0]?.headers).not.toHaveProperty('x-xsrf-token');
  });

  it('a 403 refusal (no CSRF token in the browser) fails with the §8 message', async () => {
    const { http } = fakeBackend(
      403,
      '{"error":"CSRF_TOKEN_INVALID","message":"The request could not be verified. Please reload the page."}',
      undefined,
    );
    expect(await new HttpSessionGateway(http).oktaLogout()()).toEqual(
      E.left({
        code: 'session.logoutFailed',
        message: OKTA_LOGOUT_FAILED,
        cause: {
          code: 'service.rejected',
          status: 403,
          error: 'CSRF_TOKEN_INVALID',
          message: 'The request could not be verified. Please reload the page.',
        },
      }),
    );
  });

  it.each([
    ['a 5xx', 503, 'busy', { code: 'service.unavailable', status: 503 }],
    ['a malformed answer', 200, '{"bye":true}', { code: 'service.malformedResponse' }],
    [
      'a refusal with an error body',
      400,
      '{"error":"X","message":"no"}',
      { code: 'service.rejected', status: 400, error: 'X', message: 'no' },
    ],
  ])('%s fails with the §8 message, keeping its cause', async (_name, status, body, cause) => {
    const { http } = fakeBackend(status, body, undefined);
    expect(await new HttpSessionGateway(http).oktaLogout()()).toEqual(
      E.left({ code: 'session.logoutFailed', message: OKTA_LOGOUT_FAILED, cause }),
    );
  });
});

describe('HttpSessionGateway.checkSession — spec §4 "Session", §8 under maintenance', () => {
  it.each([
    ['401', 401, '{"error":"UNAUTHENTICATED"}', { kind: 'unauthorized' }],
    [
      '503 UNDER_MAINTENANCE',
      503,
      '{"error":"UNDER_MAINTENANCE","message":"We are under maintenance and we will be back shortly"}',
      { kind: 'underMaintenance' },
    ],
    ['another 503', 503, '{"error":"BUSY"}', { kind: 'failed' }],
  ])('a %s answer is %j', async (_name, status, body, expected) => {
    const { http } = fakeBackend(status, body, undefined);
    expect(await new HttpSessionGateway(http).checkSession()()).toEqual(expected);
  });
});
