import {
  COMPANY_PROFILE_FIELDS,
  shownCompanyFields,
} from '../../../src/domain/companies/company-profile-fields';

describe('company fields — §2 "Company fields shown" (D-DOM-4)', () => {
  it('"last update, trade name, DUNS number, state incorporated, annual sales, employees, industry, named principal, phone, website, address, year incorporated, year started, current principals, court judgements, mortgages and charges, trade payments (highest past due)"', () => {
    expect(COMPANY_PROFILE_FIELDS).toEqual([
      'lastUpdate',
      'tradeName',
      'dunsNumber',
      'stateIncorporated',
      'annualSales',
      'employees',
      'industry',
      'namedPrincipal',
      'phone',
      'website',
      'address',
      'yearIncorporated',
      'yearStarted',
      'currentPrincipals',
      'courtJudgements',
      'mortgagesAndCharges',
      'tradePaymentsHighestPastDue',
    ]);
  });

  it('shows the fields with a value in the §2 order, the DUNS number formatted, blanks omitted', () => {
    expect(
      shownCompanyFields({
        website: ' acme.example ',
        dunsNumber: '123456789',
        tradeName: 'Acme',
        phone: '  ',
        employees: undefined,
      }),
    ).toEqual([
      { field: 'tradeName', labelId: 'companyProfile.field.tradeName', value: 'Acme' },
      { field: 'dunsNumber', labelId: 'companyProfile.field.dunsNumber', value: '12-345-6789' },
      { field: 'website', labelId: 'companyProfile.field.website', value: 'acme.example' },
    ]);
  });

  it('D-DOM-4 "other values as the server gives them": only the DUNS number is formatted', () => {
    expect(shownCompanyFields({ dunsNumber: '123456789', annualSales: '250000000' })).toEqual([
      { field: 'dunsNumber', labelId: 'companyProfile.field.dunsNumber', value: '12-345-6789' },
      { field: 'annualSales', labelId: 'companyProfile.field.annualSales', value: '250000000' },
    ]);
  });

  it('an empty profile shows nothing', () => {
    expect(shownCompanyFields({})).toEqual([]);
  });
});
