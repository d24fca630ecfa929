import { passwordChangeRefusalOf } from './password-form-errors';
import type { PasswordReplacementStep } from './sign-in.state';

/**
 * A right password posted without JavaScript that must be replaced first comes back as the login
 * page with `step=replace-password`, its `reason` and the account as `uid`; a refused replacement
 * adds its code as `formError` (docs/decisions/server-rendering.md D-SSR-6). Undefined otherwise.
 */
export const answeredPasswordReplacement = (
  parameter: (name: 'step' | 'reason' | 'uid' | 'formError') => string | null,
): PasswordReplacementStep | undefined => {
  const reason = parameter('reason');
  const username = parameter('uid')?.trim() ?? '';
  if (parameter('step') !== 'replace-password' || username === '') return undefined;
  if (reason !== 'expired' && reason !== 'temporary') return undefined;
  const code = parameter('formError');
  return {
    reason,
    username,
    refusal:
      code === null || code === ''
        ? undefined
        : passwordChangeRefusalOf({
            code: 'service.rejected',
            status: 400,
            error: code,
            message: '',
          }),
  };
};

/** The login page the server answers a replaced password with: sign in with the new one. */
export const answeredPasswordChanged = (parameter: (name: 'passwordChanged') => string | null) =>
  parameter('passwordChanged') === '1';
