import * as E from 'fp-ts/Either';
import { BLANK_FIELD, type BlankField, type ValidationError } from './validation-error';

// Spec §5 "Required fields: "Please fill out required fields." and "This field cannot be left
// blank."" The first is the form's banner, the second the field's own message.

export const isBlank = (value: string): boolean => value.trim() === '';

/** A required field: its trimmed value, or "This field cannot be left blank.". */
export const validateRequired = (value: string): E.Either<ValidationError<BlankField>, string> =>
  isBlank(value) ? E.left({ code: BLANK_FIELD }) : E.right(value.trim());

export interface MissingRequiredFields<Field extends string> {
  readonly code: 'validation.required.form';
  readonly fields: readonly Field[];
}

/** The form-level check: which of `required` are blank, with "Please fill out required fields.". */
export const checkRequiredFields = <Field extends string>(
  form: Readonly<Record<Field, string>>,
  required: readonly Field[],
): E.Either<MissingRequiredFields<Field>, Readonly<Record<Field, string>>> => {
  const fields = required.filter((field) => isBlank(form[field]));
  return fields.length > 0 ? E.left({ code: 'validation.required.form', fields }) : E.right(form);
};
