// The shapes of the demo seed's records (personas.ts, dashboard-personas.ts), which seed.ts writes.

export interface SeedCompany {
  readonly duns: string;
  readonly businessName: string;
  readonly tradeName: string;
  readonly streetAddress: string;
  readonly town: string;
  readonly territory: string;
  readonly postalCode: string;
  readonly countryCode: string;
  /** The §3 company record details (server/portal company_records). */
  readonly record?: SeedCompanyRecord;
}

export interface SeedCompanyRecord {
  readonly buildingName?: string;
  readonly industryDescription: string;
  readonly legalForm: string;
  readonly ownership: string;
  readonly principal: string;
  readonly standaloneIndicator: boolean;
  readonly telephoneNumber: string;
  readonly website: string;
  readonly delinquency: number;
  readonly financialStress: number;
  readonly financialStressNationalPercentile: number;
  readonly paydex: number;
  readonly serRating: number;
  readonly bankruptcyIndicator: boolean;
  readonly locationType: string;
  readonly operatingStatus: string;
  readonly reportDate: string;
}

export interface SeedEntitlement {
  readonly duns: string | null;
  readonly appId: number;
  readonly productId: number | null;
  readonly productName: string;
  readonly plaAccepted?: boolean;
  /** 'active' (default) or 'pending' (waiting for a DUNS number). */
  readonly status?: 'active' | 'pending';
  /** A trial: it ends this many days after seeding (negative: it ended that many days before). */
  readonly trialDays?: number;
  /** The product made assets not yet fetched ("download assets" pill, D-DASH-7). */
  readonly assetsReady?: boolean;
  /** The product gained a feature since last opened ("new feature available" pill, D-DASH-7). */
  readonly newFeature?: boolean;
}

export interface SeedCredibilityEntitlement {
  readonly duns: string | null;
  readonly type: string;
  readonly displayDuns: string;
  readonly title: string;
}

export interface SeedCreditFileCase {
  readonly caseId: string;
  readonly duns: string | null;
  readonly productName: string;
  readonly status: 'pending' | 'processing' | 'issued';
  readonly daysAgo: number;
}

/**
 * A free DUNS application as getNewDFCCase stores it. With a ZIP Code it is submitted and its
 * status follows the clock (D-API-7), so one submitted a few hours before seeding is `pending`
 * then, whatever the weekday; without one it was started and is not complete (D-API-15).
 */
export interface SeedDunsApplication {
  readonly caseId: string;
  /** Hours before seeding it was submitted, or started when it has no ZIP Code. */
  readonly hoursAgo: number;
  /** What it was applied for, as the form sent it (no name: a sole proprietor's own). */
  readonly businessName?: string;
  readonly zipCode?: string;
}

export interface SeedOrder {
  readonly orderNumber: string;
  readonly daysAgo: number;
  readonly status: 'completed' | 'processing' | 'cancelled';
  readonly appId: number;
  readonly productName: string;
  readonly duns: string | null;
  readonly amountCents: number;
  readonly currency: string;
}

export interface SeedSubscription {
  readonly subscriberNumber: string;
  readonly appId: number;
  readonly productName: string;
  readonly duns: string | null;
  readonly status: 'active' | 'cancelled' | 'expired';
  readonly startedDaysAgo: number;
  /** Days from seeding to the next renewal; absent when it does not renew. */
  readonly renewsInDays?: number;
  readonly autoRenew: boolean;
  readonly priceCents: number;
  readonly currency: string;
}

/**
 * A profile's postal address and phone number (spec §3 profile details), each as a registration in
 * the persona's country stores it: valid and already canonical under spec §5 (D-API-14).
 */
export interface SeedContact {
  readonly street: string;
  readonly city: string;
  /** The state (US, as its code), province (CA, its code) or county. */
  readonly state: string;
  readonly postalCode: string;
  readonly phoneNumber: string;
}

export interface SeedPersona {
  readonly id: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly countryCode: string;
  readonly languagePreference: string;
  /** The profile's address and phone (persona-contacts.ts); null for an account that never gave them. */
  readonly contact: SeedContact | null;
  readonly magento: boolean;
  readonly companies: readonly { readonly duns: string; readonly role: 'director' | 'member' }[];
  readonly entitlements: readonly SeedEntitlement[];
  readonly credibilityEntitlements?: readonly SeedCredibilityEntitlement[];
  readonly dfcEntitlements?: readonly SeedCreditFileCase[];
  /** A free DUNS application (gad_duns_applications), listed as a credit-file case until issued. */
  readonly dunsApplication?: SeedDunsApplication;
  readonly orders?: readonly SeedOrder[];
  readonly subscriptions?: readonly SeedSubscription[];
  /** Whether the current Terms of Use and Privacy Policy are accepted (default true). */
  readonly legalTermsAccepted?: boolean;
  /**
   * Days since the password was last changed (default 30, past the one-day minimum age, D-PWD-10):
   * 180 or more means it must be reset.
   */
  readonly passwordAgeDays?: number;
  /** A temporary password that must be changed at the next sign-in (default false). */
  readonly temporaryPassword?: boolean;
  /** An internal provider account, which cannot set or reset passwords in the portal. */
  readonly isDnbUser?: boolean;
  /** The eb_dashboard account flag (default true). */
  readonly ebDashboard?: boolean;
  /** The persona's own password instead of DEMO_PASSWORD. */
  readonly password?: string;
  /** Locked out at seeding, as after 10 failed sign-ins, for the lockout period (30 minutes). */
  readonly lockedOut?: boolean;
  /** The account came from CreditSignal (the migration modal, D-DASH-8). */
  readonly creditSignalMigrated?: boolean;
  /** False: the account's email still waits for its code (account_status 'pending', D-AUTH-8). */
  readonly emailVerified?: boolean;
}
