import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
  WebAuthnError,
} from '@simplewebauthn/browser';
import * as E from 'fp-ts/Either';
import type {
  PasskeyCredential,
  PasskeyOptions,
  PasskeyPromptFailure,
  Passkeys,
} from '../../application/ports/passkeys.port';
import { CreationOptionsCodec, RequestOptionsCodec } from './webauthn-options.codecs';

/** Why a prompt ended without a credential, in the application's words. */
const failureOf = (error: unknown): PasskeyPromptFailure => {
  if (error instanceof WebAuthnError) {
    if (error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'alreadyAdded';
    if (error.code === 'ERROR_CEREMONY_ABORTED') return 'aborted';
  }
  return error instanceof Error && error.name === 'AbortError' ? 'aborted' : 'cancelled';
};

const prompt = async (
  run: () => Promise<PasskeyCredential>,
): Promise<E.Either<PasskeyPromptFailure, PasskeyCredential>> => {
  try {
    return E.right(await run());
  } catch (error) {
    return E.left(failureOf(error));
  }
};

/**
 * Passkeys through @simplewebauthn/browser, which turns the server's JSON options into
 * navigator.credentials calls and their answers back into JSON, and aborts a waiting prompt when
 * another starts. Options whose shape is wrong end as `cancelled`: the user may try again.
 */
export class BrowserPasskeys implements Passkeys {
  readonly supported = browserSupportsWebAuthn();

  autofillSupported(): Promise<boolean> {
    return this.supported ? browserSupportsWebAuthnAutofill() : Promise.resolve(false);
  }

  create(options: PasskeyOptions): Promise<E.Either<PasskeyPromptFailure, PasskeyCredential>> {
    const decoded = CreationOptionsCodec.decode(options.json);
    if (E.isLeft(decoded)) return Promise.resolve(E.left('cancelled'));
    return prompt(() => startRegistration({ optionsJSON: decoded.right }));
  }

  sign(
    options: PasskeyOptions,
    autofill: boolean,
  ): Promise<E.Either<PasskeyPromptFailure, PasskeyCredential>> {
    const decoded = RequestOptionsCodec.decode(options.json);
    if (E.isLeft(decoded)) return Promise.resolve(E.left('cancelled'));
    return prompt(() =>
      startAuthentication({ optionsJSON: decoded.right, useBrowserAutofill: autofill }),
    );
  }

  cancel(): void {
    WebAuthnAbortService.cancelCeremony();
  }
}
