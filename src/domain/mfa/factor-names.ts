import * as E from 'fp-ts/Either';

// Issue 28 "the user's factors, each with its kind, its name ..."; "passkey ... named by the
// user"; "rename and remove each factor" (D-MFA-5).

export const FACTOR_NAME_MAX_LENGTH = 64;

export type FactorNameError =
  { readonly code: 'mfa.factorName.required' } | { readonly code: 'mfa.factorName.tooLong' };

/** A name as typed: trimmed, inner runs of white space one space, no control characters. */
export const validateFactorName = (typed: string): E.Either<FactorNameError, string> => {
  const name = typed
    .replace(/\s+/g, ' ')
    // eslint-disable-next-line no-control-regex -- control characters are what it removes
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  if (name === '') return E.left({ code: 'mfa.factorName.required' });
  if ([...name].length > FACTOR_NAME_MAX_LENGTH) return E.left({ code: 'mfa.factorName.tooLong' });
  return E.right(name);
};
