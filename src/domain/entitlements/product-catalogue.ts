import type { Entitlements } from './entitlements';

// Spec §3 "Product catalogue (appId / productId): Duns Manager and Profile Manager 154/14624; ZETA
// 253/17; SSVI 231/15; Analytics STD Trial 216; EB Dashboard 154; Finance Analytics 179/8; Hoovers
// 27/13; Small Business Solutions 154; Credit Insights Free 294/14706; Credit Monitor 252/14176;
// Credit Insights 294/27; Registered Seal 274/28; Associate-a-DUNS variant 283; Livelogo 288/24;
// AAA Diploma 306/31; AAA Digital 337/162; AAA Physical 338/163; Business Credit Platform
// 154/3317. Each has a description text; description codes AAA, FA, HE seen."

/** §9 "Special application ids 274 and 294; product id 14707" (D-DOM-6). */
export const REGISTERED_SEAL_APP_ID = 274;
export const CREDIT_INSIGHTS_APP_ID = 294;
export const SPECIAL_APPLICATION_IDS: readonly number[] = [
  REGISTERED_SEAL_APP_ID,
  CREDIT_INSIGHTS_APP_ID,
];
/**
 * §9 "product id 14707": the credit-monitor preview (D-DOM-6), a trial of Credit Monitor that the
 * backend grants under this product id (the portal knows the preview by its trial, D-DASH-9).
 */
export const CREDIT_MONITOR_PREVIEW_PRODUCT_ID = 14707;

/**
 * §3 "Duns Manager and Profile Manager 154/14624": what Get-a-DUNS entitles a claimed company to,
 * whose agreement Marketing Hub checks, and where Manage Company Profile leads (D-PROFILE-3).
 */
export const DUNS_MANAGER_APP_ID = 154;
export const DUNS_MANAGER_PRODUCT_ID = 14624;
/** §3 "Credit Monitor 252/14176": the credit-monitor preview is a trial of this app (D-API-8). */
export const CREDIT_MONITOR_APP_ID = 252;
/** §3 "Associate-a-DUNS variant 283": the app id of the Associate-a-DUNS flow (D-ASSOC-1). */
export const ASSOCIATE_A_DUNS_APP_ID = 283;

/**
 * §9 "product ids 14767 to 14775 and 14799 (meaning not shown)".
 * @internal Cited by the §9 table test; no rule uses them (D-DOM-6).
 */
export const UNDESCRIBED_PRODUCT_IDS: readonly number[] = [
  14767, 14768, 14769, 14770, 14771, 14772, 14773, 14774, 14775, 14799,
];

export type ProductKey =
  | 'dunsManagerAndProfileManager'
  | 'zeta'
  | 'ssvi'
  | 'analyticsStdTrial'
  | 'ebDashboard'
  | 'financeAnalytics'
  | 'hoovers'
  | 'smallBusinessSolutions'
  | 'creditInsightsFree'
  | 'creditMonitor'
  | 'creditInsights'
  | 'registeredSeal'
  | 'associateADuns'
  | 'livelogo'
  | 'aaaDiploma'
  | 'aaaDigital'
  | 'aaaPhysical'
  | 'businessCreditPlatform';

export type DescriptionCode = 'AAA' | 'FA' | 'HE';

export interface Product {
  readonly key: ProductKey;
  readonly name: string;
  readonly appId: number;
  readonly productId?: number;
  readonly descriptionCode?: DescriptionCode;
}

const product = (
  key: ProductKey,
  name: string,
  appId: number,
  productId?: number,
  descriptionCode?: DescriptionCode,
): Product => ({ key, name, appId, productId, descriptionCode });

export const PRODUCT_CATALOGUE: readonly Product[] = [
  product(
    'dunsManagerAndProfileManager',
    'Duns Manager and Profile Manager',
    DUNS_MANAGER_APP_ID,
    DUNS_MANAGER_PRODUCT_ID,
  ),
  product('zeta', 'ZETA', 253, 17),
  product('ssvi', 'SSVI', 231, 15),
  product('analyticsStdTrial', 'Analytics STD Trial', 216),
  product('ebDashboard', 'EB Dashboard', 154),
  product('financeAnalytics', 'Finance Analytics', 179, 8, 'FA'),
  product('hoovers', 'Hoovers', 27, 13, 'HE'),
  product('smallBusinessSolutions', 'Small Business Solutions', 154),
  product('creditInsightsFree', 'Credit Insights Free', CREDIT_INSIGHTS_APP_ID, 14706),
  product('creditMonitor', 'Credit Monitor', CREDIT_MONITOR_APP_ID, 14176),
  product('creditInsights', 'Credit Insights', CREDIT_INSIGHTS_APP_ID, 27),
  product('registeredSeal', 'Registered Seal', REGISTERED_SEAL_APP_ID, 28),
  product('associateADuns', 'Associate-a-DUNS', ASSOCIATE_A_DUNS_APP_ID),
  product('livelogo', 'Livelogo', 288, 24),
  product('aaaDiploma', 'AAA Diploma', 306, 31, 'AAA'),
  product('aaaDigital', 'AAA Digital', 337, 162, 'AAA'),
  product('aaaPhysical', 'AAA Physical', 338, 163, 'AAA'),
  product('businessCreditPlatform', 'Business Credit Platform', 154, 3317),
];

/** Message id of the product's description text (D-DOM-6). */
export const productDescriptionId = (key: ProductKey): string => `product.${key}.description`;

/** The product with exactly this appId/productId pair (app 154 alone is EB Dashboard, D-DOM-6). */
export const findProduct = (appId: number, productId?: number): Product | undefined =>
  PRODUCT_CATALOGUE.find((entry) => entry.appId === appId && entry.productId === productId);

/**
 * The name an application id goes by, as a deep link's `app_id` names it: its one product's, or
 * the name its products share as a family (app 294: Credit Insights, of which Credit Insights Free
 * is a variant); undefined for an unknown id, or one whose products share no name (app 154).
 */
export const appNameOf = (appId: number): string | undefined => {
  const names = PRODUCT_CATALOGUE.filter((entry) => entry.appId === appId).map(
    (entry) => entry.name,
  );
  const family = [...names].sort((a, b) => a.length - b.length)[0];
  return family !== undefined &&
    names.every((name) => name === family || name.startsWith(`${family} `))
    ? family
    : undefined;
};

const comparableName = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** The product an entitlement's product_name names (case and spacing ignored). */
export const productNamed = (productName: string): Product | undefined =>
  PRODUCT_CATALOGUE.find((entry) => comparableName(entry.name) === comparableName(productName));

/** Whether any vbo entitlement is one of `keys`. */
export const hasVboProduct = (entitlements: Entitlements, keys: readonly ProductKey[]): boolean =>
  entitlements.vboEntitlements.some((entitlement) => {
    const named = productNamed(entitlement.productName);
    return named !== undefined && keys.includes(named.key);
  });

/**
 * §9 "Special application ids 274 and 294" (D-DOM-6): Registered Seal and Credit Insights show one
 * company's data, so their tile asks "open product for which company" (§2 company picker).
 */
export const opensForChosenCompany = (entry: Product): boolean =>
  SPECIAL_APPLICATION_IDS.includes(entry.appId);

/** §4 "Registration link expired: offer of a free trial per product (analytics studio, ZETA, SSVI". */
export const RESTART_TRIAL_PRODUCTS = ['analyticsStdTrial', 'zeta', 'ssvi'] as const;

export type RestartTrialProduct = (typeof RESTART_TRIAL_PRODUCTS)[number];

/**
 * §4 "another text lists Rev.Up variants": the same three free trials under the provider's Rev.Up
 * brand, as its Rev.Up sites name them (docs/decisions/password-pages.md D-PWD-UI-7).
 */
export const REV_UP_TRIAL_NAMES: Readonly<Record<RestartTrialProduct, string>> = {
  analyticsStdTrial: 'Rev.Up Analytics Studio',
  zeta: 'Rev.Up ZETA',
  ssvi: 'Rev.Up SSVI',
};

/** "Rev.Up", "Rev.Up ZETA", "revup zeta": a name in the Rev.Up brand, and what follows the brand. */
export const revUpNamed = (name: string): { readonly rest: string } | undefined => {
  // The group always takes part in a match, so an undefined rest means no match.
  const rest = /^\s*rev\.?\s?up\b\s*(.*)$/i.exec(name)?.[1];
  return rest === undefined ? undefined : { rest };
};
