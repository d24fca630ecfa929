import { boxBytes, openWith, SEALING_KEY_BYTES, sealWith } from '../keys/sealed-box';

/**
 * The data folder's key file from before the keys moved into the database (D-STORE-6): read once,
 * when the database has no DUNS key yet, so that an upgraded server still opens its old tokens.
 */
export const DUNS_KEY_FILE = 'duns-cipher.key';

const DUNS_BYTES = 9;
/** Binds a token to its purpose: a ciphertext made for anything else never decrypts as a DUNS. */
const ASSOCIATED_DATA = Buffer.from('business-portal:encrypted_duns:v1');

/** The DUNS number sealed in `bytes` under `key`, or undefined when the key does not open it. */
const open = (key: Buffer, bytes: Buffer): string | undefined => {
  const plain = openWith(key, bytes, ASSOCIATED_DATA)?.toString('ascii');
  return plain !== undefined && /^\d{9}$/.test(plain) ? plain : undefined;
};

/**
 * The portal's `encrypted_duns` / `encryptedDuns`: a DUNS number sealed with AES-256-GCM under the
 * server's current DUNS key, base64url(iv ‖ ciphertext ‖ tag). The browser can pass it on but
 * neither read nor forge it; a changed byte fails the authentication tag. Each sealing uses a fresh
 * random IV, so the same DUNS gives a different token every time.
 */
export class DunsCipher {
  private readonly keys: readonly Buffer[];

  /** `keys`: the current key first, which seals; every key opens (D-STORE-6 rotation). */
  constructor(keys: readonly Buffer[]) {
    if (keys.length === 0 || keys.some((key) => key.length !== SEALING_KEY_BYTES))
      throw new Error(`the DUNS cipher needs keys of ${SEALING_KEY_BYTES} bytes`);
    this.keys = keys.map((key) => Buffer.from(key));
  }

  encrypt(dunsNumber: string): string {
    if (!/^\d{9}$/.test(dunsNumber)) throw new Error('a DUNS number is nine digits');
    const [current] = this.keys;
    if (current === undefined) throw new Error('the DUNS cipher has no key');
    return sealWith(current, Buffer.from(dunsNumber, 'ascii'), ASSOCIATED_DATA).toString(
      'base64url',
    );
  }

  /** The DUNS number in `token`, or undefined when it is not a token this server made. */
  decrypt(token: string): string | undefined {
    if (!/^[A-Za-z0-9_-]+$/.test(token)) return undefined;
    const bytes = Buffer.from(token, 'base64url');
    if (bytes.length !== boxBytes(DUNS_BYTES)) return undefined;
    for (const key of this.keys) {
      const plain = open(key, bytes);
      if (plain !== undefined) return plain;
    }
    return undefined;
  }
}
