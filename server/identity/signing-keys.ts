import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

export interface ProviderSecrets {
  /** Private signing keys in JWK form, handed to oidc-provider as its `jwks`. */
  readonly signingKeys: { keys: JWK[] };
  /** Public halves, which the services backend verifies id tokens against. */
  readonly publicJwks: { keys: JWK[] };
  /** Keys that sign the identity provider's cookies. */
  readonly cookieKeys: string[];
}

const SECRETS_FILE = 'identity-provider-keys.json';

const PUBLIC_MEMBERS = ['kty', 'kid', 'use', 'alg', 'n', 'e', 'crv', 'x', 'y'] as const;

const toPublic = (key: JWK): JWK =>
  Object.fromEntries(
    PUBLIC_MEMBERS.filter((name) => key[name] !== undefined).map((name) => [name, key[name]]),
  );

/**
 * Loads the identity provider's keys from the data folder, generating them on first start. The
 * file is written with owner-only permissions and never leaves the data folder.
 */
export const loadOrCreateProviderSecrets = async (dataDir: string): Promise<ProviderSecrets> => {
  const file = path.join(dataDir, SECRETS_FILE);
  if (!fs.existsSync(file)) {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = await exportJWK(privateKey);
    const signingKey: JWK = {
      ...jwk,
      kid: randomBytes(8).toString('hex'),
      use: 'sig',
      alg: 'RS256',
    };
    const stored = {
      signingKeys: [signingKey],
      cookieKeys: [randomBytes(32).toString('base64url')],
    };
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  }
  const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    signingKeys: JWK[];
    cookieKeys: string[];
  };
  return {
    signingKeys: { keys: stored.signingKeys },
    publicJwks: { keys: stored.signingKeys.map(toPublic) },
    cookieKeys: stored.cookieKeys,
  };
};
