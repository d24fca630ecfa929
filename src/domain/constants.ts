// Spec §9 "Business constants and limits", in one place. Values the spec leaves open are defined
// in docs/decisions.md (D-DOM entries) and named here so that no other module repeats a number.

/** §9 "Password minimum length 10; history 5; reset after 180 days". */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_HISTORY_COUNT = 5;
export const PASSWORD_MAX_AGE_DAYS = 180;

/** §9 "Lock-out wait 30 minutes. Reset and verification emails take 1-2 minutes." */
export const LOCKOUT_WAIT_MINUTES = 30;
export const EMAIL_DELIVERY_MINUTES = { min: 1, max: 2 } as const;

/** §9 "DUNS application takes up to 30 business days; delivery ... up to 8 (5 in French text)". */
export const DUNS_APPLICATION_MAX_BUSINESS_DAYS = 30;
export const DUNS_DELIVERY_MAX_BUSINESS_DAYS = { default: 8, french: 5 } as const;

/** §9 "Free Credit Insights renews annually at $0. Credit-monitor preview trial 14 days." */
export const FREE_CREDIT_INSIGHTS_RENEWAL_PRICE_USD = 0;
export const CREDIT_MONITOR_PREVIEW_DAYS = 14;

/** §9 "ZIP 5 digits; business name at least 3 characters." */
export const ZIP_CODE_LENGTH = 5;
export const BUSINESS_NAME_MIN_LENGTH = 3;

/** §2 "Registration with email verification (6-character code ...)". */
export const VERIFICATION_CODE_LENGTH = 6;

/** §9 "Breakpoints: 600, 767, 1023 pixels. Debounce 300 ms; logout delay 1000 ms". */
export const BREAKPOINTS_PX = { small: 600, mobile: 767, tablet: 1023 } as const;
export const DEBOUNCE_MS = 300;
export const LOGOUT_DELAY_MS = 1000;

/** §9 "footer copyright range from 2000 to the current year". */
export const COPYRIGHT_FIRST_YEAR = 2000;

/** §9 "Special application ids 274 and 294; product id 14707" (D-DOM-6). */
export const REGISTERED_SEAL_APP_ID = 274;
export const CREDIT_INSIGHTS_APP_ID = 294;
export const SPECIAL_APPLICATION_IDS: readonly number[] = [
  REGISTERED_SEAL_APP_ID,
  CREDIT_INSIGHTS_APP_ID,
];
export const CREDIT_MONITOR_PREVIEW_PRODUCT_ID = 14707;

/** §9 "product ids 14767 to 14775 and 14799 (meaning not shown)". */
export const UNDESCRIBED_PRODUCT_IDS: readonly number[] = [
  14767, 14768, 14769, 14770, 14771, 14772, 14773, 14774, 14775, 14799,
];

/** §9 "Default country id US"; §5 "otherwise en-us". */
export const DEFAULT_COUNTRY = 'US';
export const DEFAULT_LOCALE = 'en-us';

/** §9 "Identity-provider scopes: openid, profile, email". */
export const IDENTITY_PROVIDER_SCOPES: readonly string[] = ['openid', 'profile', 'email'];

/** §9 "Maintenance banner shows 0 to 7 days ahead; window 11pm to 4am next day". */
export const MAINTENANCE_BANNER_DAYS_AHEAD = 7;
export const MAINTENANCE_WINDOW_START_HOUR = 23;
export const MAINTENANCE_WINDOW_END_HOUR = 4;

/** ../shared/DECISIONS.md: trial "expiring soon" is 3 days or fewer left. */
export const TRIAL_EXPIRING_SOON_DAYS = 3;

/** D-DOM-13: longest accepted name, city and region (street: 100). */
export const NAME_MAX_LENGTH = 50;
export const STREET_MAX_LENGTH = 100;
