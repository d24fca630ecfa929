import type * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { messageForServerError } from '../../domain/shared/server-error-messages';
import type { AppEnrolment, MfaOptionsGateway } from '../ports/mfa-options-gateway.port';
import type { PasskeyPromptFailure, Passkeys } from '../ports/passkeys.port';
import type { ServiceError } from '../ports/service-error';
import type { MfaErrorMessageId, MfaNotice, ProtectedChange } from './mfa-options.state';

// The protected changes of MFA Options (issue 28) as calls, and their answers as what to show.

export type ChangeOutcome =
  | { readonly kind: 'appStarted'; readonly enrolment: AppEnrolment }
  | { readonly kind: 'codes'; readonly codes: readonly string[]; readonly notice: MfaNotice }
  | { readonly kind: 'done'; readonly notice: MfaNotice };

/** A call refused, or the browser's passkey prompt closed without a passkey. */
export type ChangeError =
  ServiceError | { readonly code: 'passkey.prompt'; readonly failure: PasskeyPromptFailure };

export const rejectedWith = (error: ChangeError, code: string): boolean =>
  error.code === 'service.rejected' && error.error === code;

export const messageOf = (error: ChangeError): MfaErrorMessageId => {
  if (error.code === 'passkey.prompt')
    return error.failure === 'alreadyAdded' ? 'mfa.passkey.alreadyAdded' : 'mfa.passkey.cancelled';
  return error.code === 'service.rejected' ? messageForServerError(error.error) : 'error.generic';
};

/** A new factor's outcome: its recovery codes when it was the first, and the notice. */
export const added =
  (notice: MfaNotice) =>
  (codes: readonly string[] | undefined): ChangeOutcome =>
    codes === undefined ? { kind: 'done', notice } : { kind: 'codes', codes, notice };

/** The browser's prompt signs the server's challenge with one of the user's passkeys, as a proof. */
export const passkeyProof = (
  gateway: MfaOptionsGateway,
  passkeys: Passkeys,
): TE.TaskEither<ChangeError, void> =>
  pipe(
    gateway.passkeyProofOptions(),
    TE.chainW((options) => promptedBy(() => passkeys.sign(options, false))),
    TE.chainW((passkey) => gateway.prove({ passkey })),
  );

/** A passkey prompt as a step of a change: closed without a passkey, it refuses the change. */
const promptedBy = <A>(prompt: () => Promise<E.Either<PasskeyPromptFailure, A>>) =>
  pipe(
    prompt,
    TE.mapLeft((failure) => ({ code: 'passkey.prompt' as const, failure })),
  );

/** The calls (and the passkey prompt) that make a protected change, and what the page shows after. */
export const changeMade = (
  gateway: MfaOptionsGateway,
  passkeys: Passkeys,
  change: ProtectedChange,
): TE.TaskEither<ChangeError, ChangeOutcome> => {
  switch (change.kind) {
    case 'addPasskey':
      return pipe(
        gateway.startPasskey(change.name),
        TE.chainW(({ registrationId, options }) =>
          pipe(
            () => passkeys.create(options),
            TE.mapLeft((failure) => ({ code: 'passkey.prompt' as const, failure })),
            TE.chainW((credential) => gateway.confirmPasskey(registrationId, credential)),
          ),
        ),
        TE.map(added('passkeyAdded')),
      );
    case 'addApp':
      return pipe(
        gateway.startApp(change.name),
        TE.map((enrolment) => ({ kind: 'appStarted', enrolment })),
      );
    case 'renewCodes':
      return pipe(
        gateway.newRecoveryCodes(),
        TE.map((codes) => ({ kind: 'codes', codes, notice: 'codesRenewed' })),
      );
    case 'remove':
      return pipe(
        gateway.remove(change.factorId),
        TE.map(() => ({ kind: 'done', notice: 'removed' })),
      );
    case 'turnOff':
      return pipe(
        gateway.turnOff(),
        TE.map(() => ({ kind: 'done', notice: 'turnedOff' })),
      );
  }
};
