import type { JWK } from 'jose';
import { Type } from 'typebox';
import { Compile } from 'typebox/compile';
import { StartupError } from '../db/data-dir';

export interface ProviderSecrets {
  /** Private signing keys in JWK form, the current first, handed to oidc-provider as its `jwks`. */
  readonly signingKeys: { keys: JWK[] };
  /** Public halves, which the services backend verifies id tokens against. */
  readonly publicJwks: { keys: JWK[] };
  /** Keys that sign the identity provider's cookies, the current first. */
  readonly cookieKeys: string[];
}

/**
 * The data folder's key file from before the keys moved into the database (D-STORE-6): read once,
 * when the database has no keys yet, so that an upgraded server keeps its keys.
 */
export const PROVIDER_KEYS_FILE = 'identity-provider-keys.json';

const PUBLIC_MEMBERS = ['kty', 'kid', 'use', 'alg', 'n', 'e', 'crv', 'x', 'y'] as const;

const OptionalString = Type.Optional(Type.String());
/** A stored signing key: the string members a generated RSA key has. */
const StoredSigningKey = Type.Object({
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
});
const SigningKey = Compile(StoredSigningKey);
const StoredSecrets = Compile(
  Type.Object({ signingKeys: Type.Array(StoredSigningKey), cookieKeys: Type.Array(Type.String()) }),
);

const toPublic = (key: JWK): JWK =>
  Object.fromEntries(
    PUBLIC_MEMBERS.filter((name) => key[name] !== undefined).map((name) => [name, key[name]]),
  );

/** The public halves of signing keys, as a JWKS that verifies what they sign. */
export const publicJwksOf = (keys: readonly JWK[]): { keys: JWK[] } => ({
  keys: keys.map(toPublic),
});

const unusable = (where: string): StartupError =>
  new StartupError(
    `${where} does not hold the identity provider's signing and cookie keys. Restore it from a ` +
      'backup; new keys would sign everyone out of the identity provider.',
  );

/** One stored signing key, checked; `where` names its place in the message if it is not one. */
export const signingKeyOf = (value: unknown, where: string): JWK => {
  if (!SigningKey.Check(value)) throw unusable(where);
  return value;
};

/** The provider's keys from their stored form, with the public halves derived. */
export const providerSecretsOf = (stored: unknown, where: string): ProviderSecrets => {
  if (!StoredSecrets.Check(stored) || stored.signingKeys.length === 0) throw unusable(where);
  return {
    signingKeys: { keys: stored.signingKeys },
    publicJwks: publicJwksOf(stored.signingKeys),
    cookieKeys: stored.cookieKeys,
  };
};
