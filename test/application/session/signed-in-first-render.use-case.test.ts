import { VirtualTimeScheduler } from 'rxjs';
import * as TE from 'fp-ts/TaskEither';
import { CompanySelector } from '../../../src/application/frame/company-selector.use-case';
import { NotificationCentre } from '../../../src/application/frame/notification-centre.use-case';
import { PortalFrame } from '../../../src/application/frame/portal-frame.use-case';
import type { Notifications } from '../../../src/application/ports/notifications.port';
import { SessionMonitor } from '../../../src/application/session/session-monitor.use-case';
import { SignedInFirstRender } from '../../../src/application/session/signed-in-first-render.use-case';
import {
  FakeAnalytics,
  FakeCountryFeatures,
  FakeDismissedNotifications,
  FakeIdentityProvider,
  FakeNavigator,
  FakePreferenceStore,
  FakeSessionGateway,
  testConfig,
} from '../fakes';
import { FakeEntitlementQueries, FakeProfileGateway } from '../frame-fakes';

// D-SSR-8: the stores a signed-in page's first render reads, brought to where its effects would
// bring them, on the server before rendering and in the browser before hydrating.

const EMPTY = { notifications: [], unreadCount: 0, latestId: undefined };
const NONE: Notifications = {
  list: () => TE.right(EMPTY),
  markRead: () => TE.right(EMPTY),
  clear: () => TE.right(EMPTY),
};

const setup = () => {
  const sessions = new FakeSessionGateway();
  const profiles = new FakeProfileGateway();
  const scheduler = new VirtualTimeScheduler();
  const monitor = new SessionMonitor(
    sessions,
    new FakeIdentityProvider(),
    new FakeNavigator(),
    testConfig,
    scheduler,
  );
  const selector = new CompanySelector(
    new FakeEntitlementQueries(),
    new FakePreferenceStore(),
    new FakeAnalytics(),
    scheduler,
  );
  const frame = new PortalFrame(
    profiles,
    new FakeCountryFeatures(),
    { now: () => new Date() },
    selector,
  );
  const centre = new NotificationCentre(NONE, new FakeDismissedNotifications());
  const firstRender = new SignedInFirstRender(monitor, frame, centre);
  return { sessions, profiles, monitor, frame, centre, firstRender };
};

describe('a signed-in page prepared for its first render', () => {
  it('is ready with the session checked, the frame and the bell loaded', async () => {
    const { firstRender, monitor, frame, centre } = setup();
    await expect(firstRender.prepare('/')).resolves.toBe(true);
    expect(monitor.snapshot.status).toBe('active');
    expect(frame.snapshot.status).toBe('ready');
    expect(centre.snapshot.status).toBe('ready');
    firstRender.dispose();
  });

  it.each([
    ['the session is gone', { kind: 'unauthorized' } as const],
    ['the check fails', { kind: 'failed' } as const],
  ])('is not drawn when %s: the browser finds out for itself', async (_, reply) => {
    const { firstRender, sessions, frame } = setup();
    sessions.checkReply = reply;
    await expect(firstRender.prepare('/')).resolves.toBe(false);
    expect(frame.snapshot.status).toBe('loading');
  });

  it('is not drawn when the frame cannot load', async () => {
    const { firstRender, profiles } = setup();
    profiles.failing = true;
    await expect(firstRender.prepare('/')).resolves.toBe(false);
  });
});
