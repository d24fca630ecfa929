import type { OutgoingMail } from '../../../server/mail/mailer';
import { ProviderStates, ProviderStateValues } from '../provider-states';
import { registrationService } from './registration.states';
import {
  mintIdToken,
  withProviderDbAsync,
  type ProviderUnderTest,
  type StateHandler,
} from '../provider-under-test';

// The account states the portal opens no session for, and the code that ends one of them
// (spec §8 "Please verify your email.", "Authentication Failed: Password expired."; D-AUTH-8).
// Each handler sets its state again, in case an earlier state moved it.

const UNVERIFIED = { id: 'usr-unverified-email', email: 'unverified@example.com' } as const;
const EXPIRED = { id: 'usr-expired-password', email: 'expired@example.com' } as const;
const DAY_SECONDS = 24 * 60 * 60;

/** Provider states of accounts made outside sign-up, named once for both sides. */
export const AccountStates = {
  /**
   * unverified@example.com (an account made with its password, its email never verified) was just
   * mailed a code (RegistrationService.resendCode): the handler returns it as `verificationCode`.
   */
  UNVERIFIED_ACCOUNT_AWAITS_CODE:
    'the account unverified@example.com, made with its password, awaits its mailed code',
} as const;

const markUnverified = (provider: ProviderUnderTest): Promise<unknown> =>
  withProviderDbAsync(provider, (db) =>
    db
      .updateTable('users')
      .set({ account_status: 'pending' })
      .where('id', '=', UNVERIFIED.id)
      .execute(),
  );

export const accountStateHandlers = (
  provider: ProviderUnderTest,
): Record<string, StateHandler> => ({
  [ProviderStates.UNVERIFIED_USER_HAS_FRESH_ID_TOKEN]: async () => {
    await markUnverified(provider);
    return {
      [ProviderStateValues.idToken]: await mintIdToken(provider, UNVERIFIED.id, UNVERIFIED.email),
    };
  },
  [ProviderStates.EXPIRED_PASSWORD_USER_HAS_FRESH_ID_TOKEN]: async () => {
    await withProviderDbAsync(provider, (db) =>
      db
        .updateTable('users')
        .set({ password_changed_at: Math.floor(Date.now() / 1000) - 200 * DAY_SECONDS })
        .where('id', '=', EXPIRED.id)
        .execute(),
    );
    return {
      [ProviderStateValues.idToken]: await mintIdToken(provider, EXPIRED.id, EXPIRED.email),
    };
  },
  [AccountStates.UNVERIFIED_ACCOUNT_AWAITS_CODE]: async () => {
    await markUnverified(provider);
    const mails: OutgoingMail[] = [];
    await withProviderDbAsync(provider, (db) =>
      registrationService(provider, db, mails).resendCode(UNVERIFIED.email),
    );
    const code = mails
      .map((mail) => /verification code is ([A-Z0-9]+)/.exec(mail.text)?.[1])
      .find((found) => found !== undefined);
    if (code === undefined) throw new Error(`no code was mailed to ${UNVERIFIED.email}`);
    return { [ProviderStateValues.verificationCode]: code };
  },
});
