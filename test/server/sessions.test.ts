import { SessionStore, TOUCH_INTERVAL_SECONDS, csrfTokenMatches } from '../../server/auth/sessions';
import { seed } from '../../server/seed/seed';
import { freshDatabase, VirtualClock, personaHashesOnce } from './test-database';

describe('server-side sessions — idle and absolute expiry, rotation', () => {
  let env: ReturnType<typeof freshDatabase>;
  let clock: VirtualClock;
  let store: SessionStore;

  beforeAll(async () => {
    env = freshDatabase();
    clock = new VirtualClock(new Date('2026-11-22T10:00:00Z'));
    await seed(env.db, clock, personaHashesOnce());
    store = new SessionStore(env.db, clock, { idleSeconds: 1800, absoluteSeconds: 7200 });
  });
  afterAll(() => env.cleanUp());

  it('stores only a hash of the session id', () => {
    const session = store.create('usr-us-owner');
    const stored = env.db.prepare('SELECT id_hash FROM sessions').all() as { id_hash: string }[];
    expect(stored.map((row) => row.id_hash)).not.toContain(session.id);
    expect(store.find(session.id, false)).toMatchObject({
      userId: 'usr-us-owner',
      expiresIn: 1800,
    });
  });

  it('ends after 30 idle minutes, and activity extends it', () => {
    const session = store.create('usr-us-owner');
    clock.advanceSeconds(1000);
    expect(store.find(session.id, true)?.expiresIn).toBe(1800);
    clock.advanceSeconds(1799);
    expect(store.find(session.id, false)?.expiresIn).toBe(1);
    clock.advanceSeconds(1);
    expect(store.find(session.id, false)).toBeUndefined();
  });

  it('writes activity at most once a minute, so a burst of checks costs one write', () => {
    const session = store.create('usr-us-owner');
    const lastSeen = () =>
      env.db
        .prepare('SELECT last_seen_at FROM sessions WHERE user_id = ? ORDER BY created_at DESC')
        .pluck()
        .all('usr-us-owner');
    const created = lastSeen()[0];
    clock.advanceSeconds(TOUCH_INTERVAL_SECONDS - 1);
    // Not yet a minute: nothing written, and the session keeps its stored idle expiry.
    expect(store.find(session.id, true)?.expiresIn).toBe(1800 - (TOUCH_INTERVAL_SECONDS - 1));
    expect(lastSeen()[0]).toBe(created);
    clock.advanceSeconds(1);
    expect(store.find(session.id, true)?.expiresIn).toBe(1800);
    expect(lastSeen()[0]).toBe(Number(created) + TOUCH_INTERVAL_SECONDS);
  });

  it('ends at the absolute limit however active the user is', () => {
    const session = store.create('usr-us-owner');
    for (let minutes = 0; minutes < 115; minutes += 5) {
      clock.advanceSeconds(300);
      expect(store.find(session.id, true)).toBeDefined();
    }
    expect(store.find(session.id, true)?.expiresIn).toBe(300);
    clock.advanceSeconds(300);
    expect(store.find(session.id, true)).toBeUndefined();
  });

  it('rotates at sign-in: the previous session id stops working', () => {
    const first = store.create('usr-us-owner');
    const second = store.create('usr-us-owner', first.id);
    expect(store.find(first.id, false)).toBeUndefined();
    expect(store.find(second.id, false)).toBeDefined();
    expect(second.csrfToken).not.toBe(first.csrfToken);
  });

  it('compares CSRF tokens exactly', () => {
    expect(csrfTokenMatches('abc', 'abc')).toBe(true);
    expect(csrfTokenMatches('abc', 'abd')).toBe(false);
    expect(csrfTokenMatches('abc', undefined)).toBe(false);
    expect(csrfTokenMatches('abc', 'abcd')).toBe(false);
  });
});
