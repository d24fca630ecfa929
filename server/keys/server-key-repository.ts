/**
 * What a key is for: signing the provider's tokens, signing its cookies, sealing DUNS numbers,
 * sealing authenticator apps' secrets.
 */
export type KeyPurpose = 'provider-signing' | 'provider-cookie' | 'duns-cipher' | 'mfa-secret';

export interface ServerKey {
  readonly purpose: KeyPurpose;
  /** Unique within its purpose. */
  readonly keyId: string;
  /** The key itself: a private JWK as JSON, or random bytes as base64url. */
  readonly material: string;
  readonly createdAt: number;
}

/** The port of the server's keys, shared by every process of a deployment (D-STORE-6). */
export interface ServerKeyRepository {
  /** The purpose's keys, the current (most recently added) first. */
  list(purpose: KeyPurpose): Promise<readonly ServerKey[]>;
  /** Adds the key unless its purpose already has one with its id, which then stays as it is. */
  addIfAbsent(key: ServerKey): Promise<void>;
  /** Removes all but the `keep` most recently added keys of the purpose; how many it removed. */
  prune(purpose: KeyPurpose, keep: number): Promise<number>;
}
