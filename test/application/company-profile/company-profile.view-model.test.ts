import { pendingPlaceholderCompany } from '../../../src/domain/companies/company';
import { COMPANY_PROFILE_FIELDS } from '../../../src/domain/companies/company-profile-fields';
import {
  manageCompanyProfileUrl,
  toCompanyProfileViewModel,
  type CompanyProfileState,
} from '../../../src/application/company-profile/company-profile.view-model';
import { bareRecord, companyRecord } from './company-profile-fakes';

// Spec §2 "Company profile: public profile view, manage link, pending state, no-company prompt",
// §6 "A Director or above ... Manage Company Profile ...; others see a view-only profile."

const acme = companyRecord('Acme Analytics LLC', '804735132');

describe('the company profile view model', () => {
  it.each<[string, CompanyProfileState, string]>([
    ['the companies or the record are loading', { status: 'loading' }, 'loading'],
    ['the companies or the record could not be loaded', { status: 'failed' }, 'error'],
    [
      '§2 "no-company prompt": no company selected',
      { status: 'ready', selected: undefined, seniority: undefined },
      'noCompanyPrompt',
    ],
    [
      '§2 "pending state": the "(Company pending)" placeholder',
      { status: 'ready', selected: pendingPlaceholderCompany, seniority: 'owner' },
      'pending',
    ],
    [
      '§2 "public profile view": a company',
      { status: 'ready', selected: acme, seniority: 'director' },
      'profile',
    ],
  ])('%s → %s', (_case, state, screen) => {
    expect(toCompanyProfileViewModel(state).screen).toBe(screen);
  });

  it('§4 "A pending DUNS request is processed and the number emailed after validation": within §9\'s 30 business days', () => {
    expect(
      toCompanyProfileViewModel({
        status: 'ready',
        selected: pendingPlaceholderCompany,
        seniority: undefined,
      }),
    ).toEqual({ screen: 'pending', maxBusinessDays: 30 });
  });

  it('the no-company prompt leads to Get-a-DUNS', () => {
    expect(
      toCompanyProfileViewModel({ status: 'ready', selected: undefined, seniority: undefined }),
    ).toEqual({ screen: 'noCompanyPrompt', getADunsPath: '/gad/search' });
  });

  it.each([
    ['staff', 'viewOnly', undefined],
    ['manager', 'viewOnly', undefined],
    ['director', 'manage', '/demo-product/154?duns=804735132'],
    ['vicePresident', 'manage', '/demo-product/154?duns=804735132'],
    ['executive', 'manage', '/demo-product/154?duns=804735132'],
    ['owner', 'manage', '/demo-product/154?duns=804735132'],
    [undefined, 'viewOnly', undefined],
  ] as const)(
    '§6 seniority %s → %s, manage link %s (D-DOM-9, D-PROFILE-3)',
    (seniority, access, url) => {
      expect(
        toCompanyProfileViewModel({ status: 'ready', selected: acme, seniority }),
      ).toMatchObject({
        screen: 'profile',
        businessName: 'Acme Analytics LLC',
        access,
        manageUrl: url,
      });
    },
  );

  it('the profile lists the 17 fields of §2 in its order, with raw values and their kind', () => {
    const model = toCompanyProfileViewModel({
      status: 'ready',
      selected: acme,
      seniority: 'owner',
    });
    if (model.screen !== 'profile') throw new Error('expected the profile');
    expect(model.fields.map((row) => row.field)).toEqual([...COMPANY_PROFILE_FIELDS]);
    expect(model.fields.map((row) => [row.field, row.kind, row.value])).toEqual([
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
  });

  it('a record without values keeps every field, each null ("not available"), except the DUNS number', () => {
    const model = toCompanyProfileViewModel({
      status: 'ready',
      selected: bareRecord('Bare Co', '123456789'),
      seniority: undefined,
    });
    if (model.screen !== 'profile') throw new Error('expected the profile');
    expect(model.fields).toHaveLength(17);
    expect(model.fields.filter((row) => row.value !== null)).toEqual([
      {
        field: 'dunsNumber',
        labelId: 'companyProfile.field.dunsNumber',
        kind: 'text',
        value: '12-345-6789',
      },
    ]);
  });

  it('§3 feature record: the public profile, business overview and updated-info links name the company; one the country lacks is left out (D-PROFILE-6)', () => {
    const link = (path: string) =>
      ({ enabled: true, url: `https://www.provider.example/cz/${path}?from=portal` }) as const;
    const model = toCompanyProfileViewModel({
      status: 'ready',
      selected: acme,
      seniority: 'staff',
      links: {
        publicProfile: link('company-profiles'),
        businessOverview: { enabled: false },
        updatedInfo: link('company/update-information'),
      },
    });
    expect(model).toMatchObject({
      screen: 'profile',
      links: [
        {
          kind: 'publicProfile',
          url: 'https://www.provider.example/cz/company-profiles?from=portal&duns=804735132',
        },
        {
          kind: 'updatedInfo',
          url: 'https://www.provider.example/cz/company/update-information?from=portal&duns=804735132',
        },
      ],
    });
  });

  it('a profile without the feature record has no company links', () => {
    expect(
      toCompanyProfileViewModel({ status: 'ready', selected: acme, seniority: 'owner' }),
    ).toMatchObject({ screen: 'profile', links: [] });
  });

  it('the manage link names its company safely in the address', () => {
    expect(manageCompanyProfileUrl('060704780')).toBe('/demo-product/154?duns=060704780');
    expect(manageCompanyProfileUrl('a&b')).toBe('/demo-product/154?duns=a%26b');
  });
});
