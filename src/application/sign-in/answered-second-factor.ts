import { toSignInError } from '../../domain/accounts/sign-in-errors';
import type { SecondFactorKind, SecondFactorStep } from './sign-in.state';

const KINDS: readonly SecondFactorKind[] = ['app', 'passkey', 'recoveryCode'];

const isKind = (value: string | null): value is SecondFactorKind =>
  KINDS.some((kind) => kind === value);

/**
 * The second step the server asked for on the login page's address, after a password posted
 * without JavaScript (D-SSR-6): `step=second-factor`, the kinds the user has (`factors`), the one
 * chosen under "Try another way" (`using`), and the refusal of the last try (`formError`). The
 * app's code comes first and the passkey only when chosen, since its prompt needs the script.
 * Undefined when the address asks for no such step.
 */
export const answeredSecondFactor = (
  parameter: (name: 'step' | 'factors' | 'using' | 'formError') => string | null,
): SecondFactorStep | undefined => {
  if (parameter('step') !== 'second-factor') return undefined;
  const listed = (parameter('factors') ?? '').split(',');
  const methods = {
    app: listed.includes('app'),
    passkey: listed.includes('passkey'),
    recoveryCode: listed.includes('recoveryCode'),
  };
  const chosen = parameter('using');
  const fallback: SecondFactorKind | undefined = methods.app
    ? 'app'
    : methods.recoveryCode
      ? 'recoveryCode'
      : methods.passkey
        ? 'passkey'
        : undefined;
  const using = isKind(chosen) && methods[chosen] ? chosen : fallback;
  if (using === undefined) return undefined;
  const refusal = parameter('formError');
  return {
    methods,
    using,
    submitting: false,
    error: refusal === null || refusal === '' ? undefined : toSignInError(refusal).code,
  };
};
