import * as E from 'fp-ts/Either';
import { validateNewPasswordForm } from '../../../src/application/password/new-password-validation';

// Spec §5: a new password (no current one) must meet the rules, and the retype must match.

describe('the new-password form validation', () => {
  it.each<[string, string, string, readonly string[]]>([
    ['blank', '', '', ['newPassword validation.required.blank']],
    ['too weak', 'short', 'short', ['newPassword password.policy.notMet']],
    [
      'retype differs',
      'Good-Pass-2026',
      'Good-Pass-2025',
      ['retypePassword password.retype.mismatch'],
    ],
    ['valid', 'Good-Pass-2026', 'Good-Pass-2026', []],
  ])('%s → %j', (_case, newPassword, retypePassword, errors) => {
    const result = validateNewPasswordForm({ newPassword, retypePassword });
    expect(
      E.isLeft(result) ? result.left.map(({ field, code }) => `${field} ${code}`) : [],
    ).toEqual(errors);
  });
});
