import * as E from 'fp-ts/Either';
import { isBlank } from './required-field';
import { BLANK_FIELD, type BlankField, type ValidationError } from './validation-error';

// Spec §5 "Email: "Please enter a valid email address."" One `@`, a local part of at most 64
// characters, a domain of at least two labels ending in letters, at most 254 characters in all
// (D-DOM-12).

const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LEVEL_DOMAIN = /^[A-Za-z]{2,63}$/;

export const isEmailAddress = (value: string): boolean => {
  const at = value.lastIndexOf('@');
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  return (
    at > 0 &&
    value.length <= 254 &&
    local.length <= 64 &&
    LOCAL_PART.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    TOP_LEVEL_DOMAIN.test(value.slice(value.lastIndexOf('.') + 1))
  );
};

export type EmailError = ValidationError<BlankField | 'validation.email.invalid'>;

export const validateEmail = (value: string): E.Either<EmailError, string> => {
  if (isBlank(value)) return E.left({ code: BLANK_FIELD });
  const trimmed = value.trim();
  return isEmailAddress(trimmed) ? E.right(trimmed) : E.left({ code: 'validation.email.invalid' });
};
