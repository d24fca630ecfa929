import * as E from 'fp-ts/Either';

// Spec §5 "Login: username required ("Please enter Business email address", or "Please enter
// Email" in the sign-in variant); password required ("Please enter Password"). A username
// without a domain part gets a placeholder domain appended."

/** §9 "Identity-provider scopes: openid, profile, email": what signing in asks for. */
export const IDENTITY_PROVIDER_SCOPES: readonly string[] = ['openid', 'profile', 'email'];

export type LoginVariant = 'default' | 'signin';

export type LoginFieldError =
  | {
      readonly field: 'username';
      readonly code: 'login.username.required' | 'login.username.requiredSignIn';
    }
  | { readonly field: 'password'; readonly code: 'login.password.required' };

export interface LoginCredentials {
  readonly username: string;
  readonly password: string;
}

/** Spec §2: flow=GAD or a flow starting with /signin selects the sign-in wording. */
export const loginVariantFor = (flow: string | null | undefined): LoginVariant =>
  flow !== null && flow !== undefined && (flow === 'GAD' || flow.startsWith('/signin'))
    ? 'signin'
    : 'default';

/** `name` → `name@domain`; `name@` (an empty domain part, D-DOM-26) → `name@domain`. */
export const withPlaceholderDomain = (username: string, placeholderDomain: string): string => {
  if (!username.includes('@')) return `${username}@${placeholderDomain}`;
  return username.endsWith('@') ? `${username}${placeholderDomain}` : username;
};

export const validateLogin = (
  input: LoginCredentials,
  variant: LoginVariant,
  placeholderDomain: string,
): E.Either<readonly LoginFieldError[], LoginCredentials> => {
  const username = input.username.trim();
  const errors: LoginFieldError[] = [];
  if (username === '') {
    errors.push({
      field: 'username',
      code: variant === 'signin' ? 'login.username.requiredSignIn' : 'login.username.required',
    });
  }
  if (input.password === '') errors.push({ field: 'password', code: 'login.password.required' });
  return errors.length > 0
    ? E.left(errors)
    : E.right({
        username: withPlaceholderDomain(username, placeholderDomain),
        password: input.password,
      });
};
