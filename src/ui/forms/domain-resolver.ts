import * as E from 'fp-ts/Either';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { MessageId } from '../i18n/message-id';

// A react-hook-form resolver over the domain's validators. The domain answers with error codes
// that are also the message ids of the spec's texts (src/domain/accounts/validation-error.ts); the form
// keeps those ids and the UI translates them only where it shows them.

/** What a form's validation found: each failing field's message id and, maybe, the form's. */
export interface DomainFormErrors<Values> {
  readonly fields: Partial<Readonly<Record<keyof Values & string, MessageId>>>;
  readonly form?: MessageId;
}

/** A form's validation in the domain's terms: the (canonical) values, or the errors. */
export type DomainValidation<Values> = (
  values: Values,
) => E.Either<DomainFormErrors<Values>, Values>;

/** Shown under a field or in a banner: the id of one of the catalogue's messages. */
export const DOMAIN_ERROR = 'domain';

/**
 * The resolver: runs the domain validation and hands react-hook-form either the values the domain
 * returned (trimmed, completed) or one error per field whose message is a message id. A form-level
 * message goes to `errors.root`. Fields are flat (a form's field names are its values' keys).
 */
export const domainResolver =
  <Values extends FieldValues>(validate: DomainValidation<Values>): Resolver<Values> =>
  (values) => {
    const result = validate(values);
    if (E.isRight(result)) return { values: result.right, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, id] of Object.entries(result.left.fields))
      if (id !== undefined) errors[field] = { type: DOMAIN_ERROR, message: id };
    if (result.left.form !== undefined)
      errors.root = { type: DOMAIN_ERROR, message: result.left.form };
    // Safe: every key is a field of Values (or root) and every entry a FieldError.
    return { values: {}, errors: errors as FieldErrors<Values> };
  };

/**
 * The common domain shape "a list of `{ field, code }`, or the canonical form" (login, password
 * change) as a form's validation result: the first error of each field wins.
 */
export const fromFieldErrorList = <Values, Field extends keyof Values & string>(
  result: E.Either<readonly { readonly field: Field; readonly code: MessageId }[], Values>,
): E.Either<DomainFormErrors<Values>, Values> => {
  if (E.isRight(result)) return result;
  const fields: Partial<Record<keyof Values & string, MessageId>> = {};
  for (const { field, code } of result.left) fields[field] ??= code;
  return E.left({ fields });
};

/** Per-field validators (`validateEmail`, `validatePersonName`…) composed into a form's validation. */
export const fieldByField =
  <Values extends Record<string, string>>(validators: {
    readonly [Field in keyof Values]?: (
      value: string,
    ) => E.Either<{ readonly code: MessageId }, string>;
  }): DomainValidation<Values> =>
  (values) => {
    const fields: Partial<Record<keyof Values & string, MessageId>> = {};
    const canonical: Record<string, string> = { ...values };
    for (const field of Object.keys(validators) as (keyof Values & string)[]) {
      const outcome = validators[field]?.(values[field] ?? '');
      if (outcome === undefined) continue;
      if (E.isLeft(outcome)) fields[field] = outcome.left.code;
      else canonical[field] = outcome.right;
    }
    // Safe: canonical holds every key of values, each replaced by its validator's string.
    return Object.keys(fields).length > 0 ? E.left({ fields }) : E.right(canonical as Values);
  };
