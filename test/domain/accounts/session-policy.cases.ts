import {
  loginPathFor,
  LOGOUT_DELAY_MS,
  MAX_TIMER_MS,
  SESSION_EXPIRED_PATH,
  type SessionCheckReply,
  type SessionOutcome,
  sessionOutcome,
  signedOutDestination,
} from '../../../src/domain/accounts/session-policy';
import { eachConstantIsAsQuoted } from '../constant-rows';

describe('session check — §4 "Session"', () => {
  it.each<[SessionCheckReply, SessionOutcome, string]>([
    [
      { kind: 'answered', status: 200, expiresInSeconds: 1800 },
      { type: 'active', expiresInMs: 1_800_000 },
      '"Status 200 ... with expiresIn starts a timer"',
    ],
    [
      { kind: 'answered', status: 304, expiresInSeconds: 60 },
      { type: 'active', expiresInMs: 60_000 },
      '"Status ... 304 with expiresIn starts a timer"',
    ],
    [
      { kind: 'answered', status: 200, expiresInSeconds: 0 },
      { type: 'active', expiresInMs: 0 },
      'zero seconds left: the timer fires at once',
    ],
    [
      { kind: 'answered', status: 200, expiresInSeconds: 10 ** 9 },
      { type: 'active', expiresInMs: MAX_TIMER_MS },
      'a huge expiresIn is clamped to what a timer can hold',
    ],
    [{ kind: 'answered', status: 200 }, { type: 'checkFailed' }, 'no expiresIn: no timer'],
    [
      { kind: 'answered', status: 200, expiresInSeconds: -1 },
      { type: 'checkFailed' },
      'a negative expiresIn',
    ],
    [
      { kind: 'answered', status: 200, expiresInSeconds: Number.NaN },
      { type: 'checkFailed' },
      'NaN',
    ],
    [
      { kind: 'answered', status: 201, expiresInSeconds: 60 },
      { type: 'checkFailed' },
      'another status',
    ],
    [
      { kind: 'unauthorized' },
      { type: 'signedOut', clearStoredTokens: true },
      '"Status 401 clears stored tokens and goes to logout"',
    ],
    [
      { kind: 'answered', status: 200, expiresInSeconds: 60, url: 'https://x.example/' },
      { type: 'redirect', url: 'https://x.example/' },
      '"A reply carrying a redirect url sends the user there" (D-AUTH-4: it wins)',
    ],
    [
      { kind: 'answered', status: 500, url: '/x' },
      { type: 'redirect', url: '/x' },
      'a url wins whatever the status',
    ],
    [
      { kind: 'answered', status: 200, expiresInSeconds: 60, url: '' },
      { type: 'active', expiresInMs: 60_000 },
      'an empty url is none',
    ],
    [{ kind: 'failed' }, { type: 'checkFailed' }, '"A failed check sets a flag"'],
    [
      { kind: 'underMaintenance' },
      { type: 'underMaintenance' },
      '§8 "under-maintenance page" (D-PAGES-2)',
    ],
  ])('%j → %j: %s', (reply, expected) => {
    expect(sessionOutcome(reply)).toEqual(expected);
  });

  it('MAX_TIMER_MS is the largest delay a browser timer holds (2^31 - 1)', () => {
    expect(MAX_TIMER_MS).toBe(2 ** 31 - 1);
  });

  it('"when it fires the user goes to logout with expired=true"', () => {
    expect(SESSION_EXPIRED_PATH).toBe('/logout?expired=true');
  });

  it.each([
    [true, '/accountInfo', '/logout', '§4 "clears stored tokens and goes to logout"'],
    [
      false,
      '/accountInfo/profile',
      '/login?redirect_uri=%2FaccountInfo%2Fprofile',
      'D-AUTH-2: never signed in here → the login page',
    ],
    [false, '/', '/login', 'D-AUTH-2: the home page needs no redirect_uri'],
  ])('signedOutDestination(%s, %j) is %j: %s', (hadTokens, path, expected) => {
    expect(signedOutDestination(hadTokens, path)).toBe(expected);
  });

  it.each([
    ['/', '/login'],
    ['', '/login'],
    ['/gad/search?x=1&y=2', '/login?redirect_uri=%2Fgad%2Fsearch%3Fx%3D1%26y%3D2'],
  ])('loginPathFor(%j) is %j', (path, expected) => {
    expect(loginPathFor(path)).toBe(expected);
  });
});

describe('session check — §9 constants', () => {
  eachConstantIsAsQuoted([['"logout delay 1000 ms"', LOGOUT_DELAY_MS, 1000]]);
});
