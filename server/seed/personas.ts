/** The seeded demo accounts, listed in README.md. All share DEMO_PASSWORD unless they say otherwise. */
export const DEMO_PASSWORD = 'Demo-Portal-2026';

export interface SeedCompany {
  readonly duns: string;
  readonly businessName: string;
  readonly tradeName: string;
  readonly streetAddress: string;
  readonly town: string;
  readonly territory: string;
  readonly postalCode: string;
  readonly countryCode: string;
}

export interface SeedEntitlement {
  readonly duns: string | null;
  readonly appId: number;
  readonly productId: number | null;
  readonly productName: string;
  readonly plaAccepted?: boolean;
}

export interface SeedPersona {
  readonly id: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly countryCode: string;
  readonly languagePreference: string;
  readonly magento: boolean;
  readonly companies: readonly { readonly duns: string; readonly role: 'director' | 'member' }[];
  readonly entitlements: readonly SeedEntitlement[];
}

export const SEED_COMPANIES: readonly SeedCompany[] = [
  { duns: '804735132', businessName: 'Acme Analytics LLC', tradeName: 'Acme Analytics', streetAddress: '100 Market Street', town: 'Short Hills', territory: 'NJ', postalCode: '07078', countryCode: 'US' },
  { duns: '060704780', businessName: 'blue Ridge Bakery Inc', tradeName: 'Blue Ridge Bakery', streetAddress: '12 Orchard Lane', town: 'Asheville', territory: 'NC', postalCode: '28801', countryCode: 'US' },
  { duns: '150483782', businessName: 'Coastal Freight Co', tradeName: 'Coastal Freight', streetAddress: '7 Harbor Road', town: 'Savannah', territory: 'GA', postalCode: '31401', countryCode: 'US' },
];

export const PERSONAS: readonly SeedPersona[] = [
  {
    id: 'usr-us-owner',
    email: 'us.owner@example.com',
    firstName: 'Alex',
    lastName: 'Morgan',
    countryCode: 'US',
    languagePreference: 'en-us',
    magento: true,
    companies: [
      { duns: '804735132', role: 'director' },
      { duns: '060704780', role: 'member' },
      { duns: '150483782', role: 'member' },
    ],
    entitlements: [
      { duns: '804735132', appId: 294, productId: 27, productName: 'Credit Insights' },
      { duns: '804735132', appId: 252, productId: 14176, productName: 'Credit Monitor' },
      { duns: '804735132', appId: 274, productId: 28, productName: 'Registered Seal' },
      { duns: '060704780', appId: 306, productId: 31, productName: 'AAA Diploma' },
    ],
  },
];
