import { VirtualTimeScheduler } from 'rxjs';
import {
  SessionMonitor,
  type SessionState,
} from '../../../src/application/session/session-monitor.use-case';
import {
  FakeIdentityProvider,
  FakeNavigator,
  FakeSessionGateway,
  settle,
  testConfig,
} from '../fakes';

const setup = () => {
  const gateway = new FakeSessionGateway();
  const identity = new FakeIdentityProvider();
  const navigator = new FakeNavigator();
  const scheduler = new VirtualTimeScheduler();
  const monitor = new SessionMonitor(gateway, identity, navigator, testConfig, scheduler);
  const states: SessionState[] = [];
  monitor.state$.subscribe((state) => states.push(state));
  /** Runs every timer due up to `ms` of virtual time. */
  const advanceTo = (ms: number) => {
    scheduler.maxFrames = ms;
    scheduler.flush();
  };
  return { gateway, identity, navigator, monitor, states, advanceTo };
};

describe('SessionMonitor — spec §4 "Session"', () => {
  it('"Status 200 or 304 with expiresIn starts a timer; when it fires the user goes to logout with expired=true"', async () => {
    const { monitor, advanceTo } = setup();
    monitor.check('/');
    await settle();
    expect(monitor.snapshot).toEqual({ status: 'active' });

    advanceTo(1800 * 1000 - 1);
    expect(monitor.snapshot).toEqual({ status: 'expiringSoon', expiresAtMs: 1800 * 1000 });

    advanceTo(1800 * 1000);
    expect(monitor.snapshot).toEqual({ status: 'leaving', destination: '/logout?expired=true' });
  });

  it('a check of a page already shown as active tells nothing new, so nothing is drawn again', async () => {
    const { monitor, states } = setup();
    monitor.check('/');
    await settle();
    const shown = states.length;
    monitor.check('/');
    await settle();
    expect(states.slice(shown - 1)).toEqual([{ status: 'active' }]);
  });

  it('"Status 401 clears stored tokens and goes to logout"', async () => {
    const { monitor, gateway, identity } = setup();
    identity.storedTokens = true;
    gateway.checkReply = { kind: 'unauthorized' };
    monitor.check('/');
    await settle();
    expect(identity.storedTokens).toBe(false);
    expect(monitor.snapshot).toEqual({ status: 'leaving', destination: '/logout' });
  });

  it('a visitor who never signed in goes to the login page with the page asked for (D-AUTH-2)', async () => {
    const { monitor, gateway } = setup();
    gateway.checkReply = { kind: 'unauthorized' };
    monitor.check('/accountInfo/profile');
    await settle();
    expect(monitor.snapshot).toEqual({
      status: 'leaving',
      destination: '/login?redirect_uri=%2FaccountInfo%2Fprofile',
    });
  });

  it('"A reply carrying a redirect url sends the user there" when it is on the allow-list', async () => {
    const { monitor, gateway, navigator } = setup();
    gateway.checkReply = {
      kind: 'answered',
      status: 200,
      expiresInSeconds: 60,
      url: 'https://shop.example.com/cart',
    };
    monitor.check('/');
    await settle();
    expect(navigator.visits).toEqual([{ method: 'assign', url: 'https://shop.example.com/cart' }]);
  });

  it('a redirect url off the allow-list is not followed (D-AUTH-4)', async () => {
    const { monitor, gateway, navigator } = setup();
    gateway.checkReply = {
      kind: 'answered',
      status: 200,
      expiresInSeconds: 60,
      url: 'https://evil.example.net/',
    };
    monitor.check('/');
    await settle();
    expect(navigator.visits).toEqual([{ method: 'assign', url: '/logout' }]);
  });

  it('"A failed check sets a flag"', async () => {
    const { monitor, gateway } = setup();
    gateway.checkReply = { kind: 'failed' };
    monitor.check('/');
    await settle();
    expect(monitor.snapshot).toEqual({ status: 'checkFailed' });
  });

  it('a backend under maintenance is its own state, not a failed check (§8, D-PAGES-2)', async () => {
    const { monitor, gateway, identity } = setup();
    identity.storedTokens = true;
    gateway.checkReply = { kind: 'underMaintenance' };
    monitor.check('/');
    await settle();
    expect(monitor.snapshot).toEqual({ status: 'underMaintenance' });
    // The session is not judged: the stored tokens stay for when the services are back.
    expect(identity.storedTokens).toBe(true);
  });

  it('leaving the secure page stops the expiry timer', async () => {
    const { monitor, advanceTo } = setup();
    monitor.check('/');
    await settle();
    monitor.stop();
    advanceTo(10 * 3600 * 1000);
    expect(monitor.snapshot).toEqual({ status: 'active' });
  });

  it('a new check replaces the previous timer, so only the latest expiry counts', async () => {
    const { monitor, gateway, advanceTo } = setup();
    gateway.checkReply = { kind: 'answered', status: 200, expiresInSeconds: 600 };
    monitor.check('/');
    await settle();
    gateway.checkReply = { kind: 'answered', status: 200, expiresInSeconds: 6000 };
    monitor.check('/');
    await settle();
    advanceTo(600 * 1000);
    expect(monitor.snapshot).toEqual({ status: 'active' });
    expect(gateway.checks).toBe(2);
  });

  it('warns two minutes before the session ends, and "Stay signed in" renews it through the session check (WCAG 2.2.1)', async () => {
    const { monitor, gateway, advanceTo } = setup();
    monitor.check('/accountInfo/profile');
    await settle();
    advanceTo(1800 * 1000 - 120 * 1000 - 1);
    expect(monitor.snapshot).toEqual({ status: 'active' });
    advanceTo(1800 * 1000 - 120 * 1000);
    expect(monitor.snapshot).toEqual({ status: 'expiringSoon', expiresAtMs: 1800 * 1000 });

    monitor.staySignedIn();
    // The page stays on screen while the check runs.
    expect(monitor.snapshot).toEqual({ status: 'expiringSoon', expiresAtMs: 1800 * 1000 });
    await settle();
    expect(gateway.checks).toBe(2);
    expect(monitor.snapshot).toEqual({ status: 'active' });
    advanceTo(1800 * 1000 + 60 * 1000);
    expect(monitor.snapshot).toEqual({ status: 'active' });
  });

  it('warns at once when less than two minutes are left', async () => {
    const { monitor, gateway, advanceTo } = setup();
    gateway.checkReply = { kind: 'answered', status: 200, expiresInSeconds: 90 };
    monitor.check('/');
    await settle();
    advanceTo(0);
    expect(monitor.snapshot).toEqual({ status: 'expiringSoon', expiresAtMs: 90 * 1000 });
    advanceTo(90 * 1000);
    expect(monitor.snapshot).toEqual({ status: 'leaving', destination: '/logout?expired=true' });
  });
});
