import { SignJWT, importJWK, type JWK } from 'jose';
import { IdTokenVerifier } from '../../server/auth/id-token-verifier';
import { SqlUsedIdTokenRepository } from '../../server/auth/sql-used-id-token-repository';
import { sqliteQueryLayer } from '../../server/db/query-layer';
import {
  loadOrCreateProviderSecrets,
  type ProviderSecrets,
} from '../../server/identity/signing-keys';
import { freshDatabase, temporaryDataDir, VirtualClock } from './test-database';

const ISSUER = 'http://localhost:8080/oidc';

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
    const secrets = await loadOrCreateProviderSecrets(env.dataDir);
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
    const other = await loadOrCreateProviderSecrets(temporaryDataDir());
    expect(await verifier.verify(await sign({}, firstSigningKey(other)))).toEqual({
      valid: false,
      reason: 'invalid',
    });
  });

  it('refuses garbage', async () => {
    expect(await verifier.verify('not.a.jwt')).toEqual({ valid: false, reason: 'invalid' });
  });

  it('keeps the keys across restarts (same data folder, same keys)', async () => {
    const again = await loadOrCreateProviderSecrets(env.dataDir);
    expect(again.signingKeys.keys[0]).toEqual(signingKey);
    expect(again.publicJwks.keys[0]).not.toHaveProperty('d');
  });
});
