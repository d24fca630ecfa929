import { PORTAL_MESSAGE_IDS } from '../../../src/domain/shared/portal-messages';

describe('portal message ids — §8 "Portal" error catalogue', () => {
  it('names one stable code per message of the catalogue', () => {
    expect(PORTAL_MESSAGE_IDS).toEqual({
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
    });
  });
});
