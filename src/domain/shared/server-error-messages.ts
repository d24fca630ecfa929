// Issue 11: what the services answer is shown in the user's language. An error body carries a
// stable code (`{ error, message }`, spec §8); the portal shows its own translated message for the
// code and never the server's English `message`. Each code the reference backend can send is here
// (test/i18n/server-error-codes.test.ts reads them from server/ and fails on a new one).

export const SERVER_ERROR_MESSAGES = {
  // Registration and email verification (spec §2, §8).
  USER_EXISTS: 'registration.emailExists',
  CODE_INVALID: 'verification.code.incorrect',
  CODE_EXPIRED: 'verification.code.expired',
  CODE_TRIES_EXCEEDED: 'verification.code.triesExceeded',
  LINK_EXPIRED: 'link.registrationExpired',
  // Form fields (spec §5).
  FIELD_BLANK: 'validation.required.blank',
  REQUIRED_FIELDS_MISSING: 'validation.required.form',
  EMAIL_INVALID: 'validation.email.invalid',
  FIRST_NAME_INVALID: 'validation.firstName.invalid',
  LAST_NAME_INVALID: 'validation.lastName.invalid',
  STREET_INVALID: 'validation.street.invalid',
  CITY_INVALID: 'validation.city.invalid',
  STATE_INVALID: 'validation.region.invalid',
  POSTAL_CODE_INVALID: 'validation.postalCode.invalid',
  PHONE_NUMBER_INVALID: 'validation.phone.invalid',
  LANGUAGE_INVALID: 'validation.language.unsupported',
  EMAIL_CHANGE_NOT_ALLOWED: 'profile.emailChangeNotAllowed',
  // The company search and a free DUNS application (spec §5 "DUNS search", D-DOM-27).
  BUSINESS_NAME_TOO_SHORT: 'validation.businessName.tooShort',
  BUSINESS_NAME_TOO_LONG: 'validation.businessName.tooLong',
  ZIP_CODE_INVALID: 'validation.zipCode.invalid',
  // Passwords (spec §4, §8 "Password-change codes").
  TOKEN_EXPIRED: 'link.resetExpired',
  TOKEN_INVALID: 'link.resetExpired',
  PASSWORDS_DO_NOT_MATCH: 'password.retype.mismatch',
  PASSWORD_REQUIREMENTS_NOT_MET: 'password.policy.notMet',
  PASSWORD_SAME_AS_CURRENT: 'password.new.sameAsCurrent',
  PASSWORD_CHANGED_CONCURRENTLY: 'error.generic',
  INTERNAL_ACCOUNT: 'password.internalAccount',
  '2007': 'password.requirementsNotMet',
  '2008': 'password.currentMismatch',
  '2011': 'password.history',
  '2012': 'password.expiredResetFailed',
  // §5 minimum age, its own code so the portal says it with the policy's unit (D-PWD-10).
  PASSWORD_MIN_AGE: 'password.minimumAge.tooRecent',
  // Signing in (spec §8 "Login widget").
  E0000004: 'auth.invalidCredentials',
  E0000069: 'auth.lockedOut',
  PASSWORD_EXPIRED: 'auth.passwordExpired',
  PASSWORD_TEMPORARY: 'auth.passwordTemporary',
  RATE_LIMITED: 'error.rateLimited',
  INTERACTION_EXPIRED: 'session.expired',
  SIGN_IN_CALLBACK_INVALID: 'signIn.callbackInvalid',
  UNAUTHENTICATED: 'session.expired',
  ID_TOKEN_INVALID: 'session.expired',
  // The account's state, when the portal opens no session for it (§8 "Portal", D-AUTH-8).
  EMAIL_NOT_VERIFIED: 'auth.verifyEmail',
  AUTHENTICATION_PASSWORD_EXPIRED: 'auth.passwordExpiredAuthentication',
  // MFA Options (issue 28); a country without MFA shows "Page not found", never this text.
  MFA_UNAVAILABLE: 'error.generic',
  MFA_PROOF_REQUIRED: 'mfa.proof.required',
  MFA_PROOF_INCORRECT: 'mfa.proof.incorrect',
  MFA_FACTOR_UNKNOWN: 'mfa.factor.unknown',
  MFA_CODE_INCORRECT: 'mfa.code.incorrect',
  MFA_CODE_USED: 'mfa.code.used',
  RECOVERY_CODE_INCORRECT: 'mfa.recoveryCode.incorrect',
  PASSKEY_EXPIRED: 'mfa.passkey.expired',
  PASSKEY_REFUSED: 'mfa.passkey.refused',
  PASSKEY_UNKNOWN: 'mfa.passkey.unknown',
  SESSION_UNKNOWN: 'sessions.unknown',
  FACTOR_NAME_REQUIRED: 'mfa.factorName.required',
  FACTOR_NAME_TOO_LONG: 'mfa.factorName.tooLong',
  // Companies, products and terms.
  COMPANY_NOT_FOUND: 'company.notLinked',
  DUNS_NOT_FOUND: 'duns.notFound',
  DUNS_INVALID: 'duns.notFound',
  ALREADY_ENTITLED: 'product.alreadyEntitled',
  NOT_ENTITLED: 'product.notEntitled',
  PRODUCT_NOT_FOUND: 'product.notEntitled',
  SUBSCRIPTION_NOT_FOUND: 'product.notEntitled',
  PLA_NOT_ACCEPTED: 'terms.declined',
  // The portal's own faults or a tampered request: nothing the user can fix but try again.
  PLA_VERSION_MISMATCH: 'error.generic',
  EMAIL_MISMATCH: 'error.generic',
  PAYLOAD_INVALID_APP_ID: 'error.generic',
  PAYLOAD_INVALID_DUNS: 'error.generic',
  PAYLOAD_NOT_A_QUERY: 'error.generic',
  PAYLOAD_NOT_BASE64: 'error.generic',
  UNKNOWN_APP_ID: 'error.generic',
  // An ad slot asked for where the country has none: the slot shows its own offer (D-ADS-1).
  AD_SLOT_NOT_FOUND: 'error.generic',
  IDAAS_UUID_MISMATCH: 'error.generic',
  CSRF_TOKEN_INVALID: 'error.generic',
  ORIGIN_NOT_ALLOWED: 'error.generic',
  MISDIRECTED_REQUEST: 'error.generic',
  VALIDATION_ERROR: 'error.generic',
  BAD_REQUEST: 'error.generic',
  NOT_FOUND: 'error.generic',
  INTERNAL_ERROR: 'error.generic',
  // PostgreSQL away for a moment (D-STORE-14): the generic text already says to try again later.
  DATABASE_UNAVAILABLE: 'error.generic',
  PORTAL_NOT_BUILT: 'error.generic',
} as const;

export type ServerErrorCode = keyof typeof SERVER_ERROR_MESSAGES;
export type ServerErrorMessageId = (typeof SERVER_ERROR_MESSAGES)[ServerErrorCode];

const isServerErrorCode = (code: string): code is ServerErrorCode =>
  Object.hasOwn(SERVER_ERROR_MESSAGES, code);

/** The message id for an error code from the services; an unknown or missing code is generic. */
export const messageForServerError = (
  code: string | number | null | undefined,
): ServerErrorMessageId => {
  const key = String(code ?? '').trim();
  return isServerErrorCode(key) ? SERVER_ERROR_MESSAGES[key] : 'error.generic';
};
