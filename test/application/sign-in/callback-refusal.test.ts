import { answeredCallbackRefusal } from '../../../src/application/sign-in/callback-refusal';

// The callback page's `failed` parameter, as the server names a sign-in it could not complete for
// a browser without JavaScript (D-SSR-6), the account's refusals with its address (D-AUTH-8).

describe('answeredCallbackRefusal', () => {
  it.each([
    [null, null, undefined],
    ['session', null, { kind: 'failed', messageId: 'signIn.sessionFailed' }],
    ['callback', null, { kind: 'failed', messageId: 'signIn.callbackInvalid' }],
    ['anything', 'a@example.com', { kind: 'failed', messageId: 'signIn.callbackInvalid' }],
    [
      'EMAIL_NOT_VERIFIED',
      'unverified@example.com',
      { kind: 'account', messageId: 'auth.verifyEmail', email: 'unverified@example.com' },
    ],
    [
      'AUTHENTICATION_PASSWORD_EXPIRED',
      '',
      { kind: 'account', messageId: 'auth.passwordExpiredAuthentication', email: undefined },
    ],
  ])('failed=%j uid=%j → %j', (failed, uid, expected) => {
    expect(answeredCallbackRefusal(failed, uid)).toEqual(expected);
  });
});
