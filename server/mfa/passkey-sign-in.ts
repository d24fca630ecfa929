import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import * as E from 'fp-ts/Either';
import { amrOf } from '../../src/domain/mfa/authentication-methods';
import type { PrimaryAuthentication } from '../identity/primary-authentication';
import type { UserRecord, UserRepository } from '../identity/user-repository';
import type { PasskeyAuthenticator } from './passkey-authenticator';
import type { SecondFactorPassed } from './second-factor-sign-in';

export type PasskeySignInRefusal =
  | { readonly code: 'mfa.passkey.expired' }
  | { readonly code: 'mfa.passkey.refused' }
  | { readonly code: 'mfa.passkey.unknown' }
  | { readonly code: 'account.lockedOut' };

/**
 * "Sign in with a passkey" (issue 28, D-MFA-12): a passkey with user verification is both factors,
 * so it signs its user in without the password, while MFA is on for their country. A locked
 * account stays locked; a passkey sign-in clears the failures as a full password sign-in does.
 */
export class PasskeySignIn {
  constructor(
    private readonly users: UserRepository,
    private readonly passkeys: PasskeyAuthenticator,
    private readonly authentication: PrimaryAuthentication,
    private readonly enabledFor: (user: UserRecord) => boolean,
  ) {}

  /** A challenge any passkey of the portal may sign, for the browser's prompt or its autofill. */
  options(interactionUid: string): Promise<PublicKeyCredentialRequestOptionsJSON> {
    return this.passkeys.startDiscoverableSignIn(interactionUid);
  }

  async verify(
    interactionUid: string,
    response: AuthenticationResponseJSON,
  ): Promise<E.Either<PasskeySignInRefusal, SecondFactorPassed>> {
    const signed = await this.passkeys.finishSignIn(interactionUid, null, response);
    if (E.isLeft(signed)) return signed;
    const user = await this.users.findById(signed.right.userId);
    // A passkey kept where MFA is off is stored but not used (D-MFA-1), as if it were unknown.
    if (user === undefined || !this.enabledFor(user))
      return E.left({ code: 'mfa.passkey.unknown' });
    if (await this.authentication.lockedOut(user.email))
      return E.left({ code: 'account.lockedOut' });
    await this.authentication.secondFactorPassed(user.email);
    return E.right({ user, amr: amrOf(['passkey']) });
  }
}
