import fs from 'node:fs';
import path from 'node:path';
import { DUNS_KEY_FILE } from '../../server/get-a-duns/duns-cipher';
import { PROVIDER_KEYS_FILE } from '../../server/identity/signing-keys';
import {
  KEYS_KEPT_BY_ROTATION,
  loadPublicSigningKeys,
  loadServerKeys,
  rotateServerKeys,
} from '../../server/keys/server-keys';
import { SqlServerKeyRepository } from '../../server/keys/sql-server-key-repository';
import { rotateCommand } from '../../server/keys/rotate-command';
import { openDatabase } from '../../server/db/database';
import { sqliteQueryLayer } from '../../server/db/query-layer';
import { enginesForThisFile, type FreshDatabase } from './storage-engines';
import { temporaryDataDir, VirtualClock } from './test-database';

// A rotation generates an RSA key, which takes seconds on a loaded machine (jest's 5 s failed once).
jest.setTimeout(60_000);

const engines = enginesForThisFile();
const clock = new VirtualClock(new Date('2026-11-22T10:00:00Z'));

const kidsOf = (keys: Awaited<ReturnType<typeof loadServerKeys>>) =>
  keys.provider.signingKeys.keys.map((key) => key.kid);

describe.each(engines)("the server's keys on $name", (engine) => {
  let database: FreshDatabase;
  let repository: SqlServerKeyRepository;
  let dataDir: string;

  beforeEach(async () => {
    database = await engine.fresh();
    repository = new SqlServerKeyRepository(database.layer);
    dataDir = temporaryDataDir();
  });
  afterEach(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates one key of each purpose at first start, and the same keys come back after', async () => {
    const first = await loadServerKeys(repository, clock, dataDir);
    expect(first.provider.signingKeys.keys).toHaveLength(1);
    expect(first.provider.cookieKeys).toHaveLength(1);
    expect(first.dunsKeys.map((key) => key.length)).toEqual([32]);
    expect([...first.mfaKeys.keys.keys()]).toEqual([first.mfaKeys.current]);
    expect(first.mfaKeys.keys.get(first.mfaKeys.current)?.length).toBe(32);
    expect(first.provider.publicJwks.keys[0]).not.toHaveProperty('d');
    expect(first.provider.signingKeys.keys[0]).toHaveProperty('d');
    expect(await loadServerKeys(repository, clock, dataDir)).toEqual(first);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  // Each starter makes its own RSA key before one insert wins: seconds of CPU on a busy machine.
  it('gives every process starting at the same moment the same keys', async () => {
    const loads = await Promise.all(
      Array.from({ length: 5 }, () => loadServerKeys(repository, clock, dataDir)),
    );
    for (const keys of loads) expect(keys).toEqual(loads[0]);
    expect(await repository.list('provider-signing')).toHaveLength(1);
  }, 60_000);

  it("takes over a data folder's key files from before, the file's current key first", async () => {
    const signing = (kid: string) => ({
      kty: 'RSA',
      kid,
      use: 'sig',
      alg: 'RS256',
      n: 'n',
      e: 'AQAB',
      d: 'd',
    });
    fs.writeFileSync(
      path.join(dataDir, PROVIDER_KEYS_FILE),
      JSON.stringify({
        signingKeys: [signing('current'), signing('older')],
        cookieKeys: ['cookie-a'],
      }),
    );
    const dunsKey = Buffer.alloc(32, 7);
    fs.writeFileSync(path.join(dataDir, DUNS_KEY_FILE), dunsKey.toString('base64url'));
    const keys = await loadServerKeys(repository, clock, dataDir);
    expect(kidsOf(keys)).toEqual(['current', 'older']);
    expect(keys.provider.cookieKeys).toEqual(['cookie-a']);
    expect(keys.dunsKeys).toEqual([dunsKey]);
  });

  it('stops with a message when a stored signing key is not one', async () => {
    await repository.addIfAbsent({
      purpose: 'provider-signing',
      keyId: 'broken',
      material: JSON.stringify({ kty: 7 }),
      createdAt: 0,
    });
    await expect(loadServerKeys(repository, clock, dataDir)).rejects.toThrow(
      /the server_keys table does not hold the identity provider's signing and cookie keys/,
    );
  });

  it('rotates: a new current key of each purpose, the previous one kept, older ones removed', async () => {
    const before = await loadServerKeys(repository, clock, dataDir);
    await rotateServerKeys(repository, clock);
    const once = await loadServerKeys(repository, clock, dataDir);
    expect(kidsOf(once)).toHaveLength(KEYS_KEPT_BY_ROTATION);
    expect(kidsOf(once)[1]).toBe(kidsOf(before)[0]);
    expect(once.provider.cookieKeys[1]).toBe(before.provider.cookieKeys[0]);
    expect(once.dunsKeys[1]).toEqual(before.dunsKeys[0]);
    expect(await loadPublicSigningKeys(repository)).toEqual(once.provider.publicJwks);
    const report = await rotateServerKeys(repository, clock);
    const twice = await loadServerKeys(repository, clock, dataDir);
    expect(kidsOf(twice)).toEqual([expect.any(String), kidsOf(once)[0]]);
    expect(kidsOf(twice)).not.toContain(kidsOf(before)[0]);
    expect(report.get('provider-signing')?.removed).toBe(1);
    // What an MFA key sealed lives as long as its factor: rotation adds keys and removes none.
    expect(report.get('mfa-secret')?.removed).toBe(0);
    expect(twice.mfaKeys.current).not.toBe(once.mfaKeys.current);
    expect([...twice.mfaKeys.keys.keys()]).toEqual([
      twice.mfaKeys.current,
      once.mfaKeys.current,
      before.mfaKeys.current,
    ]);
    expect(twice.mfaKeys.keys.get(before.mfaKeys.current)).toEqual(
      before.mfaKeys.keys.get(before.mfaKeys.current),
    );
  });
});

describe('npm run keys:rotate', () => {
  it("rotates the keys of DATA_DIR's database, taking over its old key files first", async () => {
    const dataDir = temporaryDataDir();
    try {
      const dunsKey = Buffer.alloc(32, 9);
      fs.writeFileSync(path.join(dataDir, DUNS_KEY_FILE), dunsKey.toString('base64url'));
      const outcome = await rotateCommand({ DATA_DIR: dataDir, DATABASE_URL: '' });
      expect(outcome.status).toBe(0);
      expect(outcome.message).toMatch(
        new RegExp(
          `^SQLite in ${dataDir}: rotated the server's keys .*\\n  provider-signing: added rotated-\\w+, removed 0\\n  provider-cookie: .*\\n  duns-cipher: .*\\n  mfa-secret: added rotated-\\w+, removed 0\\nRestart the server processes one at a time`,
        ),
      );
      const db = openDatabase(dataDir);
      try {
        const keys = await loadServerKeys(
          new SqlServerKeyRepository(sqliteQueryLayer(db)),
          clock,
          dataDir,
        );
        expect(keys.provider.signingKeys.keys).toHaveLength(2);
        expect(keys.dunsKeys[1]).toEqual(dunsKey);
      } finally {
        db.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
