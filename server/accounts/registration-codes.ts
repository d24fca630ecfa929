import { randomInt, timingSafeEqual } from 'node:crypto';
import { digestOf } from '../auth/secret-tokens';
import type { IssuedSecret } from './registration-repository';
import { VERIFICATION_CODE_LENGTH } from '../../src/domain/accounts/verification-code';

/** Spec §2 "6-character code"; letters and digits without the look-alikes 0/O and 1/I. */
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const CODE_LIFETIME_MINUTES = 30;
export const CODE_MAX_WRONG_TRIES = 5;
/** Registration links (confirm, continue) stay valid for a day and work once. */
export const LINK_LIFETIME_HOURS = 24;
export const HOUR_SECONDS = 60 * 60;

export const generateCode = (): string =>
  Array.from({ length: VERIFICATION_CODE_LENGTH }, () =>
    CODE_ALPHABET.charAt(randomInt(CODE_ALPHABET.length)),
  ).join('');

/** Codes are short: salted with the account id so one table of hashes does not fit all accounts. */
export const hashCode = (userId: string, code: string): string =>
  digestOf(`${userId}:${code.toUpperCase()}`);

/** Confirm and continue links are long random tokens: stored only as their digest. */
export const hashToken = digestOf;

/** Whether a typed code (spaces ignored) is the one stored, compared in constant time. */
export const codeMatches = (userId: string, typed: string, storedDigest: string): boolean => {
  const presented = Buffer.from(hashCode(userId, typed.replace(/\s+/g, '')));
  const expected = Buffer.from(storedDigest);
  return presented.length === expected.length && timingSafeEqual(presented, expected);
};

/** A code or link digest as stored: issued now, good for `lifetimeSeconds`. */
export const issuedSecret = (
  digest: string,
  now: number,
  lifetimeSeconds: number,
): IssuedSecret => ({ digest, createdAt: now, expiresAt: now + lifetimeSeconds });
