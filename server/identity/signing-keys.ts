import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { Type } from 'typebox';
import { Compile } from 'typebox/compile';
import { StartupError } from '../db/data-dir';

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

const OptionalString = Type.Optional(Type.String());
/** The stored keys, decoded: each key has the string members a generated RSA key has. */
const StoredSecrets = Compile(
  Type.Object({
    signingKeys: Type.Array(
      Type.Object({
        kty: OptionalString,
        kid: OptionalString,
        use: OptionalString,
        alg: OptionalString,
        n: OptionalString,
        e: OptionalString,
        d: OptionalString,
        p: OptionalString,
        q: OptionalString,
        dp: OptionalString,
        dq: OptionalString,
        qi: OptionalString,
        crv: OptionalString,
        x: OptionalString,
        y: OptionalString,
      }),
    ),
    cookieKeys: Type.Array(Type.String()),
  }),
);

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
  const stored: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!StoredSecrets.Check(stored)) {
    throw new StartupError(
      `${file} does not hold the identity provider's signing and cookie keys. Restore it from a ` +
        'backup, or move it aside to generate new keys (everyone then signs in again).',
    );
  }
  return {
    signingKeys: { keys: stored.signingKeys },
    publicJwks: { keys: stored.signingKeys.map(toPublic) },
    cookieKeys: stored.cookieKeys,
  };
};
