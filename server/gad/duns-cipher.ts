import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The key file in the data folder (DATA_DIR), created on first start, readable by the owner only. */
export const DUNS_KEY_FILE = 'duns-cipher.key';

const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const DUNS_BYTES = 9;
/** Binds a token to its purpose: a ciphertext made for anything else never decrypts as a DUNS. */
const ASSOCIATED_DATA = Buffer.from('business-portal:encrypted_duns:v1');

/**
 * The portal's `encrypted_duns` / `encryptedDuns`: a DUNS number sealed with AES-256-GCM under a
 * server-side key, base64url(iv ‖ ciphertext ‖ tag). The browser can pass it on but neither read
 * nor forge it; a changed byte fails the authentication tag. Each sealing uses a fresh random IV,
 * so the same DUNS gives a different token every time.
 */
export class DunsCipher {
  private readonly key: Buffer;

  constructor(key: Buffer) {
    if (key.length !== KEY_BYTES) throw new Error(`the DUNS cipher key must be ${KEY_BYTES} bytes`);
    this.key = Buffer.from(key);
  }

  /** Loads the key from `dataDir`, creating it (once, even with concurrent starters) if absent. */
  static loadOrCreate(dataDir: string): DunsCipher {
    fs.mkdirSync(dataDir, { recursive: true });
    const file = path.join(dataDir, DUNS_KEY_FILE);
    try {
      fs.writeFileSync(file, randomBytes(KEY_BYTES).toString('base64url'), {
        flag: 'wx',
        mode: 0o600,
      });
    } catch (error) {
      // Another starter made it first: use theirs. (No instanceof: errors may come from another realm.)
      const code =
        typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
      if (code !== 'EEXIST') throw error;
    }
    return new DunsCipher(Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url'));
  }

  encrypt(dunsNumber: string): string {
    if (!/^\d{9}$/.test(dunsNumber)) throw new Error('a DUNS number is nine digits');
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(ASSOCIATED_DATA);
    const sealed = Buffer.concat([cipher.update(dunsNumber, 'ascii'), cipher.final()]);
    return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
  }

  /** The DUNS number in `token`, or undefined when it is not a token this server made. */
  decrypt(token: string): string | undefined {
    if (!/^[A-Za-z0-9_-]+$/.test(token)) return undefined;
    const bytes = Buffer.from(token, 'base64url');
    if (bytes.length !== IV_BYTES + DUNS_BYTES + TAG_BYTES) return undefined;
    try {
      const decipher = createDecipheriv(ALGORITHM, this.key, bytes.subarray(0, IV_BYTES), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(ASSOCIATED_DATA);
      decipher.setAuthTag(bytes.subarray(IV_BYTES + DUNS_BYTES));
      const plain = Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES, IV_BYTES + DUNS_BYTES)),
        decipher.final(),
      ]).toString('ascii');
      return /^\d{9}$/.test(plain) ? plain : undefined;
    } catch {
      return undefined;
    }
  }
}
