import {
  passwordPageRefusal,
  type PasswordPageRefusal,
} from '../../../src/application/password/password-page-errors';
import type { ServiceError } from '../../../src/application/ports/service-error';
import { rejected } from './password-fakes';

// Spec §8: each answer the password pages can receive, and what the page shows for it.

describe('what a password page does with a refused call', () => {
  it.each<[string, ServiceError, PasswordPageRefusal]>([
    [
      '410 TOKEN_EXPIRED (a used or old reset link)',
      rejected(410, 'TOKEN_EXPIRED'),
      { kind: 'linkExpired' },
    ],
    [
      '400 TOKEN_INVALID (an unknown reset link)',
      rejected(400, 'TOKEN_INVALID'),
      { kind: 'linkExpired' },
    ],
    [
      '410 LINK_EXPIRED (a used or old registration link)',
      rejected(410, 'LINK_EXPIRED'),
      { kind: 'linkExpired' },
    ],
    ['403 INTERNAL_ACCOUNT', rejected(403, 'INTERNAL_ACCOUNT'), { kind: 'internalAccount' }],
    [
      '409 2007 (does not meet the requirements)',
      rejected(409, '2007'),
      { kind: 'field', field: 'newPassword', messageId: 'password.requirementsNotMet' },
    ],
    [
      '409 2011 (one of the last 5)',
      rejected(409, '2011'),
      { kind: 'field', field: 'newPassword', messageId: 'password.history' },
    ],
    [
      '400 PASSWORD_REQUIREMENTS_NOT_MET (registration)',
      rejected(400, 'PASSWORD_REQUIREMENTS_NOT_MET'),
      { kind: 'field', field: 'newPassword', messageId: 'password.policy.notMet' },
    ],
    [
      '400 PASSWORD_SAME_AS_CURRENT',
      rejected(400, 'PASSWORD_SAME_AS_CURRENT'),
      { kind: 'field', field: 'newPassword', messageId: 'password.new.sameAsCurrent' },
    ],
    [
      '400 PASSWORDS_DO_NOT_MATCH',
      rejected(400, 'PASSWORDS_DO_NOT_MATCH'),
      { kind: 'field', field: 'retypePassword', messageId: 'password.retype.mismatch' },
    ],
    [
      '409 2012 (expired password reset failed)',
      rejected(409, '2012'),
      { kind: 'form', messageId: 'password.expiredResetFailed' },
    ],
    [
      '409 PASSWORD_CHANGED_CONCURRENTLY',
      rejected(409, 'PASSWORD_CHANGED_CONCURRENTLY'),
      { kind: 'form', messageId: 'error.generic' },
    ],
    [
      '429 RATE_LIMITED',
      rejected(429, 'RATE_LIMITED'),
      { kind: 'form', messageId: 'error.rateLimited' },
    ],
    [
      '400 VALIDATION_ERROR',
      rejected(400, 'VALIDATION_ERROR'),
      { kind: 'form', messageId: 'error.generic' },
    ],
    [
      '403 ORIGIN_NOT_ALLOWED',
      rejected(403, 'ORIGIN_NOT_ALLOWED'),
      { kind: 'form', messageId: 'error.generic' },
    ],
    [
      'a code the portal does not know',
      rejected(400, 'SOMETHING_NEW'),
      { kind: 'form', messageId: 'error.generic' },
    ],
    ['an answer without a code', rejected(400, ''), { kind: 'form', messageId: 'error.generic' }],
    [
      'no answer (network)',
      { code: 'service.networkFailure' },
      { kind: 'form', messageId: 'error.generic' },
    ],
    [
      'no answer in time',
      { code: 'service.timeout' },
      { kind: 'form', messageId: 'error.generic' },
    ],
    [
      'a 5xx',
      { code: 'service.unavailable', status: 502 },
      { kind: 'form', messageId: 'error.generic' },
    ],
    [
      'an answer that is not the expected shape',
      { code: 'service.malformedResponse' },
      { kind: 'form', messageId: 'error.generic' },
    ],
    [
      'the services under maintenance',
      { code: 'service.underMaintenance' },
      { kind: 'form', messageId: 'maintenance.underMaintenance' },
    ],
  ])('%s', (_case, error, refusal) => {
    expect(passwordPageRefusal(error)).toEqual(refusal);
  });
});
