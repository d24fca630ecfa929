import * as E from 'fp-ts/Either';
import {
  differsFromCurrent,
  passwordChangeRefusalOf,
  validatePasswordForm,
} from '../../../src/application/sign-in/password-form-errors';
import type { ServiceError } from '../../../src/application/ports/service-error';

// Spec §8 "Password-change codes" at the field they concern (docs/decisions/sign-in-states.md
// D-SIGNIN-UI-3).

const rejected = (error: string, status = 400): ServiceError => ({
  code: 'service.rejected',
  status,
  error,
  message: 'the server English text, never shown',
});

describe('passwordChangeRefusalOf: which message, where, for which server answer', () => {
  it.each([
    ['2007', { fields: { newPassword: 'password.requirementsNotMet' } }],
    ['2008', { fields: { currentPassword: 'password.currentMismatch' } }],
    ['2011', { fields: { newPassword: 'password.history' } }],
    ['2012', { fields: {}, form: 'password.expiredResetFailed', offerReset: true }],
    ['PASSWORDS_DO_NOT_MATCH', { fields: { retypePassword: 'password.retype.mismatch' } }],
    ['PASSWORD_SAME_AS_CURRENT', { fields: { newPassword: 'password.new.sameAsCurrent' } }],
    ['PASSWORD_REQUIREMENTS_NOT_MET', { fields: { newPassword: 'password.policy.notMet' } }],
    ['E0000069', { fields: {}, form: 'auth.lockedOut' }],
    ['RATE_LIMITED', { fields: {}, form: 'error.rateLimited' }],
    ['PASSWORD_CHANGED_CONCURRENTLY', { fields: {}, form: 'error.generic' }],
    ['SOMETHING_NEW', { fields: {}, form: 'error.generic' }],
  ])('%s → %j', (code, errors) => {
    expect(passwordChangeRefusalOf(rejected(code))).toEqual({ kind: 'errors', errors });
  });

  it('INTERNAL_ACCOUNT → the help desk, not a message on the form', () => {
    expect(passwordChangeRefusalOf(rejected('INTERNAL_ACCOUNT', 403))).toEqual({
      kind: 'internalAccount',
    });
  });

  it.each([
    [{ code: 'service.unauthorized' }, 'session.expired'],
    [{ code: 'service.unavailable', status: 503 }, 'error.generic'],
    [{ code: 'service.timeout' }, 'error.generic'],
    [{ code: 'service.networkFailure' }, 'error.generic'],
    [{ code: 'service.malformedResponse' }, 'error.generic'],
  ] as const)('%j → the form says %s', (error, form) => {
    expect(passwordChangeRefusalOf(error)).toEqual({
      kind: 'errors',
      errors: { fields: {}, form },
    });
  });
});

describe('validatePasswordForm: §5 before anything is sent', () => {
  const good = 'Another-Pass-42';
  it.each([
    [
      'everything blank',
      'current',
      { currentPassword: '', newPassword: '', retypePassword: '' },
      { currentPassword: 'validation.required.blank', newPassword: 'validation.required.blank' },
    ],
    [
      'a blank temporary password',
      'temporary',
      { currentPassword: '', newPassword: good, retypePassword: good },
      { currentPassword: 'password.temporary.required' },
    ],
    [
      'new same as current',
      'current',
      { currentPassword: good, newPassword: good, retypePassword: good },
      { newPassword: 'password.new.sameAsCurrent' },
    ],
    [
      'new breaks the policy',
      'current',
      { currentPassword: 'Old-Pass-123', newPassword: 'short', retypePassword: 'short' },
      { newPassword: 'password.policy.notMet' },
    ],
    [
      'retype differs',
      'current',
      { currentPassword: 'Old-Pass-123', newPassword: good, retypePassword: `${good}x` },
      { retypePassword: 'password.retype.mismatch' },
    ],
  ] as const)('%s (%s) → %j', (_name, replacing, values, fields) => {
    expect(validatePasswordForm(values, replacing)).toEqual(E.left({ fields }));
  });

  it('a valid form passes unchanged', () => {
    const values = { currentPassword: 'Old-Pass-123', newPassword: good, retypePassword: good };
    expect(validatePasswordForm(values, 'current')).toEqual(E.right(values));
    expect(validatePasswordForm(values, 'temporary')).toEqual(E.right(values));
  });
});

describe('differsFromCurrent: the checklist line', () => {
  it.each([
    ['Old-Pass-123', '', 'unmet'],
    ['Old-Pass-123', 'Old-Pass-123', 'unmet'],
    ['Old-Pass-123', 'Old-Pass-1234', 'met'],
    ['', 'anything', 'met'],
  ] as const)('current %j, typed %j → %s', (current, typed, expected) => {
    expect(differsFromCurrent(current, typed)).toBe(expected);
  });
});
