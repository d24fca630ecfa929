import type { Generated } from 'kysely';

// The company, product, terms and purchase tables of the typed query layer (server/db/tables.ts
// holds the rest and the whole list). Times are epoch seconds; flags are 0 or 1.

/** The account pages' order history (spec §2 /accountInfo/orders); amounts in cents. */
export interface OrdersTable {
  order_number: string;
  user_id: string;
  placed_at: number;
  status: string;
  app_id: number;
  product_name: string;
  duns: string | null;
  amount_cents: number;
  currency: string;
}

/** The account pages' subscriptions (spec §2 /accountInfo/subscriptions); prices in cents. */
export interface SubscriptionsTable {
  subscriber_number: string;
  user_id: string;
  app_id: number;
  product_name: string;
  duns: string | null;
  status: string;
  started_at: number;
  renews_at: number | null;
  auto_renew: Generated<number>;
  price_cents: number;
  currency: string;
}

/** A user's products, per company or none (spec §3 entitlements); flags are 0 or 1. */
export interface EntitlementsTable {
  id: Generated<number>;
  user_id: string;
  duns: string | null;
  app_id: number;
  product_id: number | null;
  product_name: string;
  status: Generated<string>;
  pla_accepted: Generated<number>;
  trial_ends_at: number | null;
  assets_ready: Generated<number>;
  new_feature: Generated<number>;
}

/** Each product's published licence agreement. */
export interface ProductTermsTable {
  app_id: number;
  title: string;
  version: string;
  content: string;
  published_at: string;
}

/** The legal documents every user accepts (Terms of Use, Privacy Policy). */
export interface LegalDocumentsTable {
  code: string;
  title: string;
  version: string;
  url: string;
  published_at: string;
}

/** Every decision on an agreement or a legal document, with its version and time. */
export interface TermsDecisionsTable {
  id: Generated<number>;
  user_id: string;
  kind: 'product' | 'legal';
  document: string;
  duns: string | null;
  version: string;
  accepted: number;
  decided_at: number;
}

/** A company some user is linked to, copied from the directory (spec §3 companyInfo). */
export interface CompaniesTable {
  duns: string;
  business_name: string;
  trade_name: string;
  street_address: string;
  town: string;
  territory: string;
  postal_code: string;
  country_code: string;
}

/** Which users act for which companies, and in which role. */
export interface UserCompaniesTable {
  user_id: string;
  duns: string;
  role: string;
}

/** The company record of spec §3 beyond the address; money as whole cents and a currency. */
export interface CompanyRecordsTable {
  duns: string;
  country_name: Generated<string>;
  building_name: string;
  industry_description: string;
  legal_form: string;
  ownership: string;
  principal: string;
  standalone_indicator: number;
  telephone_number: string;
  website: string;
  delinquency: number;
  financial_stress: number;
  financial_stress_percentile: number;
  paydex: number;
  ser_rating: number;
  bankruptcy_indicator: number;
  location_type: string;
  operating_status: string;
  report_date: string;
  state_incorporated: Generated<string>;
  annual_sales_cents: number | null;
  annual_sales_currency: string | null;
  employees: number | null;
  year_incorporated: number | null;
  year_started: number | null;
  /** A JSON array of "Name, Title" strings. */
  current_principals: Generated<string>;
  court_judgements: number | null;
  mortgages_and_charges: number | null;
  highest_past_due_cents: number | null;
  highest_past_due_currency: string | null;
}

/** Credibility products (spec §3 credibilityEntitlements), per company or none. */
export interface CredibilityEntitlementsTable {
  id: Generated<number>;
  user_id: string;
  duns: string | null;
  type: string;
  display_duns: string;
  title: string;
}

/** Credit-file cases (spec §3 dfcEntitlements), per company or none. */
export interface DfcEntitlementsTable {
  id: Generated<number>;
  user_id: string;
  case_id: string;
  duns: string | null;
  product_name: string;
  status: string;
  created_at: number;
}

/** Free DUNS applications (D-API-7): `duns` and `issued_at` are set once it is issued. */
export interface GadDunsApplicationsTable {
  case_id: string;
  user_id: string;
  flow: string;
  business_name: Generated<string>;
  zip_code: Generated<string>;
  /** When it was submitted; while not complete, when it was started. */
  submitted_at: number;
  duns: string | null;
  issued_at: number | null;
  /** 0 while started without a ZIP Code and not submitted (D-API-15). */
  complete: Generated<number>;
}

/** How a Get-a-DUNS entitlement came about; `created_at` is when it was requested. */
export interface GadEntitlementOriginsTable {
  entitlement_id: number;
  route: string;
  sales_channel: string;
  country_id: string | null;
  created_at: number;
}

/** The provider's directory searched by Get-a-DUNS (its name index is each engine's own). */
export interface GadDirectoryTable {
  id: Generated<number>;
  duns: string;
  business_name: string;
  trade_name: Generated<string>;
  street_address: Generated<string>;
  city: Generated<string>;
  state: Generated<string>;
  zip_code: string;
}

/**
 * PostgreSQL's name index of the directory (migration 302): one row per company and distinct
 * ZIP-scoped word of its business or trade name; SQLite's is the FTS5 table of migration 301.
 */
export interface GadDirectoryKeysTable {
  directory_id: number;
  key: string;
  in_business: boolean;
}
