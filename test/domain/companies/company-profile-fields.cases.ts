import { pendingPlaceholderCompany, type Company } from '../../../src/domain/companies/company';
import {
  COMPANY_PROFILE_FIELDS,
  companyProfileRows,
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
});

describe('company profile rows — every §2 field with its kind, null when the record is silent (D-PROFILE-2)', () => {
  const acme: Company = {
    mapDetails: {
      countryCode: 'US',
      countryName: 'United States',
      postalCode: '07078',
      streetAddress: '100 Market Street',
      territory: 'NJ',
      town: 'Short Hills',
      buildingName: 'Market Plaza',
    },
    profileDetails: {
      companyProfileUrl: 'http://localhost:8080/companyDetails?duns=804735132',
      countryName: 'United States',
      dunsNumber: '804735132',
      industryDescription: 'Management consulting services',
      legalForm: 'Limited Liability Company',
      ownership: 'Privately held',
      principal: 'Alex Morgan, Director',
      standaloneIndicator: true,
      telephoneNumber: '(973) 555-0142',
      website: 'www.acme-analytics.example',
      stateIncorporated: 'Delaware',
      annualSales: { amount: '4850000.00', currency: 'USD' },
      employees: 38,
      yearIncorporated: 2011,
      yearStarted: 2009,
      currentPrincipals: ['Alex Morgan, Director', ' ', 'Rita Chen, Chief Financial Officer'],
    },
    scoring: {
      delinquency: 12,
      financialStress: 2,
      financialStressNationalPercentile: 74,
      paydex: 80,
      serRating: 3,
    },
    summary: {
      bankruptcyIndicator: false,
      businessName: 'Acme Analytics LLC',
      locationType: 'Headquarters',
      operatingStatus: 'Active',
      reportDate: '2026-01-15',
      tradeName: 'Acme Analytics',
    },
    paymentsAndFilings: {
      courtJudgements: 0,
      mortgagesAndCharges: 1,
      tradePaymentsHighestPastDue: { amount: '750.00', currency: 'USD' },
    },
  };

  const valuesOf = (company: Company) =>
    companyProfileRows(company).map(({ field, kind, value }) => [field, kind, value]);

  it('a full record: the 17 fields in the §2 order, each of its kind', () => {
    expect(valuesOf(acme)).toEqual([
      ['lastUpdate', 'date', '2026-01-15'],
      ['tradeName', 'text', 'Acme Analytics'],
      ['dunsNumber', 'text', '80-473-5132'],
      ['stateIncorporated', 'text', 'Delaware'],
      ['annualSales', 'money', { amount: '4850000.00', currency: 'USD' }],
      ['employees', 'count', 38],
      ['industry', 'text', 'Management consulting services'],
      ['namedPrincipal', 'text', 'Alex Morgan, Director'],
      ['phone', 'text', '(973) 555-0142'],
      [
        'website',
        'website',
        { text: 'www.acme-analytics.example', href: 'https://www.acme-analytics.example' },
      ],
      [
        'address',
        'address',
        ['Market Plaza', '100 Market Street', 'Short Hills, NJ 07078', 'United States'],
      ],
      ['yearIncorporated', 'year', 2011],
      ['yearStarted', 'year', 2009],
      [
        'currentPrincipals',
        'list',
        ['Alex Morgan, Director', 'Rita Chen, Chief Financial Officer'],
      ],
      ['courtJudgements', 'count', 0],
      ['mortgagesAndCharges', 'count', 1],
      ['tradePaymentsHighestPastDue', 'money', { amount: '750.00', currency: 'USD' }],
    ]);
    expect(companyProfileRows(acme).map((row) => row.labelId)).toEqual(
      COMPANY_PROFILE_FIELDS.map((field) => `companyProfile.field.${field}`),
    );
  });

  it('the placeholder: every field is there, every value null', () => {
    const rows = companyProfileRows(pendingPlaceholderCompany);
    expect(rows.map((row) => row.field)).toEqual([...COMPANY_PROFILE_FIELDS]);
    expect(rows.every((row) => row.value === null)).toBe(true);
  });

  it('blank text is "not available"; the DUNS number alone is reformatted (D-DOM-4), other text as given', () => {
    const blank = {
      ...acme,
      summary: { ...acme.summary, tradeName: '  ' },
      profileDetails: { ...acme.profileDetails, telephoneNumber: '', principal: ' Alex Morgan ' },
    };
    expect(valuesOf(blank)).toContainEqual(['tradeName', 'text', null]);
    expect(valuesOf(blank)).toContainEqual(['phone', 'text', null]);
    expect(valuesOf(blank)).toContainEqual(['namedPrincipal', 'text', 'Alex Morgan']);
    expect(valuesOf(blank)).toContainEqual(['dunsNumber', 'text', '80-473-5132']);
  });

  it('0 employees or judgements is a value, not "not available"', () => {
    const none = {
      ...acme,
      profileDetails: { ...acme.profileDetails, employees: 0 },
    };
    expect(valuesOf(none)).toContainEqual(['employees', 'count', 0]);
    expect(valuesOf(none)).toContainEqual(['courtJudgements', 'count', 0]);
  });

  it.each([
    ['2026-01-15', { kind: 'date', value: '2026-01-15' }, 'an ISO 8601 date'],
    [' 2025-12-02 ', { kind: 'date', value: '2025-12-02' }, 'trimmed'],
    ['2026-13-45', { kind: 'text', value: '2026-13-45' }, 'not a real date: shown as given'],
    ['January 2026', { kind: 'text', value: 'January 2026' }, 'text: shown as given'],
    ['', { kind: 'text', value: null }, 'none'],
  ])('last update %j → %j (%s)', (reportDate, expected, _why) => {
    const rows = companyProfileRows({ ...acme, summary: { ...acme.summary, reportDate } });
    expect(rows[0]).toEqual({
      field: 'lastUpdate',
      labelId: 'companyProfile.field.lastUpdate',
      ...expected,
    });
  });

  it.each([
    ['www.acme.example', 'https://www.acme.example', 'a bare host gets https'],
    ['https://acme.example/about', 'https://acme.example/about', 'https is kept'],
    ['HTTP://acme.example', 'HTTP://acme.example', 'http is kept, whatever its case'],
    ['javascript:alert(1)', null, 'another scheme is never a link'],
    ['mailto:info@acme.example', null, 'nor is mail'],
  ])('website %j → link %j (%s)', (site, href, _why) => {
    const rows = companyProfileRows({
      ...acme,
      profileDetails: { ...acme.profileDetails, website: ` ${site} ` },
    });
    expect(rows.find((row) => row.field === 'website')).toMatchObject({
      kind: 'website',
      value: { text: site, href },
    });
  });
});
