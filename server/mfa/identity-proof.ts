import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import * as E from 'fp-ts/Either';
import type { SessionStore } from '../auth/sessions';
import type { PrimaryAuthentication } from '../identity/primary-authentication';
import type { UserRecord } from '../identity/user-repository';
import type { PasskeyAuthenticator } from './passkey-authenticator';
import type { TotpAuthenticator } from './totp-authenticator';

/** What the user gives to prove it is them: their password, a code from an app, or a passkey. */
export type ProofInput =
  | { readonly password: string }
  | { readonly code: string }
  | { readonly passkey: AuthenticationResponseJSON };

/** The passkey challenge of a user's proof: one at a time, a new one replacing the last. */
const proofCeremonyOf = (user: UserRecord): string => `proof:${user.id}`;

export type ProofRefusal =
  | { readonly code: 'mfa.proof.incorrect' }
  | { readonly code: 'mfa.code.used' }
  | { readonly code: 'account.lockedOut' }
  | { readonly code: 'account.throttled'; readonly retryAfterSeconds: number };

/**
 * The proof a protected change needs (D-MFA-4): the password, checked as a sign-in is (so that
 * guessing it here locks the account too), a code from a confirmed app, or one of the user's
 * passkeys signing the challenge `passkeyChallenge` gave. A proof accepted is
 * recorded on the session, which then may make protected changes for five minutes.
 */
export class IdentityProofs {
  constructor(
    private readonly authentication: PrimaryAuthentication,
    private readonly apps: TotpAuthenticator,
    private readonly passkeys: PasskeyAuthenticator,
    private readonly sessions: SessionStore,
  ) {}

  /** What the user's passkey signs to prove it is them; undefined when they have none. */
  passkeyChallenge(user: UserRecord): Promise<PublicKeyCredentialRequestOptionsJSON | undefined> {
    return this.passkeys.startSignIn(proofCeremonyOf(user), user.id);
  }

  async prove(
    sessionId: string,
    user: UserRecord,
    input: ProofInput,
  ): Promise<E.Either<ProofRefusal, void>> {
    const refused =
      'password' in input
        ? await this.passwordRefusal(user, input.password)
        : 'code' in input
          ? await this.codeRefusal(user, input.code)
          : await this.passkeyRefusal(user, input.passkey);
    if (refused !== undefined) return E.left(refused);
    await this.sessions.recordProof(sessionId);
    return E.right(undefined);
  }

  private async passwordRefusal(
    user: UserRecord,
    password: string,
  ): Promise<ProofRefusal | undefined> {
    const check = await this.authentication.authenticate(user.email, password);
    switch (check.outcome) {
      case 'lockedOut':
        return { code: 'account.lockedOut' };
      case 'throttled':
        return { code: 'account.throttled', retryAfterSeconds: check.retryAfterSeconds };
      case 'invalidCredentials':
        return { code: 'mfa.proof.incorrect' };
      default:
        // An expired or temporary password is still the user's own: it proves who they are.
        return undefined;
    }
  }

  private async codeRefusal(user: UserRecord, code: string): Promise<ProofRefusal | undefined> {
    const checked = await this.apps.verify(user.id, code);
    if (E.isRight(checked)) return undefined;
    return checked.left.code === 'mfa.code.used'
      ? { code: 'mfa.code.used' }
      : { code: 'mfa.proof.incorrect' };
  }

  private async passkeyRefusal(
    user: UserRecord,
    response: AuthenticationResponseJSON,
  ): Promise<ProofRefusal | undefined> {
    const signed = await this.passkeys.finishSignIn(proofCeremonyOf(user), user.id, response);
    return E.isRight(signed) ? undefined : { code: 'mfa.proof.incorrect' };
  }
}
