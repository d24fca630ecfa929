import * as TE from 'fp-ts/TaskEither';
import type { ServiceError } from '../../../src/application/ports/service-error';
import type {
  SignedInSession,
  SignedInSessionsGateway,
} from '../../../src/application/ports/signed-in-sessions-gateway.port';
import {
  SignedInSessions,
  type SignedInSessionsState,
} from '../../../src/application/account-area/signed-in-sessions.use-case';
import { sessionDeviceOf } from '../../../src/application/account-area/signed-in-sessions.view-model';

// Issue 28 "Where you're signed in": this browser first, signing out one or every other session,
// and a session that already ended read as "the list was out of date".

const session = (id: string, overrides: Partial<SignedInSession> = {}): SignedInSession => ({
  id,
  browser: 'Firefox',
  system: 'Windows',
  signedInAt: new Date('2026-12-01T08:00:00Z'),
  lastActiveAt: new Date('2026-12-06T08:00:00Z'),
  current: false,
  ...overrides,
});

class FakeSessions implements SignedInSessionsGateway {
  sessions: SignedInSession[] = [session('a'), session('here', { current: true }), session('b')];
  refuseNext: ServiceError | undefined;
  list() {
    return TE.right<ServiceError, readonly SignedInSession[]>([...this.sessions]);
  }
  signOut(id: string) {
    const refusal = this.refuseNext;
    this.refuseNext = undefined;
    if (refusal !== undefined) return TE.left<ServiceError, void>(refusal);
    this.sessions = this.sessions.filter((entry) => entry.id !== id);
    return TE.right<ServiceError, void>(undefined);
  }
  signOutOthers() {
    const others = this.sessions.filter((entry) => !entry.current).length;
    this.sessions = this.sessions.filter((entry) => entry.current);
    return TE.right<ServiceError, number>(others);
  }
}

const ready = (state: SignedInSessionsState) => {
  if (state.screen !== 'ready') throw new Error(`not ready: ${state.screen}`);
  return state;
};

describe('SignedInSessions', () => {
  it('lists this browser first, then the others as the server ordered them', async () => {
    const store = new SignedInSessions(new FakeSessions());
    await store.open();
    expect(ready(store.snapshot).sessions.map((entry) => entry.id)).toEqual(['here', 'a', 'b']);
  });

  it('signs out one session and says so, with the list read again', async () => {
    const store = new SignedInSessions(new FakeSessions());
    await store.open();
    await store.signOut('a');
    expect(ready(store.snapshot)).toMatchObject({ notice: { kind: 'signedOut' }, busy: false });
    expect(ready(store.snapshot).sessions.map((entry) => entry.id)).toEqual(['here', 'b']);
  });

  it('signs out every other session and counts them', async () => {
    const store = new SignedInSessions(new FakeSessions());
    await store.open();
    await store.signOutOthers();
    expect(ready(store.snapshot).notice).toEqual({ kind: 'signedOutOthers', count: 2 });
    expect(ready(store.snapshot).sessions.map((entry) => entry.id)).toEqual(['here']);
  });

  it('reads a session already ended as an out-of-date list', async () => {
    const gateway = new FakeSessions();
    const store = new SignedInSessions(gateway);
    await store.open();
    gateway.refuseNext = {
      code: 'service.rejected',
      status: 404,
      error: 'SESSION_UNKNOWN',
      message: '',
    };
    await store.signOut('a');
    expect(ready(store.snapshot)).toMatchObject({ error: 'sessions.unknown', notice: undefined });
  });

  it.each([
    ['Firefox', 'Windows', { kind: 'both', browser: 'Firefox', system: 'Windows' }],
    ['Safari', '', { kind: 'one', name: 'Safari' }],
    ['', 'Linux', { kind: 'one', name: 'Linux' }],
    ['', '', { kind: 'unknown' }],
  ])('names a session of %j on %j', (browser, system, device) => {
    expect(sessionDeviceOf(session('x', { browser, system }))).toEqual(device);
  });
});
