import { noNavigationIntent, switchCompany } from '../../../src/domain/companies/company-switch';

describe('company switch — §4 "Switching company resets deep-link and selection flags and reloads entitlements for that DUNS." (D-DOM-8)', () => {
  it('resets the deep link, the selection flag and hasNavigate, stores and reloads the DUNS', () => {
    expect(switchCompany('123456789')).toEqual({
      deepLinkUrl: '',
      isDunsSelected: false,
      hasNavigate: { deepLinkUrl: '', isNavigate: false, productName: '' },
      storeSelectedCompany: '123456789',
      reloadEntitlementsFor: '123456789',
    });
  });

  it('§3 "hasNavigate: deepLinkUrl, isNavigate, productName" starts empty', () => {
    expect(noNavigationIntent).toEqual({ deepLinkUrl: '', isNavigate: false, productName: '' });
  });
});
