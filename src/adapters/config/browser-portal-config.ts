import type { PortalConfig } from '../../application/portal-config';

declare const PORTAL_BUILD_CONFIG: {
  readonly allowedRedirectOrigins: readonly string[];
  readonly placeholderDomain: string;
};

/** The portal's configuration: its own origin from the page, the rest fixed at build time (webpack DefinePlugin). */
export const browserPortalConfig = (origin: string): PortalConfig => ({
  portalOrigin: origin,
  allowedRedirectOrigins: PORTAL_BUILD_CONFIG.allowedRedirectOrigins,
  placeholderDomain: PORTAL_BUILD_CONFIG.placeholderDomain,
});
