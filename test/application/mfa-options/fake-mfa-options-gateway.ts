import * as TE from 'fp-ts/TaskEither';
import type {
  AppEnrolment,
  IdentityProof,
  MfaOptionsGateway,
  MfaStatus,
  PasskeyRegistration,
} from '../../../src/application/ports/mfa-options-gateway.port';
import {
  passkeyOptions,
  type PasskeyCredential,
} from '../../../src/application/ports/passkeys.port';
import type { ServiceError } from '../../../src/application/ports/service-error';

export const rejected = (status: number, error: string): ServiceError => ({
  code: 'service.rejected',
  status,
  error,
  message: '',
});

const PROOF_REQUIRED = rejected(403, 'MFA_PROOF_REQUIRED');

/**
 * The /services/mfa calls as the server decides them, in memory: protected changes are refused
 * until `prove` accepted the password `secret`, the app's code is `123456`.
 */
export class FakeMfaOptionsGateway implements MfaOptionsGateway {
  status_: MfaStatus = { factors: [], recoveryCodesLeft: 0 };
  proved = true;
  failNext: ServiceError | undefined;
  readonly calls: string[] = [];
  private started = 0;

  private answer<A>(call: string, value: () => A, protectedChange = false) {
    this.calls.push(call);
    const failure = this.failNext;
    this.failNext = undefined;
    if (failure !== undefined) return TE.left<ServiceError, A>(failure);
    if (protectedChange && !this.proved) return TE.left<ServiceError, A>(PROOF_REQUIRED);
    return TE.right<ServiceError, A>(value());
  }

  status() {
    return this.answer('status', () => this.status_);
  }

  passkeyProofOptions() {
    return this.answer('passkeyProofOptions', () => passkeyOptions({ challenge: 'proof' }));
  }

  prove(proof: IdentityProof) {
    const wrong =
      ('password' in proof && proof.password !== 'secret') ||
      ('passkey' in proof && proof.passkey.id !== 'credential');
    if (wrong) {
      this.calls.push('prove');
      return TE.left<ServiceError, void>(rejected(400, 'MFA_PROOF_INCORRECT'));
    }
    return this.answer('prove', () => {
      this.proved = true;
    });
  }

  startApp(name: string) {
    return this.answer(
      `startApp ${name}`,
      (): AppEnrolment => ({
        factorId: `app-${++this.started}`,
        key: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        uri: 'otpauth://totp/Business%20Portal:a?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      }),
      true,
    );
  }

  confirmApp(factorId: string, code: string) {
    if (code !== '123456') {
      this.calls.push('confirmApp');
      return TE.left<ServiceError, readonly string[] | undefined>(
        rejected(400, 'MFA_CODE_INCORRECT'),
      );
    }
    return this.answer(`confirmApp ${factorId}`, () => this.added(factorId, 'totp'));
  }

  startPasskey(name: string) {
    return this.answer(
      `startPasskey ${name}`,
      (): PasskeyRegistration => ({
        registrationId: `registration-${++this.started}`,
        options: passkeyOptions({ challenge: `challenge-${this.started}` }),
      }),
      true,
    );
  }

  confirmPasskey(registrationId: string, credential: PasskeyCredential) {
    return this.answer(`confirmPasskey ${registrationId} ${credential.id}`, () =>
      this.added(registrationId, 'passkey'),
    );
  }

  /** A factor confirmed: the first one's recovery codes. */
  private added(id: string, kind: 'totp' | 'passkey'): readonly string[] | undefined {
    const first = this.status_.factors.length === 0;
    this.status_ = {
      factors: [
        ...this.status_.factors,
        { id, kind, name: 'Phone', createdAt: new Date(0), lastUsedAt: undefined },
      ],
      recoveryCodesLeft: first ? 10 : this.status_.recoveryCodesLeft,
    };
    return first ? ['aaaaa-bbbbb'] : undefined;
  }

  newRecoveryCodes() {
    return this.answer('newRecoveryCodes', () => ['ccccc-ddddd'], true);
  }

  rename(factorId: string, name: string) {
    return this.answer(`rename ${factorId} ${name}`, () => undefined);
  }

  remove(factorId: string) {
    return this.answer(
      `remove ${factorId}`,
      () => {
        const factors = this.status_.factors.filter((factor) => factor.id !== factorId);
        this.status_ = { factors, recoveryCodesLeft: factors.length === 0 ? 0 : 10 };
        return factors.length;
      },
      true,
    );
  }

  turnOff() {
    return this.answer(
      'turnOff',
      () => {
        this.status_ = { factors: [], recoveryCodesLeft: 0 };
      },
      true,
    );
  }
}
