import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { epochSeconds, type Clock } from '../clock';
import { DUNS_KEY_FILE } from '../get-a-duns/duns-cipher';
import {
  PROVIDER_KEYS_FILE,
  providerSecretsOf,
  publicJwksOf,
  type ProviderSecrets,
  signingKeyOf,
} from '../identity/signing-keys';
import type { KeyPurpose, ServerKey, ServerKeyRepository } from './server-key-repository';

/** The keys that seal authenticator secrets, by key id; `current` seals (D-MFA-7). */
export interface MfaKeys {
  readonly current: string;
  readonly keys: ReadonlyMap<string, Buffer>;
}

export interface ServerKeys {
  readonly provider: ProviderSecrets;
  /** The DUNS cipher's keys, the current first. */
  readonly dunsKeys: readonly Buffer[];
  readonly mfaKeys: MfaKeys;
}

const PURPOSES: readonly KeyPurpose[] = [
  'provider-signing',
  'provider-cookie',
  'duns-cipher',
  'mfa-secret',
];

/** Purposes whose old keys a rotation keeps: what they sealed lives as long as a factor (D-MFA-7). */
const NEVER_PRUNED: ReadonlySet<KeyPurpose> = new Set(['mfa-secret']);

/** A rotation keeps the new key and the one before it, so what the old one signed still verifies. */
export const KEYS_KEPT_BY_ROTATION = 2;

const newKeyMaterial = async (purpose: KeyPurpose): Promise<string> => {
  if (purpose !== 'provider-signing') return randomBytes(32).toString('base64url');
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk: JWK = {
    ...(await exportJWK(privateKey)),
    kid: randomBytes(8).toString('hex'),
    use: 'sig',
    alg: 'RS256',
  };
  return JSON.stringify(jwk);
};

/**
 * The keys of a data folder from before they moved into the database (D-STORE-6), current first,
 * so that an upgraded server keeps signing and sealing with the keys it had.
 */
const keysFromDataDir = (dataDir: string, purpose: KeyPurpose): readonly string[] => {
  if (purpose === 'mfa-secret') return [];
  if (purpose === 'duns-cipher') {
    const file = path.join(dataDir, DUNS_KEY_FILE);
    return fs.existsSync(file) ? [fs.readFileSync(file, 'utf8').trim()] : [];
  }
  const file = path.join(dataDir, PROVIDER_KEYS_FILE);
  if (!fs.existsSync(file)) return [];
  const secrets = providerSecretsOf(JSON.parse(fs.readFileSync(file, 'utf8')), file);
  return purpose === 'provider-signing'
    ? secrets.signingKeys.keys.map((key) => JSON.stringify(key))
    : secrets.cookieKeys;
};

const KEYS_TABLE = 'the server_keys table';

/** The stored MFA keys, the current (most recently added) first. */
export const mfaKeysOf = (stored: readonly ServerKey[]): MfaKeys => {
  const [current] = stored;
  if (current === undefined) throw new Error(`no key seals authenticator secrets in ${KEYS_TABLE}`);
  return {
    current: current.keyId,
    keys: new Map(stored.map((key) => [key.keyId, Buffer.from(key.material, 'base64url')])),
  };
};

const signingKeysOf = (stored: readonly ServerKey[]) =>
  stored.map((key) => signingKeyOf(JSON.parse(key.material), KEYS_TABLE));

/**
 * The public halves of the stored signing keys alone: what a process needs to verify a token signed
 * by another that started with a newer key, without loading its other keys again.
 */
export const loadPublicSigningKeys = async (repository: ServerKeyRepository) =>
  publicJwksOf(signingKeysOf(await repository.list('provider-signing')));

/**
 * The server's keys, from the database: a purpose without keys gets the data folder's old key file
 * or else a new key, stored under fixed ids so that processes starting together keep one of them
 * and all use it.
 */
export const loadServerKeys = async (
  repository: ServerKeyRepository,
  clock: Clock,
  dataDir: string,
): Promise<ServerKeys> => {
  const keys = new Map<KeyPurpose, readonly ServerKey[]>();
  for (const purpose of PURPOSES) {
    let stored = await repository.list(purpose);
    if (stored.length === 0) {
      const found = keysFromDataDir(dataDir, purpose);
      const initial = found.length > 0 ? found : [await newKeyMaterial(purpose)];
      // Oldest first, so that the file's current key is the one added last.
      for (const [index, material] of [...initial.entries()].reverse()) {
        await repository.addIfAbsent({
          purpose,
          keyId: `initial-${index}`,
          material,
          createdAt: epochSeconds(clock),
        });
      }
      stored = await repository.list(purpose);
    }
    keys.set(purpose, stored);
  }
  const materials = (purpose: KeyPurpose) => (keys.get(purpose) ?? []).map((key) => key.material);
  return {
    provider: providerSecretsOf(
      {
        signingKeys: signingKeysOf(keys.get('provider-signing') ?? []),
        cookieKeys: materials('provider-cookie'),
      },
      KEYS_TABLE,
    ),
    dunsKeys: materials('duns-cipher').map((material) => Buffer.from(material, 'base64url')),
    mfaKeys: mfaKeysOf(keys.get('mfa-secret') ?? []),
  };
};

/**
 * `npm run keys:rotate`: a new current key for every purpose; the previous one stays to verify and
 * open what it signed and sealed, older ones go. Running processes keep their keys until restarted.
 */
export const rotateServerKeys = async (
  repository: ServerKeyRepository,
  clock: Clock,
): Promise<ReadonlyMap<KeyPurpose, { added: string; removed: number }>> => {
  const report = new Map<KeyPurpose, { added: string; removed: number }>();
  for (const purpose of PURPOSES) {
    const keyId = `rotated-${randomBytes(6).toString('hex')}`;
    await repository.addIfAbsent({
      purpose,
      keyId,
      material: await newKeyMaterial(purpose),
      createdAt: epochSeconds(clock),
    });
    report.set(purpose, {
      added: keyId,
      removed: NEVER_PRUNED.has(purpose)
        ? 0
        : await repository.prune(purpose, KEYS_KEPT_BY_ROTATION),
    });
  }
  return report;
};
