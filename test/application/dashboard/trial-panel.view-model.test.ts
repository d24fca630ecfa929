import { toTrialPanelViewModel } from '../../../src/application/dashboard/trial-panel.view-model';
import type { EntitledProduct } from '../../../src/application/ports/entitlement-queries.port';
import type { CountryCode } from '../../../src/domain/locale/country';
import { ACME, entitlementsFor, entitled } from '../frame-fakes';

// Spec §4 "Trial: active, expiring soon, expired (freemium UK/Ireland; active offers the 14-day
// credit-monitor preview)"; D-DOM-10 (the longest running trial decides; 1–3 days is expiring soon).

const SEALED = 'sealed-acme';
const trial = (days: number, appId = 294, productId = 27, name = 'Credit Insights') =>
  entitled(name, appId, productId, { status: days > 0 ? 'trial' : 'expired', trialDaysLeft: days });
const panel = (
  country: CountryCode,
  products: readonly EntitledProduct[],
  sealed: string | undefined,
) =>
  toTrialPanelViewModel(
    country,
    entitlementsFor(ACME.duns, [ACME], { vboEntitlements: products }),
    sealed,
    'offered',
  );

describe('the trial panel', () => {
  it.each<[string, CountryCode, readonly EntitledProduct[], ReturnType<typeof panel>]>([
    [
      'GB, 21 days of Credit Insights → active, the preview offered',
      'GB',
      [trial(21)],
      {
        status: 'active',
        daysLeft: 21,
        productTitle: 'Credit Insights',
        preview: { days: 14, status: 'offered' },
      },
    ],
    [
      'IE, 2 days left → expiring soon, no preview',
      'IE',
      [trial(2)],
      { status: 'expiringSoon', daysLeft: 2, productTitle: 'Credit Insights', preview: undefined },
    ],
    [
      'IE, ended → expired, no preview',
      'IE',
      [trial(0)],
      { status: 'expired', daysLeft: 0, productTitle: 'Credit Insights', preview: undefined },
    ],
    [
      'GB, an ended trial and a running one → the running one decides',
      'GB',
      [trial(0, 253, 17, 'ZETA'), trial(12)],
      {
        status: 'active',
        daysLeft: 12,
        productTitle: 'Credit Insights',
        preview: { days: 14, status: 'offered' },
      },
    ],
    [
      'GB, the preview already running → its days, not offered again',
      'GB',
      [trial(14, 252, 14707, 'Credit Monitor')],
      { status: 'active', daysLeft: 14, productTitle: 'Credit Monitor', preview: undefined },
    ],
    [
      'GB, an active trial and Credit Monitor already held → not offered',
      'GB',
      [trial(20), entitled('Credit Monitor', 252, 14176)],
      { status: 'active', daysLeft: 20, productTitle: 'Credit Insights', preview: undefined },
    ],
    ['GB, no trial → no panel', 'GB', [entitled('Credit Insights', 294, 27)], undefined],
    ['US, a trial → no panel (freemium is UK and Ireland)', 'US', [trial(20)], undefined],
    ['CZ, a trial → no panel', 'CZ', [trial(20)], undefined],
  ])('%s', (_case, country, products, expected) => {
    expect(panel(country, products, SEALED)).toEqual(expected);
  });

  it('offers no preview without the sealed DUNS the trial call takes', () => {
    expect(panel('GB', [trial(21)], undefined)?.preview).toBeUndefined();
  });
});
