import * as E from 'fp-ts/Either';

// Spec §5 "DUNS search: ZIP valid 5-digit US ("Enter a valid 5-digit ZIP Code"); business name at
// least 3 characters ("Please enter 3 or more characters")." §9 "ZIP 5 digits". The portal's form
// and the server's routes both apply this module (docs/decisions/domain-rules.md D-DOM-27).

/** §9 "ZIP 5 digits; business name at least 3 characters." */
export const ZIP_CODE_LENGTH = 5;
export const BUSINESS_NAME_MIN_LENGTH = 3;
/** D-DOM-27: the spec sets no upper bound; this one keeps a search a query, not a document. */
export const BUSINESS_NAME_MAX_LENGTH = 120;

/** A ZIP Code as a pattern: what the server's JSON schemas state (JSON schema patterns are strings). */
export const ZIP_CODE_PATTERN = `^[0-9]{${ZIP_CODE_LENGTH}}$`;

export interface DunsSearchForm {
  readonly businessName: string;
  readonly zipCode: string;
}

export type BusinessNameError = {
  readonly field: 'businessName';
  readonly code: 'validation.businessName.tooShort' | 'validation.businessName.tooLong';
};
export type ZipCodeError = {
  readonly field: 'zipCode';
  readonly code: 'validation.zipCode.invalid';
};
export type DunsSearchError = BusinessNameError | ZipCodeError;

const US_ZIP = new RegExp(ZIP_CODE_PATTERN);

/** The trimmed name, of 3 to 120 characters counted as the user sees them (code points). */
export const validateBusinessName = (typed: string): E.Either<BusinessNameError, string> => {
  const businessName = typed.trim();
  const length = [...businessName].length;
  if (length < BUSINESS_NAME_MIN_LENGTH) {
    return E.left({ field: 'businessName', code: 'validation.businessName.tooShort' });
  }
  if (length > BUSINESS_NAME_MAX_LENGTH) {
    return E.left({ field: 'businessName', code: 'validation.businessName.tooLong' });
  }
  return E.right(businessName);
};

/** The trimmed ZIP Code, when it is 5 digits. */
export const validateZipCode = (typed: string): E.Either<ZipCodeError, string> => {
  const zipCode = typed.trim();
  return US_ZIP.test(zipCode)
    ? E.right(zipCode)
    : E.left({ field: 'zipCode', code: 'validation.zipCode.invalid' });
};

/** Every field's error, in form order: at least one. */
export type DunsSearchErrors = readonly [DunsSearchError, ...DunsSearchError[]];

/** The trimmed search, or every field's error. */
export const validateDunsSearch = (
  form: DunsSearchForm,
): E.Either<DunsSearchErrors, DunsSearchForm> => {
  const businessName = validateBusinessName(form.businessName);
  const zipCode = validateZipCode(form.zipCode);
  if (E.isLeft(businessName)) {
    return E.left(E.isLeft(zipCode) ? [businessName.left, zipCode.left] : [businessName.left]);
  }
  if (E.isLeft(zipCode)) return E.left([zipCode.left]);
  return E.right({ businessName: businessName.right, zipCode: zipCode.right });
};
