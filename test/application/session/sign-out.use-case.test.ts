import * as TE from 'fp-ts/TaskEither';
import { VirtualTimeScheduler } from 'rxjs';
import { SessionMonitor } from '../../../src/application/session/session-monitor.use-case';
import { SignOut } from '../../../src/application/session/sign-out.use-case';
import { FakeIdentityProvider, FakeNavigator, FakeSessionGateway, testConfig } from '../fakes';
import { OKTA_LOGOUT_FAILED } from '../../../src/application/ports/session-gateway.port';

const setup = () => {
  const sessions = new FakeSessionGateway();
  const identity = new FakeIdentityProvider();
  const navigator = new FakeNavigator();
  const monitor = new SessionMonitor(
    sessions,
    identity,
    navigator,
    testConfig,
    new VirtualTimeScheduler(),
  );
  return {
    sessions,
    identity,
    navigator,
    signOut: new SignOut(sessions, identity, navigator, monitor),
  };
};

describe('SignOut — /logout ends the portal session and the identity-provider session', () => {
  it('calls oktaLogout, then replaces the page with the provider end-session URL', async () => {
    const { signOut, sessions, identity, navigator } = setup();
    expect(await signOut.signOut({ reason: 'sessionExpired' })).toBe(false);
    expect(sessions.logouts).toBe(1);
    expect(identity.signOutContexts).toEqual([{ reason: 'sessionExpired' }]);
    expect(navigator.visits).toEqual([
      { method: 'replace', url: 'https://portal.example.com/oidc/session/end' },
    ]);
  });

  it('still ends the provider session when the backend logout fails (spec §8 "Issue with the Okta Logout api call")', async () => {
    const { signOut, sessions, navigator } = setup();
    sessions.logoutAnswer = TE.left({
      code: 'session.logoutFailed',
      message: OKTA_LOGOUT_FAILED,
      cause: { code: 'service.unavailable', status: 503 },
    });
    expect(await signOut.signOut({ reason: 'signedOut' })).toBe(true);
    expect(navigator.visits).toHaveLength(1);
  });
});

describe("SignOut.leave — the portal's own way to /logout (D-AUTH-6)", () => {
  it('shows /logout with the intent that signs out at once, ending nothing itself', () => {
    const { signOut, sessions, navigator } = setup();
    signOut.leave();
    expect(navigator.visits).toEqual([
      { method: 'show', url: '/logout', options: { intent: 'signOut' } },
    ]);
    expect(sessions.logouts).toBe(0);
  });
});
