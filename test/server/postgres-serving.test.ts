// The server serving from PostgreSQL (DATABASE_URL, D-STORE-4): the same answers as from SQLite for
// every seeded persona, writes that last, and a clear refusal when the database cannot be reached.
import { generateDirectory } from '../../server/get-a-duns/company-directory';
import { PERSONAS } from '../../server/seed/personas';
import { freePort } from '../../scripts/local-server';
import { postgresForThisFile } from './postgres-database';
import { runServerToExit, startTestServer, type TestServer } from './test-server';

// Two servers and a database start slowly on a loaded machine; jest's 5 s is too short there.
jest.setTimeout(90_000);

const postgres = postgresForThisFile();

/** The reads a signed-in page makes, by path. */
const READS = [
  '/services/entitlements/all',
  '/services/entitlements/current',
  '/services/auth/getUserProfile',
  '/services/auth/orders',
  '/services/auth/subscriptions',
  '/services/notifications',
];

// Sealed DUNS numbers carry a fresh IV each time, under each server's own key; ids and times of
// the moment each server seeded differ by design. What they stand for is compared elsewhere.
const VARYING = /^(encryptedDuns|encrypted_duns|payload|id|createdAt|created_at|timestamp)$/;

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

const comparable = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(comparable);
  // Times follow the second each server seeded at: compared as times only.
  if (typeof value === 'string' && ISO_TIME.test(value)) return 'a time';
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, VARYING.test(key) ? '…' : comparable(inner)]),
  );
};

describe('the server over PostgreSQL', () => {
  let onSqlite: TestServer;
  let onPostgres: TestServer;
  let databaseUrl: string;
  beforeAll(async () => {
    ({ url: databaseUrl } = await postgres.freshDatabase());
    [onSqlite, onPostgres] = await Promise.all([
      startTestServer(),
      startTestServer({ DATABASE_URL: databaseUrl }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([onSqlite?.close(), onPostgres?.close()]);
  });

  it('is ready, and says its database answers', async () => {
    const ready = await onPostgres.call('GET', '/ready');
    expect(ready.status).toBe(200);
    expect(ready.json).toMatchObject({ status: 'ready', database: 'ok' });
  });

  it('reports its pool of connections in the metrics', async () => {
    await onPostgres.call('GET', '/services/entitlements/all', {
      headers: (await onPostgres.signIn('usr-us-owner')).headers,
    });
    const text = (await onPostgres.call('GET', '/metrics')).text;
    expect(text).toMatch(/^portal_db_pool_connections\{state="max"\} 10$/m);
    expect(text).toMatch(/^portal_db_pool_connections\{state="idle"\} [1-9]\d*$/m);
    expect(text).toMatch(/^portal_db_pool_connections\{state="busy"\} \d+$/m);
    expect(text).toMatch(/^portal_db_pool_waiting_queries 0$/m);
    expect((await onSqlite.call('GET', '/metrics')).text).not.toContain('portal_db_pool');
  });

  it.each(PERSONAS.map((persona) => [persona.id]))(
    'answers %s’s pages as the server over SQLite does',
    async (userId) => {
      const [sqliteSession, postgresSession] = await Promise.all([
        onSqlite.signIn(userId),
        onPostgres.signIn(userId),
      ]);
      const answered: number[] = [];
      for (const path of READS) {
        const [fromSqlite, fromPostgres] = await Promise.all([
          onSqlite.call('GET', path, { headers: sqliteSession.headers }),
          onPostgres.call('GET', path, { headers: postgresSession.headers }),
        ]);
        expect({ path, status: fromPostgres.status }).toEqual({ path, status: fromSqlite.status });
        expect(comparable(fromPostgres.json)).toEqual(comparable(fromSqlite.json));
        answered.push(fromPostgres.status);
      }
      // Signed in for real: the pages answer, not a 401 that both servers would agree on.
      expect(answered.filter((status) => status === 200).length).toBeGreaterThanOrEqual(4);
    },
  );

  it('finds and ranks companies in the directory as the server over SQLite does', async () => {
    // The servers' directories hold the first 1,000 synthetic companies: search some by a word.
    const synthetic = generateDirectory(1000)
      .filter((_, index) => index % 100 === 0)
      .map((company) => [company.businessName.split(' ')[0] ?? '', company.zipCode]);
    for (const [businessName, zipCode] of [
      ['Blue Ridge', '28801'],
      ['acme', '07078'],
      ...synthetic,
    ]) {
      const search = async (server: TestServer) =>
        server.call('POST', '/services/GAD/companySearch', {
          headers: (await server.signIn('usr-us-owner')).writeHeaders,
          body: { businessName, zipCode },
        });
      const [fromSqlite, fromPostgres] = await Promise.all([search(onSqlite), search(onPostgres)]);
      expect(fromPostgres.status).toBe(200);
      expect((fromSqlite.json as { companies: unknown[] }).companies.length).toBeGreaterThan(0);
      expect(comparable(fromPostgres.json)).toEqual(comparable(fromSqlite.json));
    }
  });

  it('keeps a write and a session across a restart of the process', async () => {
    const session = await onPostgres.signIn('usr-us-owner');
    const changed = await onPostgres.call('PUT', '/services/auth/updateUserProfile', {
      headers: session.writeHeaders,
      body: { language_preference_code: 'de-ch' },
    });
    expect(changed.status).toBe(200);
    const port = Number(new URL(onPostgres.baseUrl).port);
    await onPostgres.close();
    onPostgres = await startTestServer({ DATABASE_URL: databaseUrl }, { port });
    const profile = await onPostgres.call('GET', '/services/auth/getUserProfile', {
      headers: session.headers,
    });
    expect(profile.status).toBe(200);
    expect(profile.json).toMatchObject({ languagePreference: 'de-ch' });
  });
});

describe('a DATABASE_URL that cannot be reached', () => {
  it('stops the server with a message naming it, without its password or a stack trace', async () => {
    const port = await freePort();
    const result = await runServerToExit({
      DATABASE_URL: `postgres://portal:s3cret@127.0.0.1:${port}/portal`,
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`PostgreSQL postgres://portal@127.0.0.1:${port}/portal`);
    expect(result.stderr).toContain('cannot be reached or migrated');
    expect(result.stderr).not.toContain('s3cret');
    expect(result.stderr).not.toMatch(/^\s+at /m);
  });
});
