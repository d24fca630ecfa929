import * as E from 'fp-ts/Either';
import { HttpEntitlementQueries } from '../../src/adapters/http/http-entitlement-queries.adapter';
import { pendingPlaceholderCompany, type Company } from '../../src/domain/companies/company';
import { fakeBackend } from './fake-backend';

// The company record's fields beyond spec §3 (D-PROFILE-1) as getCompanyInfo answers them: decoded
// at the boundary, so a reply the portal cannot show is a typed error, never a crash or a cast.

const entitlementObject = {
  selectedDuns: '804735132',
  companyInfo: [{ dunsNumber: '804735132', businessName: 'Acme Analytics LLC', role: 'director' }],
  credibilityEntitlements: [],
  vboEntitlements: [],
  vboAssociatedDuns: [],
  dfcEntitlements: [],
  pla: { accepted_tos: true, pla_content: '' },
  isPendingOwlEntitlementsAvailable: false,
};

const acme: Company = {
  ...pendingPlaceholderCompany,
  profileDetails: {
    ...pendingPlaceholderCompany.profileDetails,
    dunsNumber: '804735132',
    stateIncorporated: 'Delaware',
    annualSales: { amount: '4850000.00', currency: 'USD' },
    employees: 38,
    yearIncorporated: 2011,
    yearStarted: 2009,
    currentPrincipals: ['Alex Morgan, Director'],
  },
  summary: { ...pendingPlaceholderCompany.summary, businessName: 'Acme Analytics LLC' },
  paymentsAndFilings: {
    courtJudgements: 0,
    mortgagesAndCharges: 1,
    tradePaymentsHighestPastDue: { amount: '750.00', currency: 'USD' },
  },
};

const answer = (companyDetails: unknown) =>
  new HttpEntitlementQueries(
    fakeBackend(200, JSON.stringify({ ...entitlementObject, companyDetails }), undefined).http,
  ).companyInfo({ kind: 'company', duns: '804735132' })();

const withProfile = (changes: Record<string, unknown>) => ({
  ...acme,
  profileDetails: { ...acme.profileDetails, ...changes },
});
const withFilings = (changes: Record<string, unknown>) => ({
  ...acme,
  paymentsAndFilings: { ...acme.paymentsAndFilings, ...changes },
});

describe('the company record codec — the fields beyond §3', () => {
  it('decodes them into the domain Company as they are; unknown extras are dropped', async () => {
    const reply = await answer({
      ...acme,
      profileDetails: {
        ...acme.profileDetails,
        annualSales: { amount: '4850000.00', currency: 'USD', exchangeRate: 1 },
      },
    });
    expect(E.isRight(reply) && reply.right.company).toEqual(acme);
  });

  it('null is "not available", for every field that may lack a value', async () => {
    const reply = await answer(pendingPlaceholderCompany);
    expect(E.isRight(reply) && reply.right.company).toEqual(pendingPlaceholderCompany);
  });

  it.each([
    ['annual sales as a number', withProfile({ annualSales: 4850000 })],
    [
      'an amount that is not decimal',
      withProfile({ annualSales: { amount: '4.8M', currency: 'USD' } }),
    ],
    [
      'a currency that is not a code',
      withProfile({ annualSales: { amount: '1.00', currency: '$' } }),
    ],
    ['a fractional count of employees', withProfile({ employees: 38.5 })],
    ['a negative count', withFilings({ courtJudgements: -1 })],
    ['a year as text', withProfile({ yearIncorporated: '2011' })],
    ['principals that are not a list', withProfile({ currentPrincipals: 'Alex Morgan' })],
    ['a missing field', withProfile({ stateIncorporated: undefined })],
    ['no filings group', { ...acme, paymentsAndFilings: undefined }],
    [
      'a past-due amount without currency',
      withFilings({ tradePaymentsHighestPastDue: { amount: '1.00' } }),
    ],
  ])('%s is a malformed answer', async (_what, companyDetails) => {
    expect(await answer(companyDetails)).toEqual(E.left({ code: 'service.malformedResponse' }));
  });
});
