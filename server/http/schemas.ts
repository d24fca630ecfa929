import { Type } from 'typebox';
import { DUNS_NUMBER_PATTERN } from '../../src/domain/companies/duns-number';

/** Every error answer of the API (issue 4: `{ "error": code, "message": text }`). */
export const ErrorBody = Type.Object(
  { error: Type.String({ description: 'stable error code' }), message: Type.String() },
  { $id: 'ErrorBody', description: 'An error answer; never a stack trace' },
);

/** A DUNS number is a string of exactly nine digits (docs/team-decisions.md "DUNS"). */
export const DunsNumber = Type.String({
  pattern: DUNS_NUMBER_PATTERN,
  description: 'nine-digit DUNS number',
});

export const errorRef = Type.Ref('ErrorBody');

/** A DUNS number or, where the spec allows "no company", null. */
export const OptionalDuns = Type.Union([DunsNumber, Type.Null()]);
export const IsoTimestamp = Type.String({
  format: 'date-time',
  description: 'ISO 8601 UTC timestamp',
});

/** A text field of a request body, bounded so a body cannot carry megabytes into a column. */
export const boundedText = (maxLength: number, description?: string) =>
  Type.String({ maxLength, ...(description === undefined ? {} : { description }) });

/** The error answers a route that needs a session can give besides its own. */
export const sessionErrors = { 401: errorRef, 403: errorRef } as const;
/** The error answers of bad input. */
export const inputErrors = { 400: errorRef } as const;
/**
 * Too many requests from one address or for one account (docs/decisions/abuse-limits.md D-ABUSE-1):
 * 429 `RATE_LIMITED`, with a Retry-After header in seconds.
 */
export const rateLimitedErrors = { 429: errorRef } as const;

/** OpenAPI security requirement of a route behind the session cookie (writes: and the CSRF header). */
export const sessionSecurity = [{ sessionCookie: [] }] as const;

/**
 * An operation anyone may call, without a session (sign-in, registration, the password links):
 * said in the document, so a generated client and the API lint know it is public on purpose.
 */
export const noSecurity: [] = [];
export const sessionWriteSecurity = [{ sessionCookie: [], csrfHeader: [] }] as const;
