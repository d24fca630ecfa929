import { purchaseHistoryPage } from '../../../src/application/account-area/purchase-history-page.use-case';
import {
  toOrderRow,
  toSubscriptionRow,
  type PurchaseHistoryViewModel,
} from '../../../src/application/account-area/purchase-history.view-model';
import { FakeProfileGateway, testProfile } from '../frame-fakes';
import { settle } from '../fakes';
import {
  FakePurchaseHistory,
  frameSubject,
  MAGENTO,
  order,
  PORTAL_ONLY,
  readyFrame,
  subscription,
} from './account-area-fakes';

// Spec §2 "Orders and Subscriptions (magento accounts only; external links built per language
// preference)", §9 "Localised order and subscription links use a supported-country set (en-gb
// maps to uk, en-ie to ie)"; D-ACCT-UI-5 the store's addresses.

/** The production store (D-ADP-7); another environment's is passed in the same way. */
const STORE = 'https://store.business-provider.example';

const setup = (languagePreference = 'en-us') => {
  const profiles = new FakeProfileGateway();
  profiles.profile = testProfile({ languagePreference });
  const purchases = new FakePurchaseHistory();
  const frame = frameSubject();
  return { profiles, purchases, frame };
};

const storeUrl = (model: PurchaseHistoryViewModel) =>
  model.screen === 'orders' || model.screen === 'subscriptions' ? model.storeUrl : model.screen;

describe('My Orders and My Subscriptions', () => {
  it.each([
    ['en-us', 'https://store.business-provider.example/us/sales/order/history'],
    ['en-gb', 'https://store.business-provider.example/uk/sales/order/history'],
    ['en-ie', 'https://store.business-provider.example/ie/sales/order/history'],
    ['cs-cz', 'https://store.business-provider.example/cz/sales/order/history'],
    ['de-ch', 'https://store.business-provider.example/ch/sales/order/history'],
    // Outside the §9 set: the US store (D-DOM-16).
    ['sv-se', 'https://store.business-provider.example/us/sales/order/history'],
    ['fr-ca', 'https://store.business-provider.example/us/sales/order/history'],
  ])('the orders link for language preference %s is %s', async (language, url) => {
    const { profiles, purchases, frame } = setup(language);
    const page = purchaseHistoryPage('orders', frame, profiles, purchases, STORE);
    page.open();
    frame.next(readyFrame(MAGENTO));
    await settle();
    expect(storeUrl(page.snapshot)).toBe(url);
  });

  it("leads to the store it is given: the environment's (D-ADP-7)", async () => {
    const { profiles, purchases, frame } = setup('en-gb');
    const stg = 'https://store.stg.business-provider.example';
    const page = purchaseHistoryPage('subscriptions', frame, profiles, purchases, stg);
    page.open();
    frame.next(readyFrame(MAGENTO));
    await settle();
    expect(storeUrl(page.snapshot)).toBe(`${stg}/uk/customer/subscriptions`);
  });

  it('lists the subscriptions with the subscriptions store link', async () => {
    const { profiles, purchases, frame } = setup('en-gb');
    const page = purchaseHistoryPage('subscriptions', frame, profiles, purchases, STORE);
    page.open();
    expect(page.snapshot).toEqual({ screen: 'loading' });
    frame.next(readyFrame(MAGENTO));
    await settle();
    expect(page.snapshot).toEqual({
      screen: 'subscriptions',
      rows: [toSubscriptionRow(subscription())],
      storeUrl: 'https://store.business-provider.example/uk/customer/subscriptions',
    });
  });

  it('an account the menu gives no orders entry is told so, without a call', async () => {
    const { profiles, purchases, frame } = setup();
    const page = purchaseHistoryPage('orders', frame, profiles, purchases, STORE);
    page.open();
    frame.next(readyFrame(PORTAL_ONLY));
    await settle();
    expect(page.snapshot).toEqual({ screen: 'unavailable', profilePath: '/accountInfo/profile' });
    expect(purchases.calls).toBe(0);
  });

  it('a failed call shows the error screen, and a retry reads again', async () => {
    const { profiles, purchases, frame } = setup();
    purchases.failing = true;
    const page = purchaseHistoryPage('orders', frame, profiles, purchases, STORE);
    page.open();
    frame.next(readyFrame(MAGENTO));
    await settle();
    expect(page.snapshot).toEqual({ screen: 'error' });
    purchases.failing = false;
    await page.retry();
    expect(page.snapshot).toMatchObject({ screen: 'orders', rows: [toOrderRow(order())] });
  });

  it('the frame reloading (after a profile save) does not read the list again', async () => {
    const { profiles, purchases, frame } = setup();
    const page = purchaseHistoryPage('orders', frame, profiles, purchases, STORE);
    page.open();
    frame.next(readyFrame(MAGENTO));
    await settle();
    frame.next(readyFrame(MAGENTO));
    await settle();
    expect(purchases.calls).toBe(1);
  });
});

describe('the rows: states in words and colour, money and dates raw for the locale', () => {
  it.each([
    ['completed', 'success'],
    ['processing', 'info'],
    ['cancelled', 'error'],
  ] as const)('an order %s is %s', (status, tone) => {
    expect(toOrderRow(order({ status, amount: '1250.50' }))).toMatchObject({
      status,
      tone,
      amount: 1250.5,
      currency: 'USD',
      placedAt: '2026-03-04T10:00:00Z',
    });
  });

  it.each([
    [
      'active, renewing',
      { status: 'active', autoRenew: true },
      'success',
      '2027-01-01T00:00:00Z',
      undefined,
    ],
    [
      'active, not renewing',
      { status: 'active', autoRenew: false },
      'success',
      undefined,
      '2027-01-01T00:00:00Z',
    ],
    ['cancelled', { status: 'cancelled', autoRenew: false }, 'warning', undefined, undefined],
    ['expired', { status: 'expired', autoRenew: true }, 'error', undefined, undefined],
  ] as const)('a subscription %s', (_case, overrides, tone, renewsAt, endsAt) => {
    expect(toSubscriptionRow(subscription(overrides))).toMatchObject({
      tone,
      renewsAt,
      endsAt,
      // Only an active one can be opened (D-ACCT-UI-7).
      openable: overrides.status === 'active',
    });
  });

  // §9 "Free Credit Insights renews annually at $0", on its subscription while it renews (D-ACCT-UI-8).
  it.each([
    ['Credit Insights Free', 'active', true, 'trial.creditInsightsFree.renewal'],
    ['credit insights  free', 'active', true, 'trial.creditInsightsFree.renewal'],
    ['Credit Insights Free', 'active', false, undefined],
    ['Credit Insights Free', 'cancelled', true, undefined],
    ['Credit Insights', 'active', true, undefined],
    ['Registered Seal', 'active', true, undefined],
    ['Something Else', 'active', true, undefined],
  ] as const)('%s, %s, auto-renew %s: renewal text %s', (productName, status, autoRenew, text) => {
    expect(
      toSubscriptionRow(subscription({ productName, status, autoRenew })).renewalMessageId,
    ).toBe(text);
  });
});
