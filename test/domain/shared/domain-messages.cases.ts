import fs from 'node:fs';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import * as E from 'fp-ts/Either';
import { aaaDiplomaPurchaseNotification } from '../../../src/domain/notifications/aaa-diploma-notification';
import {
  validateCity,
  validateRegion,
  validateStreetAddress,
} from '../../../src/domain/accounts/address-fields';
import { companyProfileRows } from '../../../src/domain/companies/company-profile-fields';
import { pendingPlaceholderCompany } from '../../../src/domain/companies/company';
import { SUPPORTED_COUNTRIES } from '../../../src/domain/locale/country';
import { validateDunsSearch } from '../../../src/domain/companies/duns-search';
import { validateEmail } from '../../../src/domain/accounts/email-address';
import { passwordMinimumAgeMessage } from '../../../src/domain/accounts/password-age';
import {
  validatePasswordChange,
  validatePasswordReset,
} from '../../../src/domain/accounts/password-change';
import { passwordChecklist } from '../../../src/domain/accounts/password-policy';
import { validatePersonName } from '../../../src/domain/accounts/person-name';
import { validatePhoneNumber } from '../../../src/domain/accounts/phone-number';
import { PORTAL_MESSAGE_IDS } from '../../../src/domain/shared/portal-messages';
import { SERVER_ERROR_MESSAGES } from '../../../src/domain/shared/server-error-messages';
import { toSignInError } from '../../../src/domain/accounts/sign-in-errors';
import { validatePostalCode } from '../../../src/domain/accounts/postal-code';
import {
  PRODUCT_CATALOGUE,
  productDescriptionId,
} from '../../../src/domain/entitlements/product-catalogue';
import { regionLabelId } from '../../../src/domain/accounts/region-label';
import { serviceBanners } from '../../../src/domain/maintenance/service-banners';
import { tilePillMessage, type TilePill } from '../../../src/domain/entitlements/tile-pill';
import { renewalMessageId } from '../../../src/domain/trials/trial-status';
import { validateVerificationCode } from '../../../src/domain/accounts/verification-code';

const catalogue = (file: string): Record<string, string> =>
  JSON.parse(
    fs.readFileSync(path.resolve(__dirname, '../../../translations/source/en-us', file), 'utf8'),
  ) as Record<string, string>;

const domain = catalogue('domain.json');

const leftCode = <A>(result: E.Either<{ readonly code: string }, A>): string[] =>
  E.isLeft(result) ? [result.left.code] : [];
const leftCodes = <A>(result: E.Either<readonly { readonly code: string }[], A>): string[] =>
  E.isLeft(result) ? result.left.map((error) => error.code) : [];

const pills: TilePill[] = [
  { kind: 'pendingDunsNumberCreation' },
  { kind: 'dunsApplicationNotComplete' },
  { kind: 'dunsApplicationProcessing' },
  { kind: 'pendingAddYourCompany' },
  { kind: 'pendingProductTermsAcceptance' },
  { kind: 'trialDaysLeft', days: 2 },
  { kind: 'downloadAssets' },
  { kind: 'newFeatureAvailable' },
];

/** Every message id a domain function returns, gathered by calling them. */
const returnedIds = (): Set<string> => {
  const freeCi = PRODUCT_CATALOGUE.find((product) => product.key === 'creditInsightsFree');
  return new Set([
    ...leftCode(validateEmail('')),
    ...leftCode(validateEmail('x')),
    ...leftCode(validatePersonName('firstName', '1')),
    ...leftCode(validatePersonName('firstName', 'a'.repeat(60))),
    ...leftCode(validatePersonName('lastName', 'a'.repeat(60))),
    ...leftCode(validateStreetAddress('<')),
    ...leftCode(validateCity('1')),
    ...leftCode(validateRegion('GB', '1')),
    ...leftCode(validatePostalCode('US', 'x')),
    ...leftCode(validatePhoneNumber('US', 'x')),
    ...leftCode(validateVerificationCode('x')),
    ...leftCodes(validateDunsSearch({ businessName: '', zipCode: '' })),
    ...leftCodes(validateDunsSearch({ businessName: 'a'.repeat(121), zipCode: '10001' })),
    ...leftCodes(
      validatePasswordChange({
        currentPassword: 'Abcdefgh1!',
        newPassword: 'Abcdefgh1!',
        retypePassword: 'x',
      }),
    ),
    ...leftCodes(
      validatePasswordChange({
        currentPassword: 'a',
        newPassword: 'short',
        retypePassword: 'short',
      }),
    ),
    ...leftCodes(
      validatePasswordReset({ temporaryPassword: '', newPassword: '', retypePassword: '' }),
    ),
    ...passwordChecklist('', 'US').map((check) => check.messageId),
    ...passwordChecklist('', 'CZ').map((check) => check.messageId),
    ...(['minutes', 'hours', 'days'] as const).map(
      (unit) => passwordMinimumAgeMessage({ count: 1, unit }).id,
    ),
    ...Object.values(PORTAL_MESSAGE_IDS),
    // The sign-in errors' texts are the login page's (portal.json), like toSignInError's.
    ...Object.values(SERVER_ERROR_MESSAGES).filter((id) => !signInTexts.has(id)),
    ...SUPPORTED_COUNTRIES.map(regionLabelId),
    ...pills.map((pill) => tilePillMessage(pill).id),
    ...(freeCi === undefined ? [] : [renewalMessageId(freeCi) ?? '']),
    aaaDiplomaPurchaseNotification.message,
    aaaDiplomaPurchaseNotification.ctaPurchase ?? '',
    ...serviceBanners(true, { year: 2026, month: 11, day: 20, hour: 0, minute: 0 }).map(
      (banner) => banner.messageId,
    ),
    ...companyProfileRows(pendingPlaceholderCompany).map((row) => row.labelId),
    ...PRODUCT_CATALOGUE.map((product) => productDescriptionId(product.key)),
  ]);
};

const signInTexts = new Set<string>([
  ...['E0000004', 'E0000069', 'PASSWORD_TEMPORARY'].map((code) => toSignInError(code).code),
  // The callback page's own text (portal.json), which SIGN_IN_CALLBACK_INVALID names too.
  'signIn.callbackInvalid',
]);

describe('translations/source/en-us/domain.json (texts the spec does not give: D-DOM-23)', () => {
  const ids = returnedIds();

  it('has an English text for every message id the domain returns', () => {
    expect([...ids].filter((id) => !(id in domain))).toEqual([]);
  });

  it('holds no text that the domain never returns', () => {
    expect(Object.keys(domain).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('shares no id with the other catalogues of the locale (compile-translations refuses duplicates)', () => {
    const dir = path.resolve(__dirname, '../../../translations/source/en-us');
    const others = fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.json') && file !== 'domain.json');
    for (const file of others) {
      expect(Object.keys(catalogue(file)).filter((id) => id in domain)).toEqual([]);
    }
  });

  it('every text is valid ICU', () => {
    for (const text of Object.values(domain)) expect(() => parse(text)).not.toThrow();
  });

  it.each([
    ['validation.email.invalid', 'Please enter a valid email address.', '§5 Email'],
    ['validation.name.lettersAndSpaces', 'Please enter letters and spaces only.', '§5 Names'],
    ['validation.required.form', 'Please fill out required fields.', '§5 Required fields'],
    ['validation.required.blank', 'This field cannot be left blank.', '§5 Required fields'],
    ['password.retype.mismatch', 'Passwords do not match.', '§5 Password'],
    [
      'password.new.sameAsCurrent',
      'Password cannot be the same as the current password',
      '§5 Password',
    ],
    ['password.temporary.required', 'Please provide your temporary password.', '§5 Password'],
    ['validation.zipCode.invalid', 'Enter a valid 5-digit ZIP Code', '§5 DUNS search'],
    ['validation.businessName.tooShort', 'Please enter 3 or more characters', '§5 DUNS search'],
    ['error.generic', 'Sorry, something went wrong. Please try again later.', '§8 Generic'],
    ['error.genericShort', 'Something went wrong. Please try again later.', '§8 Generic'],
    ['verification.code.incorrect', 'The code you have entered is not correct.', '§8 Wrong code'],
    ['verification.code.resent', 'A new code has been sent to your email.', '§8 Resend success'],
    [
      'registration.emailExists',
      'Registration error. Sign in or reset your password.',
      '§8 Existing email',
    ],
    ['auth.passwordExpiredAuthentication', 'Authentication Failed: Password expired.', '§8'],
    ['auth.passwordExpired', 'Password is expired, please reset.', '§8'],
    ['auth.verifyEmail', 'Please verify your email.', '§8'],
    ['auth.accessDenied', 'Access Denied', '§8 Locked'],
    ['link.resetExpired', 'Your link has expired.', '§8'],
    ['link.registrationExpired', 'The link you followed has expired.', '§8'],
    ['search.noResults', 'Sorry, no results were found in the company search.', '§8'],
    [
      'service.someUnavailable',
      'Some of the services are not available at the moment. Please try again later.',
      '§8',
    ],
    ['maintenance.underMaintenance', 'We are under maintenance and we will be back shortly', '§8'],
    [
      'logout.pageRefreshed',
      'This page has been refreshed. Please login again.',
      '§8 Logout messages',
    ],
    ['registration.unexpected', 'An unexpected error occurred', '§8 Registration failure'],
    ['address.region.province', 'Province', '§5 Region label'],
    ['address.region.countyProvince', 'County/Province', '§5 Region label'],
    ['tile.pill.pendingAddYourCompany', 'Pending add your company', '§4 Tile pill labels'],
    [
      'tile.pill.trialDaysLeft',
      '{days, plural, one {# day} other {# days}} of trial left',
      '§4 "N days of trial left"',
    ],
  ])("%s is the spec's exact text %j (%s)", (id, text) => {
    expect(domain[id]).toBe(text);
  });
});
