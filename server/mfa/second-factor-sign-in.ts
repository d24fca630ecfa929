import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import * as E from 'fp-ts/Either';
import { amrOf, type SignInProof } from '../../src/domain/mfa/authentication-methods';
import type { CodeRefusal } from '../../src/domain/mfa/one-time-codes';
import type { WrongRecoveryCode } from '../../src/domain/mfa/recovery-codes';
import { epochSeconds, type Clock } from '../clock';
import type { PrimaryAuthentication } from '../identity/primary-authentication';
import type { ProviderRecordRepository } from '../identity/provider-record-repository';
import type { UserRecord, UserRepository } from '../identity/user-repository';
import type { MfaFactorRepository } from './mfa-factor-repository';
import type { PasskeyAuthenticator, PasskeyRefusal } from './passkey-authenticator';
import type { RecoveryCodeService } from './recovery-code-service';
import type { TotpAuthenticator } from './totp-authenticator';

/** How long a user has, after the password, to give the second factor. */
export const SECOND_FACTOR_SECONDS = 10 * 60;

/** The provider-record model that holds "this interaction's password was right" (D-MFA-8). */
const CHALLENGE_MODEL = 'SecondFactorChallenge';

/** What the sign-in page may offer as the second factor. */
export interface SecondFactorMethods {
  readonly app: boolean;
  readonly passkey: boolean;
  readonly recoveryCode: boolean;
}

export type SecondFactorInput =
  | { readonly code: string }
  | { readonly recoveryCode: string }
  | { readonly passkey: AuthenticationResponseJSON };

export type SecondFactorRefusal =
  | { readonly code: 'interaction.expired' }
  | { readonly code: 'mfa.code.incorrect' }
  | { readonly code: 'mfa.code.used' }
  | { readonly code: 'mfa.recoveryCode.incorrect' }
  | { readonly code: 'mfa.passkey.refused' }
  | { readonly code: 'account.lockedOut' };

export interface SecondFactorPassed {
  readonly user: UserRecord;
  readonly amr: readonly string[];
}

/**
 * The second step of sign-in (issue 28): after a right password, a user with a factor gives a code
 * from an app, their passkey or a recovery code. The password's success is kept per interaction in the provider's
 * shared records, so any process can take the second step; wrong codes count toward the password
 * lockout (PrimaryAuthentication.secondFactorFailed), with the same answers.
 */
export class SecondFactorSignIn {
  constructor(
    private readonly users: UserRepository,
    private readonly factors: MfaFactorRepository,
    private readonly apps: TotpAuthenticator,
    private readonly passkeys: PasskeyAuthenticator,
    private readonly recovery: RecoveryCodeService,
    private readonly records: ProviderRecordRepository,
    private readonly authentication: PrimaryAuthentication,
    private readonly clock: Clock,
  ) {}

  /** Remembers that this interaction's password was right, and says what the user may give. */
  async start(interactionUid: string, user: UserRecord): Promise<SecondFactorMethods> {
    await this.records.save({
      model: CHALLENGE_MODEL,
      id: interactionUid,
      // Not the provider's JSON: the record is ours, and holds the account's id alone.
      payload: user.id,
      grantId: null,
      userCode: null,
      uid: null,
      accountId: user.id,
      expiresAt: epochSeconds(this.clock) + SECOND_FACTOR_SECONDS,
    });
    const factors = await this.factors.factors(user.id);
    return {
      app: factors.some((factor) => factor.kind === 'totp'),
      passkey: factors.some((factor) => factor.kind === 'passkey'),
      recoveryCode: (await this.recovery.left(user.id)) > 0,
    };
  }

  /** The challenge the user's passkey signs, for the interaction whose password was right. */
  async passkeyOptions(
    interactionUid: string,
  ): Promise<
    E.Either<{ readonly code: 'interaction.expired' }, PublicKeyCredentialRequestOptionsJSON>
  > {
    const user = await this.pendingUser(interactionUid);
    const options =
      user === undefined ? undefined : await this.passkeys.startSignIn(interactionUid, user.id);
    return options === undefined ? E.left({ code: 'interaction.expired' }) : E.right(options);
  }

  async verify(
    interactionUid: string,
    input: SecondFactorInput,
  ): Promise<E.Either<SecondFactorRefusal, SecondFactorPassed>> {
    const user = await this.pendingUser(interactionUid);
    if (user === undefined) return E.left({ code: 'interaction.expired' });
    if (await this.authentication.lockedOut(user.email))
      return E.left({ code: 'account.lockedOut' });
    const checked = await this.check(interactionUid, user, input);
    if (E.isLeft(checked)) {
      // A reused code is not a guess: it was right a moment ago, so it does not count; nor does
      // a passkey prompt that outlived its challenge.
      if (checked.left.code === 'mfa.code.used') return E.left(checked.left);
      if (checked.left.code === 'mfa.passkey.expired')
        return E.left({ code: 'mfa.passkey.refused' });
      const counted = await this.authentication.secondFactorFailed(user.email);
      if (counted === 'lockedOut') return E.left({ code: 'account.lockedOut' });
      return E.left(
        checked.left.code === 'mfa.passkey.unknown'
          ? { code: 'mfa.passkey.refused' }
          : checked.left,
      );
    }
    await this.authentication.secondFactorPassed(user.email);
    await this.records.destroy(CHALLENGE_MODEL, interactionUid);
    return E.right({ user, amr: amrOf(['password', checked.right]) });
  }

  /** Checks the factor given; what it proved, for `amr`. */
  private async check(
    interactionUid: string,
    user: UserRecord,
    input: SecondFactorInput,
  ): Promise<E.Either<CodeRefusal | WrongRecoveryCode | PasskeyRefusal, SignInProof>> {
    if ('code' in input) {
      const checked = await this.apps.verify(user.id, input.code);
      return E.isLeft(checked) ? checked : E.right('totp');
    }
    if ('recoveryCode' in input) {
      const used = await this.recovery.use(user.id, input.recoveryCode);
      return E.isLeft(used) ? used : E.right('recoveryCode');
    }
    const signed = await this.passkeys.finishSignIn(interactionUid, user.id, input.passkey);
    if (E.isLeft(signed)) return signed;
    return E.right(signed.right.userVerified ? 'passkey' : 'passkeyUnverified');
  }

  private async pendingUser(interactionUid: string): Promise<UserRecord | undefined> {
    const found = await this.records.find(CHALLENGE_MODEL, 'id', interactionUid);
    if (found === undefined) return undefined;
    return this.users.findById(found.payload);
  }
}

/** Whether sign-in asks this user for a second factor: MFA on for their country and a factor. */
export const secondFactorRequired =
  (factors: MfaFactorRepository, enabledFor: (user: UserRecord) => boolean) =>
  async (user: UserRecord): Promise<boolean> =>
    enabledFor(user) && (await factors.factors(user.id)).length > 0;
