import { SignJWT, importJWK, type JWK } from 'jose';
import { IdTokenVerifier } from '../../server/auth/id-token-verifier';
import { SqlUsedIdTokenRepository } from '../../server/auth/sql-used-id-token-repository';
import { sqliteQueryLayer } from '../../server/db/query-layer';
import type { ProviderSecrets } from '../../server/identity/signing-keys';
import {
  loadPublicSigningKeys,
  loadServerKeys,
  rotateServerKeys,
} from '../../server/keys/server-keys';
import { SqlServerKeyRepository } from '../../server/keys/sql-server-key-repository';
import { freshDatabase, VirtualClock } from './test-database';

// Keys, hashes and databases are made slowly on a loaded machine; jest's 5 s is too short there.
jest.setTimeout(60_000);

const ISSUER = 'http://localhost:8080/oidc';

/** The provider's keys as the server loads them from this database. */
const providerSecretsIn = async (env: ReturnType<typeof freshDatabase>) =>
  (
    await loadServerKeys(
      new SqlServerKeyRepository(sqliteQueryLayer(env.db)),
      new VirtualClock(new Date('2026-11-22T10:00:00Z')),
      env.dataDir,
    )
  ).provider;

const firstSigningKey = (secrets: ProviderSecrets): JWK => {
  const [key] = secrets.signingKeys.keys;
  if (!key) throw new Error('the provider has no signing key');
  return key;
};

describe('id token verification at oktaLogin (docs/team-decisions.md "Id token at the backend")', () => {
  let env: ReturnType<typeof freshDatabase>;
  let clock: VirtualClock;
  let verifier: IdTokenVerifier;
  let signingKey: JWK;

  const sign = async (claims: Record<string, unknown>, key: JWK = signingKey) => {
    const now = Math.floor(clock.now().getTime() / 1000);
    return new SignJWT({
      iss: ISSUER,
      aud: 'business-portal',
      sub: 'usr-us-owner',
      iat: now,
      exp: now + 3600,
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: key.kid })
      .sign(await importJWK(key, 'RS256'));
  };

  beforeAll(async () => {
    env = freshDatabase();
    clock = new VirtualClock(new Date('2026-11-22T10:00:00Z'));
    const secrets = await providerSecretsIn(env);
    signingKey = firstSigningKey(secrets);
    const usedTokens = new SqlUsedIdTokenRepository(sqliteQueryLayer(env.db));
    verifier = new IdTokenVerifier(secrets.publicJwks, usedTokens, clock, {
      issuer: ISSUER,
      audience: 'business-portal',
      maxAgeSeconds: 300,
    });
  });
  afterAll(() => env.cleanUp());

  it('accepts a fresh token signed by the provider, once', async () => {
    const token = await sign({});
    expect(await verifier.verify(token)).toEqual({ valid: true, subject: 'usr-us-owner' });
    expect(await verifier.verify(token)).toEqual({ valid: false, reason: 'replayed' });
  });

  it('refuses a token issued more than 5 minutes ago', async () => {
    const token = await sign({ iat: Math.floor(clock.now().getTime() / 1000) - 301 });
    expect(await verifier.verify(token)).toEqual({ valid: false, reason: 'invalid' });
  });

  it('refuses a token for another audience or issuer', async () => {
    expect(await verifier.verify(await sign({ aud: 'someone-else' }))).toEqual({
      valid: false,
      reason: 'invalid',
    });
    expect(await verifier.verify(await sign({ iss: 'https://evil.example.net' }))).toEqual({
      valid: false,
      reason: 'invalid',
    });
  });

  it('refuses an expired token', async () => {
    const now = Math.floor(clock.now().getTime() / 1000);
    expect(await verifier.verify(await sign({ iat: now - 10, exp: now - 1 }))).toEqual({
      valid: false,
      reason: 'invalid',
    });
  });

  it('refuses a token signed with another key', async () => {
    const otherDatabase = freshDatabase();
    const other = await providerSecretsIn(otherDatabase);
    otherDatabase.cleanUp();
    expect(await verifier.verify(await sign({}, firstSigningKey(other)))).toEqual({
      valid: false,
      reason: 'invalid',
    });
  });

  it('refuses garbage', async () => {
    expect(await verifier.verify('not.a.jwt')).toEqual({ valid: false, reason: 'invalid' });
  });
});

describe('id token verification after a key rotation by another process', () => {
  it('reads the stored keys again for a key it does not know, at most every 10 seconds', async () => {
    const env = freshDatabase();
    try {
      const clock = new VirtualClock(new Date('2026-11-22T10:00:00Z'));
      const store = new SqlServerKeyRepository(sqliteQueryLayer(env.db));
      const before = (await loadServerKeys(store, clock, env.dataDir)).provider;
      let reloads = 0;
      const verifier = new IdTokenVerifier(
        before.publicJwks,
        new SqlUsedIdTokenRepository(sqliteQueryLayer(env.db)),
        clock,
        {
          issuer: ISSUER,
          audience: 'business-portal',
          maxAgeSeconds: 300,
          reloadKeys: async () => {
            reloads += 1;
            return loadPublicSigningKeys(store);
          },
        },
      );
      const signedWith = async (key: JWK) => {
        const now = Math.floor(clock.now().getTime() / 1000);
        return new SignJWT({
          iss: ISSUER,
          aud: 'business-portal',
          sub: 'usr-a',
          iat: now,
          exp: now + 600,
        })
          .setProtectedHeader({ alg: 'RS256', kid: key.kid })
          .sign(await importJWK(key, 'RS256'));
      };

      await rotateServerKeys(store, clock);
      const rotated = firstSigningKey((await loadServerKeys(store, clock, env.dataDir)).provider);
      expect(await verifier.verify(await signedWith(firstSigningKey(before)))).toEqual({
        valid: true,
        subject: 'usr-a',
      });
      expect(reloads).toBe(0);
      expect(await verifier.verify(await signedWith(rotated))).toEqual({
        valid: true,
        subject: 'usr-a',
      });
      expect(reloads).toBe(1);

      await rotateServerKeys(store, clock);
      const newest = firstSigningKey((await loadServerKeys(store, clock, env.dataDir)).provider);
      clock.advanceSeconds(9);
      expect(await verifier.verify(await signedWith(newest))).toEqual({
        valid: false,
        reason: 'invalid',
      });
      expect(reloads).toBe(1);
      clock.advanceSeconds(1);
      expect(await verifier.verify(await signedWith(newest))).toEqual({
        valid: true,
        subject: 'usr-a',
      });
      expect(reloads).toBe(2);
    } finally {
      env.cleanUp();
    }
  });
});
