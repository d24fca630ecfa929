import { answeredLoginFieldErrors } from '../../../src/application/sign-in/answered-login';
import type { LoginVariant } from '../../../src/domain/accounts/login-validation';

// Spec §5 "Login": username required ("Please enter Business email address", or "Please enter
// Email" in the sign-in variant); password required. A login form posted without JavaScript
// with a blank field comes back refused as VALIDATION_ERROR, the username as typed, never the
// password (docs/decisions/server-rendering.md D-SSR-6).

describe('a blank field of the login form posted without JavaScript', () => {
  it.each<[string, string | null, string, LoginVariant, Record<string, string> | undefined]>([
    [
      'the username blank',
      'VALIDATION_ERROR',
      '',
      'default',
      { username: 'login.username.required' },
    ],
    [
      'the username blank, sign-in wording',
      'VALIDATION_ERROR',
      '  ',
      'signin',
      { username: 'login.username.requiredSignIn' },
    ],
    [
      'a username given: the password was blank',
      'VALIDATION_ERROR',
      'a@b.com',
      'default',
      { password: 'login.password.required' },
    ],
    ['another refusal is not about a field', 'E0000004', '', 'default', undefined],
    ['no refusal', null, '', 'default', undefined],
  ])('%s', (_case, code, username, variant, shown) => {
    expect(answeredLoginFieldErrors(code, username, variant)).toEqual(shown);
  });
});
