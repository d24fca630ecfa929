import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// AES-256-GCM with associated data, as the DUNS tokens and the authenticator secrets are sealed:
// iv ‖ ciphertext ‖ tag. The associated data names what was sealed, so that a box made for one
// purpose never opens as another.

const ALGORITHM = 'aes-256-gcm';
export const SEALING_KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** `plain` sealed under `key` with a fresh random IV: a different box every time. */
export const sealWith = (key: Buffer, plain: Buffer, associatedData: Buffer): Buffer => {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(associatedData);
  const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]);
};

/** What `box` holds, or undefined when `key` did not seal it for this associated data. */
export const openWith = (key: Buffer, box: Buffer, associatedData: Buffer): Buffer | undefined => {
  if (box.length < IV_BYTES + TAG_BYTES) return undefined;
  try {
    const decipher = createDecipheriv(ALGORITHM, key, box.subarray(0, IV_BYTES), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(associatedData);
    decipher.setAuthTag(box.subarray(box.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(box.subarray(IV_BYTES, box.length - TAG_BYTES)),
      decipher.final(),
    ]);
  } catch {
    return undefined;
  }
};

/** The size of a box sealing `plainBytes` bytes. */
export const boxBytes = (plainBytes: number): number => IV_BYTES + plainBytes + TAG_BYTES;
