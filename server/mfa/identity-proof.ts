import * as E from 'fp-ts/Either';
import type { SessionStore } from '../auth/sessions';
import type { PrimaryAuthentication } from '../identity/primary-authentication';
import type { UserRecord } from '../identity/user-repository';
import type { TotpAuthenticator } from './totp-authenticator';

/** What the user gives to prove it is them: their password, or a code from one of their apps. */
export type ProofInput = { readonly password: string } | { readonly code: string };

export type ProofRefusal =
  | { readonly code: 'mfa.proof.incorrect' }
  | { readonly code: 'mfa.code.used' }
  | { readonly code: 'account.lockedOut' }
  | { readonly code: 'account.throttled'; readonly retryAfterSeconds: number };

/**
 * The proof a protected change needs (D-MFA-4): the password, checked as a sign-in is (so that
 * guessing it here locks the account too), or a code from a confirmed app. A proof accepted is
 * recorded on the session, which then may make protected changes for five minutes.
 */
export class IdentityProofs {
  constructor(
    private readonly authentication: PrimaryAuthentication,
    private readonly apps: TotpAuthenticator,
    private readonly sessions: SessionStore,
  ) {}

  async prove(
    sessionId: string,
    user: UserRecord,
    input: ProofInput,
  ): Promise<E.Either<ProofRefusal, void>> {
    const refused =
      'password' in input
        ? await this.passwordRefusal(user, input.password)
        : await this.codeRefusal(user, input.code);
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
}
