import type {
  PublicKeyCredentialCreationOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import * as E from 'fp-ts/Either';
import type { CountryCode } from '../../src/domain/locale/country';
import { validateFactorName, type FactorNameError } from '../../src/domain/mfa/factor-names';
import { mfaEnabledFor, type MfaCountries } from '../../src/domain/mfa/mfa-availability';
import type { CodeRefusal } from '../../src/domain/mfa/one-time-codes';
import { needsFreshProof } from '../../src/domain/mfa/protected-changes';
import { recoveryCodesLeft, type RecoveryCodesLeft } from '../../src/domain/mfa/recovery-codes';
import { epochSeconds, type Clock } from '../clock';
import type { FactorSummary, MfaFactorRepository } from './mfa-factor-repository';
import type { RecoveryCodeService } from './recovery-code-service';
import type { TotpAuthenticator, TotpEnrolment } from './totp-authenticator';
import type { PasskeyAuthenticator, PasskeyRefusal } from './passkey-authenticator';

export type MfaRefusal =
  | { readonly code: 'mfa.unavailable' }
  | { readonly code: 'mfa.proof.required' }
  | { readonly code: 'mfa.factor.unknown' }
  | CodeRefusal
  | PasskeyRefusal
  | FactorNameError;

/** The user a change is for: their id, their e-mail (the app's label) and their country. */
export interface MfaUser {
  readonly id: string;
  readonly email: string;
  readonly countryCode: CountryCode;
}

/** When the session last proved who the user is (ActiveSession.provedAt). */
export interface Proof {
  readonly provedAt: number | null;
}

export interface MfaStatus {
  readonly factors: readonly FactorSummary[];
  readonly recoveryCodesLeft: number;
  readonly recoveryCodes: RecoveryCodesLeft;
}

const refuse = (code: 'mfa.unavailable' | 'mfa.proof.required' | 'mfa.factor.unknown') =>
  E.left<MfaRefusal, never>({ code });

/**
 * MFA Options (issue 28): a user's factors and recovery codes, and the changes to them. MFA must
 * be on for the user's country (D-MFA-1); adding or removing a factor, new recovery codes and
 * turning MFA off need a proof of the last five minutes (D-MFA-4); the first factor confirmed
 * brings the first set of recovery codes.
 */
export class MfaService {
  constructor(
    private readonly factors: MfaFactorRepository,
    private readonly apps: TotpAuthenticator,
    private readonly passkeys: PasskeyAuthenticator,
    private readonly recovery: RecoveryCodeService,
    private readonly clock: Clock,
    private readonly countries: MfaCountries,
  ) {}

  enabledFor(user: MfaUser): boolean {
    return mfaEnabledFor(user.countryCode, this.countries);
  }

  async status(user: MfaUser): Promise<MfaStatus> {
    const left = await this.recovery.left(user.id);
    return {
      factors: await this.factors.factors(user.id),
      recoveryCodesLeft: left,
      recoveryCodes: recoveryCodesLeft(left),
    };
  }

  /** Starts adding an authenticator app; it counts once `confirmApp` accepts a code from it. */
  async addApp(
    user: MfaUser,
    proof: Proof,
    typedName: string,
  ): Promise<E.Either<MfaRefusal, TotpEnrolment>> {
    const name = this.nameForNewFactor(user, proof, typedName);
    if (E.isLeft(name)) return name;
    return E.right(await this.apps.enrol(user.id, user.email, name.right));
  }

  /**
   * Confirms an app being added with a code from it. The user's first factor comes with their
   * first recovery codes, shown once: they are in the answer.
   */
  async confirmApp(
    user: MfaUser,
    factorId: string,
    code: string,
  ): Promise<E.Either<MfaRefusal, { readonly recoveryCodes?: readonly string[] }>> {
    return this.confirmFactor(user, () => this.apps.confirm(user.id, factorId, code));
  }

  /** Starts adding a passkey: the options of the browser's prompt (D-MFA-12). */
  async addPasskey(
    user: MfaUser,
    proof: Proof,
    typedName: string,
  ): Promise<
    E.Either<
      MfaRefusal,
      {
        readonly registrationId: string;
        readonly options: PublicKeyCredentialCreationOptionsJSON;
      }
    >
  > {
    const name = this.nameForNewFactor(user, proof, typedName);
    if (E.isLeft(name)) return name;
    return E.right(await this.passkeys.startRegistration(user, name.right));
  }

  /** Stores the passkey the browser made; a first factor brings the first recovery codes. */
  async confirmPasskey(
    user: MfaUser,
    registrationId: string,
    response: RegistrationResponseJSON,
  ): Promise<E.Either<MfaRefusal, { readonly recoveryCodes?: readonly string[] }>> {
    return this.confirmFactor(user, () =>
      this.passkeys.finishRegistration(user.id, registrationId, response),
    );
  }

  /** A new set of recovery codes; the old set stops working. */
  async newRecoveryCodes(
    user: MfaUser,
    proof: Proof,
  ): Promise<E.Either<MfaRefusal, readonly string[]>> {
    const refused = this.refusal(user, proof);
    if (refused !== undefined) return refuse(refused);
    if ((await this.factors.factors(user.id)).length === 0) return refuse('mfa.factor.unknown');
    return E.right(await this.recovery.issue(user.id));
  }

  async rename(
    user: MfaUser,
    factorId: string,
    typedName: string,
  ): Promise<E.Either<MfaRefusal, void>> {
    if (!this.enabledFor(user)) return refuse('mfa.unavailable');
    const name = validateFactorName(typedName);
    if (E.isLeft(name)) return name;
    return (await this.factors.rename(user.id, factorId, name.right))
      ? E.right(undefined)
      : refuse('mfa.factor.unknown');
  }

  /** Removes one factor; with the last one the recovery codes go too. Answers how many are left. */
  async remove(
    user: MfaUser,
    proof: Proof,
    factorId: string,
  ): Promise<E.Either<MfaRefusal, number>> {
    const refused = this.refusal(user, proof);
    if (refused !== undefined) return refuse(refused);
    if (!(await this.factors.remove(user.id, factorId))) return refuse('mfa.factor.unknown');
    const left = (await this.factors.factors(user.id)).length;
    if (left === 0) await this.recovery.removeAll(user.id);
    return E.right(left);
  }

  /** Turns MFA off for the user: every factor and the recovery codes go. */
  async turnOff(user: MfaUser, proof: Proof): Promise<E.Either<MfaRefusal, void>> {
    const refused = this.refusal(user, proof);
    if (refused !== undefined) return refuse(refused);
    await this.factors.removeAll(user.id);
    await this.recovery.removeAll(user.id);
    return E.right(undefined);
  }

  /** A new factor's name, when adding one may go ahead (a protected change). */
  private nameForNewFactor(
    user: MfaUser,
    proof: Proof,
    typedName: string,
  ): E.Either<MfaRefusal, string> {
    const refused = this.refusal(user, proof);
    return refused === undefined ? validateFactorName(typedName) : refuse(refused);
  }

  /** Confirms a factor being added; the user's first factor brings their first recovery codes. */
  private async confirmFactor(
    user: MfaUser,
    confirm: () => Promise<E.Either<MfaRefusal, unknown>>,
  ): Promise<E.Either<MfaRefusal, { readonly recoveryCodes?: readonly string[] }>> {
    if (!this.enabledFor(user)) return refuse('mfa.unavailable');
    const first = (await this.factors.factors(user.id)).length === 0;
    const confirmed = await confirm();
    if (E.isLeft(confirmed)) return confirmed;
    return E.right(first ? { recoveryCodes: await this.recovery.issue(user.id) } : {});
  }

  /** Why a protected change cannot go ahead now, if it cannot. */
  private refusal(
    user: MfaUser,
    proof: Proof,
  ): 'mfa.unavailable' | 'mfa.proof.required' | undefined {
    if (!this.enabledFor(user)) return 'mfa.unavailable';
    return needsFreshProof(proof.provedAt ?? undefined, epochSeconds(this.clock))
      ? 'mfa.proof.required'
      : undefined;
  }
}
