// Injection tokens: one per port or service the container hands out.
export const TOKENS = {
  PortalConfig: Symbol.for('PortalConfig'),
  IdentityProvider: Symbol.for('IdentityProvider'),
  SessionGateway: Symbol.for('SessionGateway'),
  ProfileGateway: Symbol.for('ProfileGateway'),
  EntitlementsGateway: Symbol.for('EntitlementsGateway'),
  Navigator: Symbol.for('Navigator'),
  Scheduler: Symbol.for('Scheduler'),
  Clock: Symbol.for('Clock'),
  PreferenceStore: Symbol.for('PreferenceStore'),
  DismissedNotifications: Symbol.for('DismissedNotifications'),
  Analytics: Symbol.for('Analytics'),
  CountryFeatures: Symbol.for('CountryFeatures'),
  SignIn: Symbol.for('SignIn'),
  SessionMonitor: Symbol.for('SessionMonitor'),
  SignOut: Symbol.for('SignOut'),
  Dashboard: Symbol.for('Dashboard'),
} as const;
