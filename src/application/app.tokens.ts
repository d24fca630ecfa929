import type { SchedulerLike } from 'rxjs';
import type { PortalConfig } from './portal-config';
import type { AccountGateway } from './ports/account-gateway.port';
import type { Analytics } from './ports/analytics.port';
import type { Clock } from './ports/clock.port';
import type { CountryFeatures } from './ports/country-features.port';
import type { DismissedNotifications } from './ports/dismissed-notifications.port';
import type { EntitlementQueries } from './ports/entitlement-queries.port';
import type { ProductHandOffs } from './ports/product-hand-offs.port';
import type { PurchaseHistory } from './ports/purchase-history.port';
import type { TermsGateway } from './ports/terms-gateway.port';
import type { GetADunsGateway } from './ports/get-a-duns-gateway.port';
import type { HouseOffers } from './ports/house-offers.port';
import type { IdentityProvider } from './ports/identity-provider.port';
import type { LoginFlags } from './ports/login-flags.port';
import type { Navigator } from './ports/navigator.port';
import type { Notifications } from './ports/notifications.port';
import type { MfaOptionsGateway } from './ports/mfa-options-gateway.port';
import type { Passkeys } from './ports/passkeys.port';
import type { SignedInSessionsGateway } from './ports/signed-in-sessions-gateway.port';
import type { PasswordGateway } from './ports/password-gateway.port';
import type { ProfileGateway } from './ports/profile-gateway.port';
import type { PreferenceStore } from './ports/preference-store.port';
import type { RegistrationGateway } from './ports/registration-gateway.port';
import type { SessionGateway } from './ports/session-gateway.port';

/**
 * An injection token that carries the type of what it names, so `container.get(token)` and the
 * UI's `useInjection(token)` cannot hand back the wrong type. The type exists only for the
 * compiler; at run time a token is the plain symbol.
 */
export type Token<T> = symbol & { readonly __injects?: T };

const token = <T>(name: string): Token<T> => Symbol.for(name);

/**
 * One token per port or configuration value the container hands out. Use cases need none: a
 * class is its own typed identifier (`container.get(SignIn)`).
 */
export const TOKENS = {
  PortalConfig: token<PortalConfig>('PortalConfig'),
  IdentityProvider: token<IdentityProvider>('IdentityProvider'),
  SessionGateway: token<SessionGateway>('SessionGateway'),
  ProfileGateway: token<ProfileGateway>('ProfileGateway'),
  EntitlementQueries: token<EntitlementQueries>('EntitlementQueries'),
  TermsGateway: token<TermsGateway>('TermsGateway'),
  ProductHandOffs: token<ProductHandOffs>('ProductHandOffs'),
  PurchaseHistory: token<PurchaseHistory>('PurchaseHistory'),
  GetADunsGateway: token<GetADunsGateway>('GetADunsGateway'),
  PasswordGateway: token<PasswordGateway>('PasswordGateway'),
  MfaOptionsGateway: token<MfaOptionsGateway>('MfaOptionsGateway'),
  Passkeys: token<Passkeys>('Passkeys'),
  SignedInSessionsGateway: token<SignedInSessionsGateway>('SignedInSessionsGateway'),
  RegistrationGateway: token<RegistrationGateway>('RegistrationGateway'),
  AccountGateway: token<AccountGateway>('AccountGateway'),
  Navigator: token<Navigator>('Navigator'),
  Scheduler: token<SchedulerLike>('Scheduler'),
  Clock: token<Clock>('Clock'),
  PreferenceStore: token<PreferenceStore>('PreferenceStore'),
  DismissedNotifications: token<DismissedNotifications>('DismissedNotifications'),
  Notifications: token<Notifications>('Notifications'),
  LoginFlags: token<LoginFlags>('LoginFlags'),
  Analytics: token<Analytics>('Analytics'),
  CountryFeatures: token<CountryFeatures>('CountryFeatures'),
  HouseOffers: token<HouseOffers>('HouseOffers'),
} as const;
