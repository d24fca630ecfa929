import type { PortalConfig } from '../../application/portal-config';
import { environmentFromHost } from '../../domain/maintenance/environment';
import { providerSitesFor, type ProviderSites } from './provider-links';

declare const PORTAL_BUILD_CONFIG: {
  readonly allowedRedirectOrigins: readonly string[];
  readonly placeholderDomain: string;
  /** PORTAL_DISABLE_THIRD_PARTY_SCRIPTS at build time; absent means third-party scripts run (D-ADP-3). */
  readonly disableThirdPartyScripts?: boolean;
};

/** docs/team-decisions.md "Maintenance window": the portal's time zone is New York's. */
export const PORTAL_TIME_ZONE = 'America/New_York';

/** Spec §9: the provider's sites the portal at `origin` links to, by the environment its host names (D-ADP-7). */
export const providerSitesAt = (origin: string): ProviderSites =>
  providerSitesFor(environmentFromHost(new URL(origin).host));

/** The portal's configuration: its own origin from the page, the rest fixed at build time (webpack DefinePlugin). */
export const browserPortalConfig = (origin: string): PortalConfig => ({
  portalOrigin: origin,
  allowedRedirectOrigins: PORTAL_BUILD_CONFIG.allowedRedirectOrigins,
  placeholderDomain: PORTAL_BUILD_CONFIG.placeholderDomain,
  timeZone: PORTAL_TIME_ZONE,
  storeOrigin: providerSitesAt(origin).store,
});

/** Spec §7 "a third-party-scripts disable flag": on only when the build sets it to true. */
export const thirdPartyScriptsDisabled = (): boolean => {
  // A block body: DefinePlugin inlines the object literal, which an expression body would start with.
  const { disableThirdPartyScripts } = PORTAL_BUILD_CONFIG;
  return disableThirdPartyScripts === true;
};
