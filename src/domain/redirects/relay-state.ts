import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import { decodeBase64, encodeBase64 } from './base64';
import { isDunsNumber, type DunsNumber } from '../companies/duns-number';

// Spec §2 "A deep-link value (RelayState, base64-encoded, holding a query with a base64-encoded
// DUNS number) preselects the company." The query's parameter is `duns` (D-DOM-19). Each step
// rejects malformed input with its own code; a deep link that does not decode preselects nothing,
// and the dashboard says it could not be read (D-DASH-10).

export type RelayStateError =
  | { readonly code: 'relayState.notBase64' }
  | { readonly code: 'relayState.notAQuery' }
  | { readonly code: 'relayState.missingDuns' }
  | { readonly code: 'relayState.invalidDuns' };

export const RELAY_STATE_DUNS_PARAMETER = 'duns';

const notBase64 = { code: 'relayState.notBase64' } as const;
const notAQuery = { code: 'relayState.notAQuery' } as const;
const missingDuns = { code: 'relayState.missingDuns' } as const;
const invalidDuns = { code: 'relayState.invalidDuns' } as const;

// The steps below are exported so that the backend's deep-link decoder (server/hand-off/deep-link.ts,
// D-SRV-P7) reads the same format with the same rules instead of a copy of them.

/**
 * The bytes a base64 value holds, or undefined: a query parser turns `+` into a space, and base64
 * never holds a space, so it is put back.
 */
export const base64Bytes = (value: string): Uint8Array | undefined =>
  decodeBase64(value.trim().replaceAll(' ', '+'));

/** Whether every byte is printable ASCII (space to tilde): what a query string is made of. */
export const isPrintableAscii = (bytes: Uint8Array): boolean =>
  bytes.every((byte) => byte >= 0x20 && byte <= 0x7e);

/** The text of single-byte characters (checked by isPrintableAscii where that matters). */
export const textOfBytes = (bytes: Uint8Array): string => String.fromCharCode(...bytes);

/** The base64 of a text of single-byte characters, as the provider's sites encode a deep link. */
export const base64OfText = (text: string): string =>
  encodeBase64(Uint8Array.from(text, (char) => char.charCodeAt(0)));

export const decodeRelayState = (relayState: string): E.Either<RelayStateError, DunsNumber> =>
  pipe(
    E.fromNullable(notBase64)(base64Bytes(relayState)),
    E.filterOrElseW(isPrintableAscii, () => notAQuery),
    E.map((bytes) => new URLSearchParams(textOfBytes(bytes)).getAll(RELAY_STATE_DUNS_PARAMETER)),
    E.chainW(([encoded, ...others]) =>
      encoded !== undefined && others.length === 0 ? E.right(encoded) : E.left(missingDuns),
    ),
    E.chainW((encoded) => {
      const bytes = base64Bytes(encoded);
      const duns = bytes === undefined ? '' : textOfBytes(bytes);
      return isDunsNumber(duns) ? E.right(duns) : E.left(invalidDuns);
    }),
  );

/**
 * The RelayState the provider's sites build for a DUNS number (the inverse of decodeRelayState).
 * @internal The portal only reads deep links; tests build the ones the provider's sites send.
 */
export const encodeRelayState = (duns: DunsNumber): string =>
  base64OfText(
    new URLSearchParams({ [RELAY_STATE_DUNS_PARAMETER]: base64OfText(duns) }).toString(),
  );
