import { SqlOutboxRepository } from '../../../server/mail/sql-outbox-repository';
import { sqlAccountStores } from '../../../server/accounts/sql-account-stores';
import { PasswordService } from '../../../server/accounts/password-service';
import { loadConfig } from '../../../server/config';
import { systemClock, type Clock } from '../../../server/clock';
import type { QueryLayer } from '../../../server/db/query-layer';
import { hashPassword } from '../../../server/identity/password-hashing';
import { SqlUserRepository } from '../../../server/identity/sql-user-repository';
import { Mailer, type OutgoingMail } from '../../../server/mail/mailer';
import { ProviderStateValues } from '../provider-states';
import {
  openSession,
  SEEDED_USER_ID,
  type ProviderUnderTest,
  type StateHandler,
  withProviderDbAsync,
} from '../provider-under-test';

/** The passwords the password contracts type, as the states below set them up. */
export const PASSWORDS = {
  /** The seeded personas' password (server/seed/personas.ts DEMO_PASSWORD). */
  known: 'Demo-Portal-2026',
  /** us.owner@example.com's current password in the history state (never kept in the history). */
  current: 'Current-Portal-2026',
  /** A password among us.owner@example.com's last 5 in the history state. */
  earlier: 'Earlier-Portal-2025',
} as const;

const EXPIRED_USER_ID = 'usr-expired-password'; // expired@example.com, server/seed/personas.ts
const DAY_SECONDS = 86_400;
const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** Provider states of the passwords calls, named once for the consumer tests and the verification. */
export const PasswordStates = {
  /**
   * us.owner@example.com's password is Demo-Portal-2026 (set a day ago, so no minimum age is in
   * the way) and they are signed in: the handler returns `sessionCookie` and `csrfToken`.
   */
  SIGNED_IN_WITH_KNOWN_PASSWORD:
    'user us.owner@example.com is signed in and their password is Demo-Portal-2026',
  /**
   * us.owner@example.com's password was Earlier-Portal-2025 and was changed to
   * Current-Portal-2026 (PasswordService.changePassword), so the earlier one is among the last 5;
   * they are signed in: the handler returns `sessionCookie` and `csrfToken`.
   */
  SIGNED_IN_WITH_PASSWORD_HISTORY:
    'user us.owner@example.com is signed in with the password Current-Portal-2026 and Earlier-Portal-2025 is among their last 5',
  /** us.owner@example.com's password is Demo-Portal-2026, set a day ago: neither expired nor temporary. */
  CURRENT_PASSWORD:
    'user us.owner@example.com has the password Demo-Portal-2026, neither expired nor temporary',
  /** expired@example.com's password is Demo-Portal-2026, last changed 1000 days ago: expired. */
  EXPIRED_PASSWORD: 'user expired@example.com has the expired password Demo-Portal-2026',
  /**
   * us.owner@example.com's password is Demo-Portal-2026 and they asked for a reset link just now
   * (PasswordService.requestReset): the handler returns the link's token as `resetToken`.
   */
  RESET_LINK_ISSUED:
    'a password-reset link was issued to us.owner@example.com, whose password is Demo-Portal-2026',
  /**
   * A reset link issued to us.owner@example.com two hours ago, past its 60 minutes (D-PWD-5): the
   * handler returns its token as `resetToken`.
   */
  RESET_LINK_EXPIRED: 'a password-reset link issued to us.owner@example.com has expired',
  /** The token presented was never issued. Nothing to set up. */
  RESET_LINK_UNKNOWN: 'no password-reset link was issued for the token',
} as const;

/** Writes a user's password hash as it is, never temporary (a setup, not a change a user makes). */
const storePasswordHash = async (
  db: QueryLayer,
  userId: string,
  hash: string,
  changedAt: number,
): Promise<void> => {
  const { numUpdatedRows } = await db
    .updateTable('users')
    .set({ password_hash: hash, password_changed_at: changedAt, password_is_temporary: 0 })
    .where('id', '=', userId)
    .executeTakeFirst();
  if (numUpdatedRows !== 1n) throw new Error(`could not set the password of ${userId}`);
};

/** Sets a user's password (never temporary; not kept in the history). */
const setPassword = async (
  provider: ProviderUnderTest,
  userId: string,
  password: string,
  changedAt: number,
): Promise<void> => {
  const hash = await hashPassword(password);
  await withProviderDbAsync(provider, (db) => storePasswordHash(db, userId, hash, changedAt));
};

/** The mails the service sends, kept here instead of delivered. */
class CapturingMailer extends Mailer {
  readonly sent: OutgoingMail[] = [];

  constructor(db: QueryLayer, clock: Clock) {
    super(new SqlOutboxRepository(db), clock, undefined, () => undefined);
  }

  override send(mail: OutgoingMail): Promise<void> {
    this.sent.push(mail);
    return Promise.resolve();
  }
}

/** The backend's password service on the provider's database; no minimum age gets in the way of a setup. */
const passwordService = (db: QueryLayer, clock: Clock, mailer: Mailer): PasswordService => {
  const config = loadConfig({});
  return new PasswordService(sqlAccountStores(db), clock, mailer, {
    publicUrl: config.publicUrl,
    maxAgeDays: config.passwordMaxAgeDays,
    minAgeMinutes: 0,
    lockout: { threshold: config.lockoutThreshold, minutes: config.lockoutMinutes },
  });
};

/** A reset link for us.owner@example.com, issued by PasswordService.requestReset at `clock`'s time. */
const issueResetToken = (provider: ProviderUnderTest, clock: Clock): Promise<string> =>
  withProviderDbAsync(provider, async (db) => {
    const mailer = new CapturingMailer(db, clock);
    await passwordService(db, clock, mailer).requestReset('us.owner@example.com');
    const link = /\S+\/resetPassword\?\S+/.exec(mailer.sent[0]?.text ?? '')?.[0];
    const token = link === undefined ? null : new URL(link).searchParams.get('token');
    if (!token) throw new Error('the password service mailed no reset link');
    return token;
  });

/** us.owner@example.com: Earlier-Portal-2025 changed to Current-Portal-2026, as the user would. */
const changeFromEarlierPassword = async (provider: ProviderUnderTest): Promise<void> => {
  await setPassword(provider, SEEDED_USER_ID, PASSWORDS.earlier, nowSeconds() - DAY_SECONDS);
  await withProviderDbAsync(provider, async (db) => {
    const result = await passwordService(
      db,
      systemClock,
      new CapturingMailer(db, systemClock),
    ).changePassword(
      { userId: SEEDED_USER_ID, csrfToken: 'state-setup' },
      {
        currentPassword: PASSWORDS.earlier,
        newPassword: PASSWORDS.current,
        retypePassword: PASSWORDS.current,
      },
    );
    if (result.outcome !== 'done')
      throw new Error(`could not change the password: ${result.refusal.kind}`);
  });
  // Back-dated a day, so a minimum age configured on the provider does not answer instead of 2011.
  await withProviderDbAsync(provider, async (db) => {
    const hash = (await new SqlUserRepository(db).findById(SEEDED_USER_ID))?.passwordHash;
    if (hash === undefined) throw new Error(`no user ${SEEDED_USER_ID}`);
    await storePasswordHash(db, SEEDED_USER_ID, hash, nowSeconds() - DAY_SECONDS);
  });
};

const knownPassword = (provider: ProviderUnderTest): Promise<void> =>
  setPassword(provider, SEEDED_USER_ID, PASSWORDS.known, nowSeconds() - DAY_SECONDS);

/** How the reference backend sets up each state of `PasswordStates`. */
export const passwordStateHandlers = (
  provider: ProviderUnderTest,
): Record<string, StateHandler> => ({
  [PasswordStates.SIGNED_IN_WITH_KNOWN_PASSWORD]: async () => {
    await knownPassword(provider);
    return openSession(provider);
  },
  [PasswordStates.SIGNED_IN_WITH_PASSWORD_HISTORY]: async () => {
    await changeFromEarlierPassword(provider);
    return openSession(provider);
  },
  [PasswordStates.CURRENT_PASSWORD]: async () => {
    await knownPassword(provider);
    return undefined;
  },
  [PasswordStates.EXPIRED_PASSWORD]: async () => {
    await setPassword(
      provider,
      EXPIRED_USER_ID,
      PASSWORDS.known,
      nowSeconds() - 1000 * DAY_SECONDS,
    );
    return undefined;
  },
  [PasswordStates.RESET_LINK_ISSUED]: async () => {
    await knownPassword(provider);
    return { [ProviderStateValues.resetToken]: await issueResetToken(provider, systemClock) };
  },
  [PasswordStates.RESET_LINK_EXPIRED]: async () => {
    const twoHoursAgo: Clock = { now: () => new Date(Date.now() - 2 * 60 * 60 * 1000) };
    return { [ProviderStateValues.resetToken]: await issueResetToken(provider, twoHoursAgo) };
  },
  [PasswordStates.RESET_LINK_UNKNOWN]: () => Promise.resolve(undefined),
});
