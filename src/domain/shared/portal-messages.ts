// Spec §8 "Portal" error catalogue: the stable codes of the portal's own messages. Each code is the
// message id of the spec's text in translations/source/en-us/domain.json; use cases return these
// codes and the UI shows the text.

export const PORTAL_MESSAGE_IDS = {
  generic: 'error.generic',
  genericShort: 'error.genericShort',
  wrongCode: 'verification.code.incorrect',
  codeResent: 'verification.code.resent',
  emailAlreadyRegistered: 'registration.emailExists',
  authenticationPasswordExpired: 'auth.passwordExpiredAuthentication',
  passwordExpired: 'auth.passwordExpired',
  verifyEmail: 'auth.verifyEmail',
  accessDenied: 'auth.accessDenied',
  internalAccount: 'password.internalAccount',
  resetLinkExpired: 'link.resetExpired',
  registrationLinkExpired: 'link.registrationExpired',
  noSearchResults: 'search.noResults',
  servicesUnavailable: 'service.someUnavailable',
  scheduledMaintenance: 'maintenance.scheduled',
  underMaintenance: 'maintenance.underMaintenance',
  termsDeclined: 'terms.declined',
  pageRefreshed: 'logout.pageRefreshed',
  registrationUnexpected: 'registration.unexpected',
} as const;

export type PortalMessageId = (typeof PORTAL_MESSAGE_IDS)[keyof typeof PORTAL_MESSAGE_IDS];
