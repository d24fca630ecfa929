import fs from 'node:fs';
import path from 'node:path';
import {
  dunsSearchFieldAnswer,
  getADunsRefusalAnswer,
  type GetADunsRefusal,
  type GetADunsRefusalAnswer,
} from '../../server/get-a-duns/get-a-duns-replies';

// Issue 16 "services return typed outcomes; routes map them to HTTP status and message": every
// way an entitle call (entitleExistingDuns, entitleProduct, entitleFreemium) is refused, and what
// the API answers for it.

const CASES: readonly (readonly [GetADunsRefusal, GetADunsRefusalAnswer])[] = [
  [
    { kind: 'dunsInvalid' },
    { status: 400, error: 'DUNS_INVALID', message: 'The encrypted DUNS number is not valid.' },
  ],
  [
    { kind: 'unknownApp', appId: 9999 },
    { status: 400, error: 'UNKNOWN_APP_ID', message: 'Unknown app_id 9999.' },
  ],
  [
    { kind: 'dunsNotFound' },
    {
      status: 404,
      error: 'DUNS_NOT_FOUND',
      message: 'No company with this DUNS number was found.',
    },
  ],
  [
    { kind: 'alreadyEntitled', productName: 'Credit Insights Free' },
    {
      status: 409,
      error: 'ALREADY_ENTITLED',
      message: 'This company already has Credit Insights Free for this user.',
    },
  ],
];

describe('a refused Get-a-DUNS entitlement in HTTP', () => {
  it.each(CASES.map(([refusal, answer]) => [refusal.kind, refusal, answer] as const))(
    '%s',
    (_kind, refusal, answer) => {
      expect(getADunsRefusalAnswer(refusal)).toEqual(answer);
    },
  );
});

describe("a refused search or application field in HTTP: the portal's own English text", () => {
  const portalTexts = JSON.parse(
    fs.readFileSync(path.resolve(__dirname, '../../translations/source/en-us/domain.json'), 'utf8'),
  ) as Record<string, string>;

  it.each([
    [
      { field: 'businessName', code: 'validation.businessName.tooShort' },
      'BUSINESS_NAME_TOO_SHORT',
    ],
    [{ field: 'businessName', code: 'validation.businessName.tooLong' }, 'BUSINESS_NAME_TOO_LONG'],
    [{ field: 'zipCode', code: 'validation.zipCode.invalid' }, 'ZIP_CODE_INVALID'],
  ] as const)('%j: 400 %s', (refusal, error) => {
    expect(dunsSearchFieldAnswer(refusal)).toEqual({
      status: 400,
      error,
      message: portalTexts[refusal.code],
    });
  });
});
