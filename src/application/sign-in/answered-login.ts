import * as E from 'fp-ts/Either';
import { validateLogin, type LoginVariant } from '../../domain/accounts/login-validation';
import { toSignInError, type SignInErrorCode } from '../../domain/accounts/sign-in-errors';
import type { SignInState } from './sign-in.state';

/**
 * The field a login form posted without JavaScript left blank, as the form shows it (spec §5's
 * "Please enter …"): the server refuses such a form as its schema's `VALIDATION_ERROR`
 * (docs/decisions/server-rendering.md D-SSR-6). The username comes back as typed and a password
 * never does, so a blank username is what was refused, and otherwise the password was blank.
 */
export const answeredLoginFieldErrors = (
  code: string | null,
  username: string,
  variant: LoginVariant,
): SignInState['fieldErrors'] | undefined => {
  if (code !== 'VALIDATION_ERROR') return undefined;
  const refusedField = username.trim() === '' ? 'username' : 'password';
  // The placeholder domain plays no part in which fields are blank.
  const checked = validateLogin({ username, password: '' }, variant, '');
  if (E.isRight(checked)) return undefined;
  const refused = checked.left.find((error) => error.field === refusedField);
  return refused === undefined ? undefined : { [refused.field]: refused.code };
};

/**
 * The refusal the server answered a login form posted without JavaScript with (its `formError`
 * parameter, a provider code), as the form shows it; undefined without one.
 */
export const answeredSignInError = (code: string | null): SignInErrorCode | undefined =>
  code === null || code === '' ? undefined : toSignInError(code).code;
