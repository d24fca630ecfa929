import type { Db } from '../../server/db/database';
import { ABUSE_LIMIT_VARIABLES } from '../../server/http/abuse-limits';
import { hashPassword } from '../../server/identity/password-hashing';

/** Test users for the password tests, made directly in the users table (no seeded persona needed). */
export interface TestUser {
  readonly id: string;
  readonly email: string;
  readonly password: string;
  /** Seconds since the epoch of the last password change. */
  readonly changedAt: number;
  readonly temporary?: boolean;
  readonly internal?: boolean;
  /** The account's language preference; en-us unless told. */
  readonly language?: string;
}

const hashes = new Map<string, Promise<string>>();

/**
 * One scrypt hash per distinct password for the whole test file: scrypt is slow on purpose, and
 * the tests insert the same few passwords for many users in many fresh databases.
 */
const hashOnce = (password: string): Promise<string> => {
  const known = hashes.get(password);
  if (known !== undefined) return known;
  const hash = hashPassword(password);
  hashes.set(password, hash);
  return hash;
};

export const insertUser = async (db: Db, user: TestUser): Promise<void> => {
  db.prepare(
    `INSERT INTO users (id, email, first_name, last_name, country_code, language_preference, password_hash,
       password_changed_at, password_is_temporary, is_dnb_user, created_at)
     VALUES (?, ?, 'Pat', 'Tester', 'US', ?, ?, ?, ?, ?, ?)`,
  ).run(
    user.id,
    user.email,
    user.language ?? 'en-us',
    await hashOnce(user.password),
    user.changedAt,
    user.temporary === true ? 1 : 0,
    user.internal === true ? 1 : 0,
    user.changedAt,
  );
};

/** The reset token in a reset mail's link. */
export const tokenInMail = (text: string): string => {
  const match = /\/resetPassword\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
  return match[1];
};

export const DAY_SECONDS = 24 * 60 * 60;

/**
 * Every request and mail limit raised to 1,000 (as environment variables for startTestServer):
 * for tests that call faster than a person would, from one address. The limits themselves are
 * tested in abuse-limits.test.ts.
 */
export const GENEROUS_LIMITS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.values(ABUSE_LIMIT_VARIABLES).map((name) => [name, '1000']),
);
