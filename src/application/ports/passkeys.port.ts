import type { Either } from 'fp-ts/Either';

/**
 * A WebAuthn ceremony's options as the server sent them (PublicKeyCredentialCreationOptionsJSON or
 * PublicKeyCredentialRequestOptionsJSON): the application passes them on unread, and the browser
 * adapter checks their shape before it hands them to the browser.
 */
export type PasskeyOptions = { readonly kind: 'passkeyOptions'; readonly json: unknown };

/** What the browser's prompt gave back (a new credential, or a signature), sent to the server as is. */
export interface PasskeyCredential {
  readonly id: string;
}

/**
 * Why a prompt gave nothing: the user closed it or it timed out (`cancelled`), the authenticator
 * already holds a passkey for this account (`alreadyAdded`), or another prompt replaced it
 * (`aborted`, which nobody needs to be told about).
 */
export type PasskeyPromptFailure = 'cancelled' | 'alreadyAdded' | 'aborted';

/** The browser's passkey prompts (navigator.credentials), issue 28. */
export interface Passkeys {
  /** Whether this browser can make and use passkeys at all. */
  readonly supported: boolean;
  /** Whether it offers passkeys in a username field's autofill ("conditional mediation"). */
  autofillSupported(): Promise<boolean>;
  /** The prompt that makes a new passkey. */
  create(options: PasskeyOptions): Promise<Either<PasskeyPromptFailure, PasskeyCredential>>;
  /**
   * The prompt that signs a challenge; with `autofill`, no prompt opens: the browser offers the
   * passkeys in the username field's autofill and this resolves when the user picks one. Any
   * prompt started replaces one still waiting.
   */
  sign(
    options: PasskeyOptions,
    autofill: boolean,
  ): Promise<Either<PasskeyPromptFailure, PasskeyCredential>>;
  /** Ends a prompt or an autofill offer still waiting; it resolves as `aborted`. */
  cancel(): void;
}

export const passkeyOptions = (json: unknown): PasskeyOptions => ({ kind: 'passkeyOptions', json });
