import * as constants from '../../src/domain/constants';

describe('§9 business constants', () => {
  it.each([
    ['"Password minimum length 10"', constants.PASSWORD_MIN_LENGTH, 10],
    ['"history 5"', constants.PASSWORD_HISTORY_COUNT, 5],
    ['"reset after 180 days"', constants.PASSWORD_MAX_AGE_DAYS, 180],
    ['"Lock-out wait 30 minutes"', constants.LOCKOUT_WAIT_MINUTES, 30],
    [
      '"Reset and verification emails take 1-2 minutes"',
      constants.EMAIL_DELIVERY_MINUTES,
      { min: 1, max: 2 },
    ],
    [
      '"DUNS application takes up to 30 business days"',
      constants.DUNS_APPLICATION_MAX_BUSINESS_DAYS,
      30,
    ],
    [
      '"delivery stated as up to 8 business days in one text; up to 5 business days in French text"',
      constants.DUNS_DELIVERY_MAX_BUSINESS_DAYS,
      { default: 8, french: 5 },
    ],
    [
      '"Free Credit Insights renews annually at $0"',
      constants.FREE_CREDIT_INSIGHTS_RENEWAL_PRICE_USD,
      0,
    ],
    ['"Credit-monitor preview trial 14 days"', constants.CREDIT_MONITOR_PREVIEW_DAYS, 14],
    ['"ZIP 5 digits"', constants.ZIP_CODE_LENGTH, 5],
    ['"business name at least 3 characters"', constants.BUSINESS_NAME_MIN_LENGTH, 3],
    ['§2 "6-character code"', constants.VERIFICATION_CODE_LENGTH, 6],
    [
      '"Breakpoints: 600, 767, 1023 pixels"',
      constants.BREAKPOINTS_PX,
      { small: 600, mobile: 767, tablet: 1023 },
    ],
    ['"Debounce 300 ms"', constants.DEBOUNCE_MS, 300],
    ['"logout delay 1000 ms"', constants.LOGOUT_DELAY_MS, 1000],
    ['"footer copyright range from 2000"', constants.COPYRIGHT_FIRST_YEAR, 2000],
    ['"Special application ids 274 and 294"', constants.SPECIAL_APPLICATION_IDS, [274, 294]],
    ['"product id 14707" (D-DOM-6)', constants.CREDIT_MONITOR_PREVIEW_PRODUCT_ID, 14707],
    [
      '"product ids 14767 to 14775 and 14799"',
      constants.UNDESCRIBED_PRODUCT_IDS,
      [14767, 14768, 14769, 14770, 14771, 14772, 14773, 14774, 14775, 14799],
    ],
    ['"Default country id US"', constants.DEFAULT_COUNTRY, 'US'],
    ['§5 "otherwise en-us"', constants.DEFAULT_LOCALE, 'en-us'],
    [
      '"Identity-provider scopes: openid, profile, email"',
      constants.IDENTITY_PROVIDER_SCOPES,
      ['openid', 'profile', 'email'],
    ],
    ['"Maintenance banner shows 0 to 7 days ahead"', constants.MAINTENANCE_BANNER_DAYS_AHEAD, 7],
    ['"window 11pm"', constants.MAINTENANCE_WINDOW_START_HOUR, 23],
    ['"to 4am next day"', constants.MAINTENANCE_WINDOW_END_HOUR, 4],
    ['DECISIONS.md "expiring soon": 3 days or fewer', constants.TRIAL_EXPIRING_SOON_DAYS, 3],
    ['D-DOM-13 name length', constants.NAME_MAX_LENGTH, 50],
    ['D-DOM-13 street length', constants.STREET_MAX_LENGTH, 100],
    ['"Special application ids 274" is Registered Seal', constants.REGISTERED_SEAL_APP_ID, 274],
    ['"Special application ids ... 294" is Credit Insights', constants.CREDIT_INSIGHTS_APP_ID, 294],
  ])('%s', (_sentence, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});
