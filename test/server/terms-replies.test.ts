import { plaRefusalAnswer, type PlaRefusalAnswer } from '../../server/terms/terms-replies';
import type { PlaRefusal } from '../../server/terms/terms-service';

// Issue 16 "services return typed outcomes; routes map them to HTTP status and message": every
// refusal of a product licence agreement decision (PUT /services/entitlements/pla) and its answer.
// A company that is not the user's is refused before, as 404 COMPANY_NOT_FOUND (portal-replies.ts).

const CASES: readonly (readonly [PlaRefusal, PlaRefusalAnswer])[] = [
  [
    { kind: 'notEntitled' },
    {
      status: 404,
      error: 'PRODUCT_NOT_FOUND',
      message: 'You have no such product for this company.',
    },
  ],
];

describe('a refused PLA decision in HTTP', () => {
  it.each(CASES.map(([refusal, answer]) => [refusal.kind, refusal, answer] as const))(
    '%s',
    (_kind, refusal, answer) => {
      expect(plaRefusalAnswer(refusal)).toEqual(answer);
    },
  );
});
