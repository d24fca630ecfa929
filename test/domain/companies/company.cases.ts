import {
  PENDING_COMPANY_NAME,
  isPendingPlaceholder,
  pendingPlaceholderCompany,
} from '../../../src/domain/companies/company';
import { company } from '../fixtures';

describe('company record — §3 "A placeholder company has empty values and the name "(Company pending)""', () => {
  it('the placeholder is named "(Company pending)"', () => {
    expect(PENDING_COMPANY_NAME).toBe('(Company pending)');
    expect(pendingPlaceholderCompany.summary.businessName).toBe('(Company pending)');
  });

  it('every other value of the placeholder is empty (null where a value is a number or money, D-PROFILE-1)', () => {
    expect(pendingPlaceholderCompany).toEqual({
      mapDetails: {
        countryCode: '',
        countryName: '',
        postalCode: '',
        streetAddress: '',
        territory: '',
        town: '',
        buildingName: '',
      },
      profileDetails: {
        companyProfileUrl: '',
        countryName: '',
        dunsNumber: '',
        industryDescription: '',
        legalForm: '',
        ownership: '',
        principal: '',
        standaloneIndicator: false,
        telephoneNumber: '',
        website: '',
        stateIncorporated: '',
        annualSales: null,
        employees: null,
        yearIncorporated: null,
        yearStarted: null,
        currentPrincipals: [],
      },
      scoring: {
        delinquency: 0,
        financialStress: 0,
        financialStressNationalPercentile: 0,
        paydex: 0,
        serRating: 0,
      },
      summary: {
        bankruptcyIndicator: false,
        businessName: '(Company pending)',
        locationType: '',
        operatingStatus: '',
        reportDate: '',
        tradeName: '',
      },
      paymentsAndFilings: {
        courtJudgements: null,
        mortgagesAndCharges: null,
        tradePaymentsHighestPastDue: null,
      },
    });
  });

  it.each([
    [pendingPlaceholderCompany, true, 'the placeholder'],
    [company('Acme', '123456789'), false, 'a real company'],
    [
      company('(Company pending)', '123456789'),
      false,
      'a company that happens to carry the name but has a DUNS',
    ],
    [company('Acme', ''), false, 'a company without DUNS but with a name'],
  ])('isPendingPlaceholder: %#', (value, expected) => {
    expect(isPendingPlaceholder(value)).toBe(expected);
  });
});
