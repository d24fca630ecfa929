import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// scrypt from node:crypto (memory-hard, no native dependency). Parameters are stored with each
// hash so they can be raised later without invalidating existing passwords.
const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

const derive = (password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFC'),
      salt,
      KEY_LENGTH,
      { N: n, r, p, maxmem: 64 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });

/**
 * A digest of a short secret under `salt`, as slow to guess as a password (the recovery codes,
 * D-MFA-3): the same secret and salt always give the same digest, so it can be looked up.
 */
export const slowDigest = (secret: string, salt: Buffer): Promise<Buffer> =>
  derive(secret, salt, N, R, P);

export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16);
  const key = await slowDigest(password, salt);
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
};

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, n, r, p, salt, expected] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !expected) return false;
  const expectedKey = Buffer.from(expected, 'base64url');
  const key = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    Number(n),
    Number(r),
    Number(p),
  );
  return key.length === expectedKey.length && timingSafeEqual(key, expectedKey);
};

/**
 * A hash of a random password, verified against when the username is unknown so that an unknown
 * user and a wrong password cost the same work (spec §8 E0000004 answers both alike).
 */
export const makeDecoyHash = (): Promise<string> =>
  hashPassword(randomBytes(24).toString('base64url'));
