import {
  handOffRefusalAnswer,
  type HandOffRefusalAnswer,
} from '../../server/hand-off/hand-off-replies';
import type { HandOffRefusal } from '../../server/hand-off/hand-off-service';

// Issue 16 "services return typed outcomes; routes map them to HTTP status and message": every
// way a product hand-off (getNavigateUrl, marketing-hub/sso, accessSubscriptions) or a deep link
// (decode) is refused, and what the API answers for it.

const CASES: readonly (readonly [HandOffRefusal, HandOffRefusalAnswer])[] = [
  [
    { kind: 'flowInvalid', message: 'noDunsFlow and pendingDuns cannot both be true.' },
    {
      status: 400,
      error: 'VALIDATION_ERROR',
      message: 'noDunsFlow and pendingDuns cannot both be true.',
    },
  ],
  [
    { kind: 'companyNotLinked' },
    {
      status: 404,
      error: 'COMPANY_NOT_FOUND',
      message: 'No company with this DUNS number is linked to your account.',
    },
  ],
  [
    { kind: 'notEntitled' },
    {
      status: 403,
      error: 'NOT_ENTITLED',
      message: 'You do not have this product for this company.',
    },
  ],
  [
    { kind: 'agreementNotAccepted' },
    {
      status: 403,
      error: 'PLA_NOT_ACCEPTED',
      message:
        'Access unavailable: you must agree to the Terms of Service to use this product, or call customer service.',
    },
  ],
  [
    { kind: 'subscriptionNotFound' },
    { status: 404, error: 'SUBSCRIPTION_NOT_FOUND', message: 'You have no such subscription.' },
  ],
  [
    { kind: 'linkUnreadable', error: 'PAYLOAD_INVALID_DUNS' },
    { status: 400, error: 'PAYLOAD_INVALID_DUNS', message: 'The link could not be read.' },
  ],
];

describe('a refused product hand-off in HTTP', () => {
  it.each(CASES.map(([refusal, answer]) => [refusal.kind, refusal, answer] as const))(
    '%s',
    (_kind, refusal, answer) => {
      expect(handOffRefusalAnswer(refusal)).toEqual(answer);
    },
  );
});
