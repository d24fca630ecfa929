import {
  CREDIT_MONITOR_PREVIEW_DAYS,
  FREE_CREDIT_INSIGHTS_RENEWAL_PRICE_USD,
  freemiumTrialStatus,
  isCreditMonitorPreviewCountry,
  isCreditMonitorPreviewOffered,
  renewalMessageId,
  TRIAL_EXPIRING_SOON_DAYS,
  trialStatus,
} from '../../../src/domain/trials/trial-status';
import { productNamed } from '../../../src/domain/entitlements/product-catalogue';
import { eachConstantIsAsQuoted } from '../constant-rows';

describe('trials — §4 "Trial: active, expiring soon, expired"; DECISIONS.md "expiring soon": 3 days or fewer', () => {
  it.each([
    [30, 'active'],
    [4, 'active'],
    [3, 'expiringSoon'],
    [1, 'expiringSoon'],
    [0, 'expired'],
    [-2, 'expired'],
  ])('%s days left → %s', (days, expected) => {
    expect(trialStatus(days)).toBe(expected);
  });

  it.each([
    [[], undefined, 'no freemium trial'],
    [[2], 'expiringSoon', 'one trial'],
    [[2, 10], 'active', 'the longest remaining trial counts (D-DOM-10)'],
    [[-1, 0], 'expired', 'all expired'],
  ])('freemiumTrialStatus(%j) is %s: %s', (list, expected, _sentence) => {
    expect(freemiumTrialStatus(list)).toBe(expected);
  });

  it.each([
    ['GB', 'active', true, '§1 "a 14-day credit-monitor preview in UK and Ireland"'],
    ['IE', 'active', true, '§1 "... and Ireland"'],
    ['GB', 'expiringSoon', false, '§4 "active offers the 14-day credit-monitor preview"'],
    ['IE', 'expired', false, 'not when expired'],
    ['GB', undefined, false, 'not without a trial'],
    ['US', 'active', false, 'GB and IE only'],
    ['CZ', 'active', false, 'GB and IE only'],
  ] as const)(
    'isCreditMonitorPreviewOffered(%s, %s) is %s: %s',
    (country, status, expected, _sentence) => {
      expect(isCreditMonitorPreviewOffered(country, status)).toBe(expected);
    },
  );

  it.each([
    ['GB', true, '§1 "a 14-day credit-monitor preview in UK and Ireland"'],
    ['IE', true, '§1 "... and Ireland"'],
    ['US', false, 'GB and IE only'],
    ['FI', false, 'GB and IE only'],
  ] as const)('isCreditMonitorPreviewCountry(%s) is %s: %s', (country, expected, _sentence) => {
    expect(isCreditMonitorPreviewCountry(country)).toBe(expected);
  });

  it.each([
    [
      'Credit Insights Free',
      'trial.creditInsightsFree.renewal',
      '§9 "Free Credit Insights renews annually at $0."',
    ],
    ['Credit Insights', undefined, 'the paid product has no such text'],
  ])('renewalMessageId(%s) is %s: %s', (name, expected, _sentence) => {
    const product = productNamed(name);
    expect(product && renewalMessageId(product)).toBe(expected);
  });
});

describe('trials — §9 constants', () => {
  eachConstantIsAsQuoted([
    ['"Free Credit Insights renews annually at $0"', FREE_CREDIT_INSIGHTS_RENEWAL_PRICE_USD, 0],
    ['"Credit-monitor preview trial 14 days"', CREDIT_MONITOR_PREVIEW_DAYS, 14],
    ['DECISIONS.md "expiring soon": 3 days or fewer', TRIAL_EXPIRING_SOON_DAYS, 3],
  ]);
});
