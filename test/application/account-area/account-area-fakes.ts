import * as TE from 'fp-ts/TaskEither';
import { BehaviorSubject } from 'rxjs';
import type {
  AccountGateway,
  ProfileUpdate,
  UpdatedProfile,
} from '../../../src/application/ports/account-gateway.port';
import type {
  Order,
  PurchaseHistory,
  Subscription,
} from '../../../src/application/ports/purchase-history.port';
import type { ServiceError } from '../../../src/application/ports/service-error';
import type { PortalFrameState } from '../../../src/application/frame/portal-frame.use-case';
import { toFooterViewModel } from '../../../src/application/frame/footer.view-model';
import { toNavigationViewModel } from '../../../src/application/frame/navigation.view-model';
import type { AccountSettings } from '../../../src/domain/navigation/menu-visibility';
import { noEntitlements } from '../../../src/domain/entitlements/entitlements';
import { testCountryRecord } from '../fakes';

export const MAGENTO: AccountSettings = { magento: true, ebDashboard: false, customerPortal: true };
/** An EB Dashboard account without magento: no password, orders, subscriptions or legal entries. */
export const DASHBOARD_ONLY: AccountSettings = {
  magento: false,
  ebDashboard: true,
  customerPortal: true,
};
/** Neither flag: password and legal, but no orders or subscriptions. */
export const PORTAL_ONLY: AccountSettings = {
  magento: false,
  ebDashboard: false,
  customerPortal: true,
};

/** The frame as PortalFrame shows it: the real menu rule for these account settings. */
export const readyFrame = (
  accountSettings: AccountSettings,
  support = true,
): Extract<PortalFrameState, { status: 'ready' }> => {
  const features = testCountryRecord(support ? {} : { support: { enabled: false } });
  return {
    status: 'ready',
    user: { firstName: 'Olivia', lastName: 'Owner', initials: 'OO' },
    country: 'US',
    navigation: toNavigationViewModel({
      accountSettings,
      country: 'US',
      entitlements: noEntitlements,
      features,
      mfaEnabled: false,
    }),
    footer: toFooterViewModel(features, new Date('2026-11-26T00:00:00Z')),
    productPagesUrl: undefined,
  };
};

export const frameSubject = (state: PortalFrameState = { status: 'loading' }) =>
  new BehaviorSubject<PortalFrameState>(state);

export const savedProfile = (overrides: Partial<UpdatedProfile> = {}): UpdatedProfile => ({
  firstName: 'Olivia',
  lastName: 'Owner',
  email: 'us.owner@example.com',
  phoneNumber: '2175550134',
  countryCode: 'US',
  languagePreference: 'en-us',
  street: '1 Main Street',
  city: 'Springfield',
  state: 'IL',
  postalCode: '62701',
  ...overrides,
});

export const rejected = (error: string, status = 400): ServiceError => ({
  code: 'service.rejected',
  status,
  error,
  message: 'the server’s English text, never shown',
});

/** updateUserProfile as the backend answers: the saved details, or the error the test set. */
export class FakeProfileAccount implements AccountGateway {
  saved: UpdatedProfile = savedProfile();
  readonly fullUpdates: ProfileUpdate[] = [];
  readonly languageUpdates: string[] = [];
  /** The next update's failure; cleared once answered. */
  failWith: ServiceError | undefined;

  updateProfile(update: ProfileUpdate) {
    this.fullUpdates.push(update);
    return this.answer(() => ({ ...this.saved, ...update }));
  }
  updateLanguagePreference(languagePreference: string) {
    this.languageUpdates.push(languagePreference);
    return this.answer(() => ({ ...this.saved, languagePreference }));
  }
  recordConsent() {
    return TE.right<ServiceError, void>(undefined);
  }
  lendioAuthUrl() {
    return TE.left<ServiceError, string>({ code: 'service.networkFailure' });
  }
  /** The emails purgeCache was called with; `purgeFails` makes it fail. */
  readonly purged: string[] = [];
  purgeFails = false;
  purgeCache(email: string) {
    this.purged.push(email);
    return this.purgeFails
      ? TE.left<ServiceError, void>({ code: 'service.networkFailure' })
      : TE.right<ServiceError, void>(undefined);
  }

  private answer(after: () => UpdatedProfile): TE.TaskEither<ServiceError, UpdatedProfile> {
    const failure = this.failWith;
    this.failWith = undefined;
    if (failure !== undefined) return TE.left(failure);
    this.saved = after();
    return TE.right(this.saved);
  }
}

export const order = (overrides: Partial<Order> = {}): Order => ({
  orderNumber: 'ORD-1001',
  placedAt: '2026-03-04T10:00:00Z',
  status: 'completed',
  appId: 294,
  productName: 'Credit Insights',
  duns: '804735132',
  amount: '49.00',
  currency: 'USD',
  ...overrides,
});

export const subscription = (overrides: Partial<Subscription> = {}): Subscription => ({
  subscriberNumber: 'SUB-2001',
  appId: 252,
  productName: 'Credit Monitor',
  duns: '804735132',
  status: 'active',
  startedAt: '2026-01-01T00:00:00Z',
  renewsAt: '2027-01-01T00:00:00Z',
  autoRenew: true,
  price: '199.00',
  currency: 'USD',
  ...overrides,
});

export class FakePurchaseHistory implements PurchaseHistory {
  orderList: readonly Order[] = [order()];
  subscriptionList: readonly Subscription[] = [subscription()];
  failing = false;
  calls = 0;
  orders() {
    this.calls += 1;
    return this.failing
      ? TE.left<ServiceError, readonly Order[]>({ code: 'service.networkFailure' })
      : TE.right<ServiceError, readonly Order[]>(this.orderList);
  }
  subscriptions() {
    this.calls += 1;
    return this.failing
      ? TE.left<ServiceError, readonly Subscription[]>({ code: 'service.networkFailure' })
      : TE.right<ServiceError, readonly Subscription[]>(this.subscriptionList);
  }
}
