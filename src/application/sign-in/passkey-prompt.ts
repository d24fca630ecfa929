import * as E from 'fp-ts/Either';
import type { SignInErrorCode } from '../../domain/accounts/sign-in-errors';
import type { IdentityProvider, PasskeyStep } from '../ports/identity-provider.port';
import type { PasskeyCredential, Passkeys } from '../ports/passkeys.port';

/**
 * The interaction's passkey challenge for `step`, signed in the browser's prompt (or its autofill).
 * `aborted`: another prompt replaced this one, and nobody needs to be told.
 */
export const promptForPasskey = async (
  identity: IdentityProvider,
  passkeys: Passkeys,
  interactionId: string,
  step: PasskeyStep,
  autofill: boolean,
): Promise<E.Either<SignInErrorCode | 'aborted', PasskeyCredential>> => {
  const options = await identity.passkeyOptions(interactionId, step)();
  if (E.isLeft(options)) return E.left(options.left.code);
  const signed = await passkeys.sign(options.right, autofill);
  if (E.isRight(signed)) return signed;
  return E.left(signed.left === 'aborted' ? 'aborted' : 'mfa.passkey.cancelled');
};
