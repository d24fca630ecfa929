import {
  LOGIN_NOTICE_MESSAGE_IDS,
  SIGN_OUT_MESSAGE_IDS,
  SIGN_OUT_REASONS,
  signInAgainPath,
  signOutReasonOf,
  type SignOutReason,
} from '../../../src/domain/accounts/sign-out-reason';

// Spec §8 "Logout messages: success, and 'This page has been refreshed. Please login again.'",
// §8 login widget "Session expired: Your session has expired. Please try to sign in again.", §2
// "expired" and "reason (value product_refresh)" (docs/decisions/sign-in-and-sessions.md D-AUTH-7).

describe('signOutReasonOf — why /logout signs the user out, from its query', () => {
  it.each<[string, SignOutReason]>([
    ['', 'signedOut'],
    ['expired=true', 'sessionExpired'],
    ['expired=false', 'signedOut'],
    ['reason=product_refresh', 'productRefresh'],
    ['reason=other', 'signedOut'],
    ['reason=product_refresh&expired=true', 'productRefresh'],
  ])('%j → %s', (query, expected) => {
    expect(signOutReasonOf(new URLSearchParams(query))).toBe(expected);
  });

  it('lists every reason once', () => {
    expect([...SIGN_OUT_REASONS].sort()).toEqual(['productRefresh', 'sessionExpired', 'signedOut']);
  });
});

describe('the message of each reason, on the logout page and in the login widget', () => {
  it.each<[SignOutReason, string, string | undefined]>([
    ['signedOut', 'logout.success', undefined],
    ['sessionExpired', 'logout.expired', 'session.expired'],
    ['productRefresh', 'logout.pageRefreshed', 'logout.pageRefreshed'],
  ])('%s → %s, then %s', (reason, logoutMessage, loginNotice) => {
    expect(SIGN_OUT_MESSAGE_IDS[reason]).toBe(logoutMessage);
    expect(reason === 'signedOut' ? undefined : LOGIN_NOTICE_MESSAGE_IDS[reason]).toBe(loginNotice);
  });
});

describe('signInAgainPath — "Sign in again" carries why, so the login widget says it too', () => {
  it.each<[SignOutReason, string]>([
    ['signedOut', '/login'],
    ['sessionExpired', '/login?expired=true'],
    ['productRefresh', '/login?reason=product_refresh'],
  ])('%s → %s', (reason, path) => {
    expect(signInAgainPath(reason)).toBe(path);
  });
});
