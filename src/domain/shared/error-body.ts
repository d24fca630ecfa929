// Spec §8 "Registration failure: server body passed on, otherwise "An unexpected error occurred".
// Other failures (reset, confirm, social signup, entitlement, consent, change-password, lendio):
// error body passed on if it carries an error field, otherwise an empty error." (D-DOM-25)

export type ErrorBody = Readonly<Record<string, unknown>>;

const isRecord = (value: unknown): value is ErrorBody =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The body itself when it has an own `error` field, else the empty error `{}`. */
export const passOnErrorBody = (body: unknown): ErrorBody =>
  isRecord(body) && Object.hasOwn(body, 'error') ? body : {};

export type RegistrationFailure =
  | { readonly kind: 'server'; readonly body: ErrorBody | string }
  | { readonly kind: 'unexpected'; readonly code: 'registration.unexpected' };

/** A non-empty object or text from the server is passed on; anything else is unexpected. */
export const registrationFailure = (body: unknown): RegistrationFailure => {
  if (isRecord(body) && Object.keys(body).length > 0) return { kind: 'server', body };
  if (typeof body === 'string' && body.trim() !== '') return { kind: 'server', body };
  return { kind: 'unexpected', code: 'registration.unexpected' };
};
