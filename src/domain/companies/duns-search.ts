import * as E from 'fp-ts/Either';

// Spec §5 "DUNS search: ZIP valid 5-digit US ("Enter a valid 5-digit ZIP Code"); business name at
// least 3 characters ("Please enter 3 or more characters")." §9 "ZIP 5 digits".

/** §9 "ZIP 5 digits; business name at least 3 characters." */
export const ZIP_CODE_LENGTH = 5;
export const BUSINESS_NAME_MIN_LENGTH = 3;

export interface DunsSearchForm {
  readonly businessName: string;
  readonly zipCode: string;
}

export type DunsSearchError =
  | { readonly field: 'businessName'; readonly code: 'validation.businessName.tooShort' }
  | { readonly field: 'zipCode'; readonly code: 'validation.zipCode.invalid' };

const US_ZIP = new RegExp(`^[0-9]{${ZIP_CODE_LENGTH}}$`);

/** The trimmed search, or every field's error. */
export const validateDunsSearch = (
  form: DunsSearchForm,
): E.Either<readonly DunsSearchError[], DunsSearchForm> => {
  const businessName = form.businessName.trim();
  const zipCode = form.zipCode.trim();
  const errors: DunsSearchError[] = [];
  if ([...businessName].length < BUSINESS_NAME_MIN_LENGTH) {
    errors.push({ field: 'businessName', code: 'validation.businessName.tooShort' });
  }
  if (!US_ZIP.test(zipCode)) errors.push({ field: 'zipCode', code: 'validation.zipCode.invalid' });
  return errors.length > 0 ? E.left(errors) : E.right({ businessName, zipCode });
};
