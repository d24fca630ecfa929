import * as E from 'fp-ts/Either';
import { isBlank } from './required-field';
import { BLANK_FIELD, type BlankField, type ValidationError } from './validation-error';

// Spec §5 "Names: letters and spaces only ("Please enter letters and spaces only.")." and "Each
// of first name, last name ... has its own "Please enter a valid ..." message" (D-DOM-13: a name
// longer than 50 characters).

/** D-DOM-13: longest accepted name (and city and region, address-fields.ts). */
export const NAME_MAX_LENGTH = 50;

export type NameField = 'firstName' | 'lastName';

export type NameError = ValidationError<
  | BlankField
  | 'validation.name.lettersAndSpaces'
  | 'validation.firstName.invalid'
  | 'validation.lastName.invalid'
>;

const LETTERS_AND_SPACES = /^[\p{L}\p{M} ]+$/u;

export const validatePersonName = (
  field: NameField,
  value: string,
): E.Either<NameError, string> => {
  if (isBlank(value)) return E.left({ code: BLANK_FIELD });
  const trimmed = value.trim();
  if (!LETTERS_AND_SPACES.test(trimmed))
    return E.left({ code: 'validation.name.lettersAndSpaces' });
  return trimmed.length > NAME_MAX_LENGTH
    ? E.left({ code: `validation.${field}.invalid` })
    : E.right(trimmed);
};
