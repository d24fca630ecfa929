/** An amount in whole cents (minor units) and its ISO 4217 currency. */
export interface SeedMoney {
  readonly cents: number;
  readonly currency: string;
}

/** The §2 company fields the §3 record lacks (D-PROFILE-1), for a seeded company. */
export interface SeedCompanyProfileFacts {
  readonly stateIncorporated: string;
  readonly annualSales: SeedMoney;
  readonly employees: number;
  readonly yearIncorporated: number;
  readonly yearStarted: number;
  readonly currentPrincipals: readonly string[];
  readonly courtJudgements: number;
  readonly mortgagesAndCharges: number;
  readonly tradePaymentsHighestPastDue: SeedMoney;
}

const usd = (dollars: number): SeedMoney => ({ cents: dollars * 100, currency: 'USD' });

/**
 * Believable values for each seeded company, by DUNS: sales and staff that fit the industry, years
 * that fit the history, and filings and past-due amounts in line with the company's PAYDEX
 * (80 pays promptly, 64 pays late). A company seeded without facts shows "not available".
 */
export const SEED_COMPANY_PROFILE_FACTS: Readonly<Record<string, SeedCompanyProfileFacts>> = {
  // Acme Analytics LLC, management consulting, Short Hills NJ.
  '804735132': {
    stateIncorporated: 'Delaware',
    annualSales: usd(4_850_000),
    employees: 38,
    yearIncorporated: 2011,
    yearStarted: 2009,
    currentPrincipals: [
      'Alex Morgan, Director',
      'Rita Chen, Chief Financial Officer',
      'Samuel Ortiz, Vice President Operations',
    ],
    courtJudgements: 0,
    mortgagesAndCharges: 1,
    tradePaymentsHighestPastDue: usd(750),
  },
  // Blue Ridge Bakery Inc, retail bakeries, Asheville NC.
  '060704780': {
    stateIncorporated: 'North Carolina',
    annualSales: usd(1_240_000),
    employees: 22,
    yearIncorporated: 2003,
    yearStarted: 1998,
    currentPrincipals: ['Dana Whitfield, President', 'Tom Whitfield, Secretary'],
    courtJudgements: 0,
    mortgagesAndCharges: 2,
    tradePaymentsHighestPastDue: usd(3_400),
  },
  // Coastal Freight Co, long-distance trucking, Savannah GA (a branch).
  '150483782': {
    stateIncorporated: 'Georgia',
    annualSales: usd(18_600_000),
    employees: 140,
    yearIncorporated: 1987,
    yearStarted: 1985,
    currentPrincipals: [
      'Marcus Lee, Chief Executive Officer',
      'Angela Brooks, Chief Operating Officer',
      'Victor Han, Treasurer',
    ],
    courtJudgements: 1,
    mortgagesAndCharges: 4,
    tradePaymentsHighestPastDue: usd(12_750),
  },
  // Harbor Point Dental PLLC, dental practice, Tampa FL.
  '079942718': {
    stateIncorporated: 'Florida',
    annualSales: usd(2_100_000),
    employees: 14,
    yearIncorporated: 2014,
    yearStarted: 2014,
    currentPrincipals: ['Priya Shah, Managing Member', 'Daniel Ruiz, Member'],
    courtJudgements: 0,
    mortgagesAndCharges: 1,
    tradePaymentsHighestPastDue: usd(0),
  },
  // Thames Valley Joinery Ltd, joinery, Reading: registered in England and Wales.
  '216540793': {
    stateIncorporated: 'England and Wales',
    annualSales: { cents: 165_000_000, currency: 'GBP' },
    employees: 19,
    yearIncorporated: 2006,
    yearStarted: 2006,
    currentPrincipals: ['Oliver Bennett, Director', 'Claire Bennett, Company Secretary'],
    courtJudgements: 0,
    mortgagesAndCharges: 1,
    tradePaymentsHighestPastDue: { cents: 120_000, currency: 'GBP' },
  },
  // Liffey Print Works Ltd, printing, Dublin: registered with the Companies Registration Office.
  '985123456': {
    stateIncorporated: 'Ireland',
    annualSales: { cents: 312_000_000, currency: 'EUR' },
    employees: 26,
    yearIncorporated: 1998,
    yearStarted: 1996,
    currentPrincipals: ['Aoife Byrne, Director', 'Ciarán Walsh, Company Secretary'],
    courtJudgements: 0,
    mortgagesAndCharges: 2,
    tradePaymentsHighestPastDue: { cents: 85_000, currency: 'EUR' },
  },
  // Vltava Software s.r.o., software, Prague: registered at the Prague commercial register.
  '360012345': {
    stateIncorporated: 'Praha',
    annualSales: { cents: 8_650_000_000, currency: 'CZK' },
    employees: 64,
    yearIncorporated: 2012,
    yearStarted: 2010,
    currentPrincipals: ['Jana Nováková, jednatelka', 'Petr Dvořák, jednatel'],
    courtJudgements: 0,
    mortgagesAndCharges: 0,
    tradePaymentsHighestPastDue: { cents: 0, currency: 'CZK' },
  },
};
