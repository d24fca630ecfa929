import * as TE from 'fp-ts/TaskEither';
import { Container } from 'inversify';
import { asyncScheduler } from 'rxjs';
import { TOKENS } from '../../src/application/app.tokens';
import type {
  NotificationList,
  Notifications,
} from '../../src/application/ports/notifications.port';
import type { ServiceError } from '../../src/application/ports/service-error';
import { USE_CASES } from '../../src/composition-root';
import { FakeGetADuns } from '../application/get-a-duns-fakes';
import { FakeHouseOffers } from '../application/ads/house-offer-fakes';
import {
  FakeAnalytics,
  FakeCountryFeatures,
  FakeDismissedNotifications,
  FakeIdentityProvider,
  FakePasskeys,
  FakeLoginFlags,
  FakeNavigator,
  FakePreferenceStore,
  FakeSessionGateway,
  testConfig,
} from '../application/fakes';
import {
  FakeEntitlementQueries,
  FakeProductHandOffs,
  FakeProfileGateway,
  FakeAccountGateway,
  FakeTermsGateway,
} from '../application/frame-fakes';

/** Answers the notification calls with `list`, recording each call. */
export class FakeNotificationList implements Notifications {
  list_: NotificationList = { notifications: [], unreadCount: 0, latestId: undefined };
  readonly calls: string[] = [];
  list() {
    this.calls.push('list');
    return TE.right<ServiceError, NotificationList>(this.list_);
  }
  markRead() {
    this.calls.push('markRead');
    this.list_ = {
      ...this.list_,
      unreadCount: 0,
      notifications: this.list_.notifications.map((item) => ({ ...item, read: true })),
    };
    return TE.right<ServiceError, NotificationList>(this.list_);
  }
  clear() {
    this.calls.push('clear');
    this.list_ = { notifications: [], unreadCount: 0, latestId: undefined };
    return TE.right<ServiceError, NotificationList>(this.list_);
  }
}

/**
 * A container as the composition root builds it, with a fake behind every port: what a test of a
 * secure page (the frame around it) needs. The fakes are returned to be set up and inspected.
 */
export const portalContainer = (
  options: { readonly now?: Date; readonly sessions?: FakeSessionGateway } = {},
) => {
  const now = options.now ?? new Date('2026-11-23T12:00:00Z');
  const terms = new FakeTermsGateway();
  const fakes = {
    sessions: options.sessions ?? new FakeSessionGateway(),
    identity: new FakeIdentityProvider(),
    navigator: new FakeNavigator(),
    profiles: new FakeProfileGateway(),
    queries: new FakeEntitlementQueries(),
    handOffs: new FakeProductHandOffs(),
    terms,
    account: new FakeAccountGateway(terms),
    notifications: new FakeNotificationList(),
    preferences: new FakePreferenceStore(),
    dismissed: new FakeDismissedNotifications(),
    loginFlags: new FakeLoginFlags(),
    analytics: new FakeAnalytics(),
    countryFeatures: new FakeCountryFeatures(),
    getADuns: new FakeGetADuns(),
    passkeys: new FakePasskeys(),
    houseOffers: new FakeHouseOffers(),
  };
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(TOKENS.PortalConfig).toConstantValue(testConfig);
  container.bind(TOKENS.Scheduler).toConstantValue(asyncScheduler);
  container.bind(TOKENS.Clock).toConstantValue({ now: () => now });
  container.bind(TOKENS.SessionGateway).toConstantValue(fakes.sessions);
  container.bind(TOKENS.IdentityProvider).toConstantValue(fakes.identity);
  container.bind(TOKENS.Navigator).toConstantValue(fakes.navigator);
  container.bind(TOKENS.ProfileGateway).toConstantValue(fakes.profiles);
  container.bind(TOKENS.EntitlementQueries).toConstantValue(fakes.queries);
  container.bind(TOKENS.ProductHandOffs).toConstantValue(fakes.handOffs);
  container.bind(TOKENS.TermsGateway).toConstantValue(fakes.terms);
  container.bind(TOKENS.AccountGateway).toConstantValue(fakes.account);
  container.bind(TOKENS.Notifications).toConstantValue(fakes.notifications);
  container.bind(TOKENS.PreferenceStore).toConstantValue(fakes.preferences);
  container.bind(TOKENS.DismissedNotifications).toConstantValue(fakes.dismissed);
  container.bind(TOKENS.LoginFlags).toConstantValue(fakes.loginFlags);
  container.bind(TOKENS.Analytics).toConstantValue(fakes.analytics);
  container.bind(TOKENS.CountryFeatures).toConstantValue(fakes.countryFeatures);
  container.bind(TOKENS.GetADunsGateway).toConstantValue(fakes.getADuns);
  container.bind(TOKENS.Passkeys).toConstantValue(fakes.passkeys);
  container.bind(TOKENS.HouseOffers).toConstantValue(fakes.houseOffers);
  for (const useCase of USE_CASES) container.bind(useCase).toSelf();
  return { container, fakes };
};
