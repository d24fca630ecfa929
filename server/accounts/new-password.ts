import * as E from 'fp-ts/Either';
import { digestOf } from '../auth/secret-tokens';
import { epochSeconds, type Clock } from '../clock';
import { hashPassword, verifyPassword } from '../identity/password-hashing';
import type { UserRecord } from '../identity/user-repository';
import type { AccountStores } from './account-stores';
import { DONE, refuse, type PasswordResult, type Refusal } from './password-outcomes';
import {
  PASSWORD_HISTORY_COUNT,
  validatePasswordPolicy,
} from '../../src/domain/accounts/password-policy';

/** Reset links are long random tokens: stored, and looked up, only as their digest. */
export const hashResetToken = digestOf;

/**
 * Setting a new password, however it was proven (current password, reset link, expired
 * password): the rules it must meet, then the one write that stores it.
 */
export class NewPassword {
  constructor(
    private readonly stores: Pick<AccountStores, 'passwords'>,
    private readonly clock: Clock,
    /** Minutes between two changes of one's own password; 0 turns the rule off. */
    private readonly minAgeMinutes: number,
  ) {}

  /** The policy (2007), the minimum age (2007) and the history of the last 5 (2011). */
  async check(
    user: UserRecord,
    newPassword: string,
    rules: { readonly minimumAge: boolean },
  ): Promise<Refusal | undefined> {
    if (E.isLeft(validatePasswordPolicy(newPassword)))
      return refuse({ kind: 'requirementsNotMet' });
    const minutes = this.minAgeMinutes;
    if (rules.minimumAge && minutes > 0 && !user.passwordIsTemporary) {
      const age = epochSeconds(this.clock) - user.passwordChangedAt;
      if (age < minutes * 60) return refuse({ kind: 'tooRecent', minutes });
    }
    const earlier = await this.stores.passwords.earlierHashes(user.id, PASSWORD_HISTORY_COUNT - 1);
    const recent = [user.passwordHash, ...earlier];
    const matches = await Promise.all(recent.map((hash) => verifyPassword(newPassword, hash)));
    return matches.includes(true) ? refuse({ kind: 'history' }) : undefined;
  }

  /**
   * Stores the new password, retires the old one into the history, drops the user's reset links
   * and lockout state, and ends the user's sessions (all, or all but the caller's): spec §4 "after
   * password change the user signs in with the new password".
   */
  async store(
    user: UserRecord,
    newPassword: string,
    how: { readonly consumeToken?: string; readonly keepSessionWithCsrf?: string },
  ): Promise<PasswordResult> {
    const newHash = await hashPassword(newPassword);
    const now = epochSeconds(this.clock);
    const outcome = await this.stores.passwords.replacePassword({
      userId: user.id,
      username: user.email.toLowerCase(),
      expectedHash: user.passwordHash,
      newHash,
      now,
      keepHistory: PASSWORD_HISTORY_COUNT - 1,
      consumeTokenDigest:
        how.consumeToken === undefined ? undefined : hashResetToken(how.consumeToken),
      keepSessionWithCsrf: how.keepSessionWithCsrf,
    });
    if (outcome === 'tokenSpent') return refuse({ kind: 'tokenExpired' });
    // Optimistic check: the password verified above is still the current one.
    if (outcome === 'passwordChanged') return refuse({ kind: 'concurrentChange' });
    return DONE;
  }
}
