import { SessionStore, TOUCH_INTERVAL_SECONDS, csrfTokenMatches } from '../../server/auth/sessions';
import { digestOf } from '../../server/auth/secret-tokens';
import type { StoredSession } from '../../server/auth/session-repository';
import { SqlSessionRepository } from '../../server/auth/sql-session-repository';
import type { QueryLayer } from '../../server/db/query-layer';
import { enginesForThisFile, insertBareUser } from './storage-engines';
import { VirtualClock } from './test-database';

// Throwaway databases start and answer slowly on a loaded machine; jest's 5 s is too short there.
jest.setTimeout(60_000);

const engines = enginesForThisFile();

const stored = (
  idHash: string,
  userId: string,
  overrides: Partial<StoredSession> = {},
): StoredSession => ({
  idHash,
  userId,
  csrfToken: `csrf-${idHash}`,
  createdAt: 1000,
  lastSeenAt: 1000,
  idleExpiresAt: 2800,
  absoluteExpiresAt: 8200,
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
  provedAt: 1000,
  ...overrides,
});

describe.each(engines)('portal sessions on $name', (engine) => {
  let layer: QueryLayer;
  let close: () => Promise<void>;
  let repository: SqlSessionRepository;

  beforeAll(async () => {
    ({ layer, close } = await engine.fresh());
    repository = new SqlSessionRepository(layer);
    for (const id of ['usr-a', 'usr-b', 'usr-c', 'usr-d']) await insertBareUser(layer, id);
  });
  afterAll(() => close());

  describe('the repository', () => {
    it('finds what it stored, field for field, and nothing under another id', async () => {
      const session = stored('h-find', 'usr-a');
      await repository.insert(session);
      expect(await repository.find('h-find')).toEqual(session);
      expect(await repository.find('h-unknown')).toBeUndefined();
    });

    it('touch moves the last-seen time and the idle expiry, nothing else', async () => {
      await repository.insert(stored('h-touch', 'usr-a'));
      await repository.touch('h-touch', 1500, 3300);
      expect(await repository.find('h-touch')).toEqual(
        stored('h-touch', 'usr-a', { lastSeenAt: 1500, idleExpiresAt: 3300 }),
      );
    });

    it("lists a user's live sessions, the most recently active first, and no one else's", async () => {
      await insertBareUser(layer, 'usr-list');
      const sessions = [
        stored('h-l1', 'usr-list', { lastSeenAt: 1200 }),
        stored('h-l2', 'usr-list', { lastSeenAt: 1900 }),
        stored('h-l3', 'usr-list', { idleExpiresAt: 1500 }),
        stored('h-l4', 'usr-list', { absoluteExpiresAt: 1500 }),
      ];
      for (const session of sessions) await repository.insert(session);
      const listed = await repository.listForUser('usr-list', 2000);
      expect(listed.map((session) => session.idHash)).toEqual(['h-l2', 'h-l1']);
      expect(await repository.listForUser('usr-nobody', 2000)).toEqual([]);
    });

    it("ends every session of a user but the caller's, and no one else's", async () => {
      const sessions = [stored('h-c1', 'usr-c'), stored('h-c2', 'usr-c'), stored('h-d1', 'usr-d')];
      for (const session of sessions) await repository.insert(session);
      expect(await repository.deleteForUser('usr-c', 'csrf-h-c1')).toBe(1);
      expect(await repository.find('h-c1')).toBeDefined();
      expect(await repository.find('h-c2')).toBeUndefined();
      expect(await repository.find('h-d1')).toBeDefined();
      expect(await repository.deleteForUser('usr-d')).toBe(1);
      expect(await repository.find('h-d1')).toBeUndefined();
    });

    it.each([
      { case: 'idle expiry reached', idle: 5000, absolute: 9000, removed: true },
      { case: 'absolute expiry reached', idle: 6000, absolute: 5000, removed: true },
      { case: 'both still ahead', idle: 5001, absolute: 9000, removed: false },
    ])(
      'removes expired sessions at a time: $case',
      async ({ case: name, idle, absolute, removed }) => {
        const hash = `h-expiry-${name}`;
        await repository.insert(
          stored(hash, 'usr-b', { idleExpiresAt: idle, absoluteExpiresAt: absolute }),
        );
        await repository.deleteExpired(5000);
        expect((await repository.find(hash)) === undefined).toBe(removed);
      },
    );

    it('delete ends one session', async () => {
      await repository.insert(stored('h-delete', 'usr-a'));
      await repository.delete('h-delete');
      expect(await repository.find('h-delete')).toBeUndefined();
    });
  });

  describe('the store: idle and absolute expiry, rotation', () => {
    let clock: VirtualClock;
    let store: SessionStore;
    beforeEach(() => {
      clock = new VirtualClock(new Date('2026-11-22T10:00:00Z'));
      store = new SessionStore(repository, clock, { idleSeconds: 1800, absoluteSeconds: 7200 });
    });

    it('stores only a digest of the session id', async () => {
      const session = await store.create('usr-a');
      const ids = await layer.selectFrom('sessions').select('id_hash').execute();
      expect(ids.map((row) => row.id_hash)).not.toContain(session.id);
      expect(ids.map((row) => row.id_hash)).toContain(digestOf(session.id));
      expect(await store.find(session.id, false)).toMatchObject({
        userId: 'usr-a',
        expiresIn: 1800,
      });
    });

    it('keeps the browser it began in, cut to 512 characters, and the sign-in as its proof', async () => {
      const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
      const now = Math.floor(clock.now().getTime() / 1000);
      const session = await store.create('usr-b', undefined, firefox);
      expect(await repository.find(digestOf(session.id))).toMatchObject({
        userAgent: firefox,
        provedAt: now,
      });
      const long = await store.create('usr-b', undefined, `${firefox} ${'x'.repeat(600)}`);
      expect((await repository.find(digestOf(long.id)))?.userAgent).toHaveLength(512);
      const bare = await store.create('usr-b');
      expect((await repository.find(digestOf(bare.id)))?.userAgent).toBe('');
    });

    it('records a new proof, which the session then carries', async () => {
      const session = await store.create('usr-c');
      const signedIn = Math.floor(clock.now().getTime() / 1000);
      expect((await store.find(session.id, false))?.provedAt).toBe(signedIn);
      clock.advanceSeconds(600);
      await store.recordProof(session.id);
      expect((await store.find(session.id, false))?.provedAt).toBe(signedIn + 600);
    });

    it('ends after 30 idle minutes, and activity extends it', async () => {
      const session = await store.create('usr-a');
      clock.advanceSeconds(1000);
      expect((await store.find(session.id, true))?.expiresIn).toBe(1800);
      clock.advanceSeconds(1799);
      expect((await store.find(session.id, false))?.expiresIn).toBe(1);
      clock.advanceSeconds(1);
      expect(await store.find(session.id, false)).toBeUndefined();
    });

    it('writes activity at most once a minute, so a burst of checks costs one write', async () => {
      const session = await store.create('usr-a');
      const lastSeen = async () => (await repository.find(digestOf(session.id)))?.lastSeenAt;
      const created = await lastSeen();
      clock.advanceSeconds(TOUCH_INTERVAL_SECONDS - 1);
      // Not yet a minute: nothing written, and the session keeps its stored idle expiry.
      expect((await store.find(session.id, true))?.expiresIn).toBe(
        1800 - (TOUCH_INTERVAL_SECONDS - 1),
      );
      expect(await lastSeen()).toBe(created);
      clock.advanceSeconds(1);
      expect((await store.find(session.id, true))?.expiresIn).toBe(1800);
      expect(await lastSeen()).toBe(Number(created) + TOUCH_INTERVAL_SECONDS);
    });

    it('ends at the absolute limit however active the user is', async () => {
      const session = await store.create('usr-a');
      for (let minutes = 0; minutes < 115; minutes += 5) {
        clock.advanceSeconds(300);
        expect(await store.find(session.id, true)).toBeDefined();
      }
      expect((await store.find(session.id, true))?.expiresIn).toBe(300);
      clock.advanceSeconds(300);
      expect(await store.find(session.id, true)).toBeUndefined();
    });

    it('rotates at sign-in: the previous session id stops working', async () => {
      const first = await store.create('usr-a');
      const second = await store.create('usr-a', first.id);
      expect(await store.find(first.id, false)).toBeUndefined();
      expect(await store.find(second.id, false)).toBeDefined();
      expect(second.csrfToken).not.toBe(first.csrfToken);
    });
  });
});

describe('csrfTokenMatches', () => {
  it.each([
    ['abc', 'abc', true],
    ['abc', 'abd', false],
    ['abc', undefined, false],
    ['abc', 'abcd', false],
  ])('%s against %s: %s', (expected, presented, matches) => {
    expect(csrfTokenMatches(expected, presented)).toBe(matches);
  });
});
