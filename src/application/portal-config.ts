/** Configuration the application needs, supplied by the composition root. */
export interface PortalConfig {
  /** The portal's own origin, always on the redirect allow-list. */
  readonly portalOrigin: string;
  /** The provider's own sites a post-login redirect may go to (spec §4). */
  readonly allowedRedirectOrigins: readonly string[];
  /** Appended to a username typed without a domain (spec §5). */
  readonly placeholderDomain: string;
  /** The portal's time zone, in which the maintenance window's dates are read (IANA name). */
  readonly timeZone: string;
  /** The provider's online store for the portal's environment (spec §9, D-ADP-7), no trailing slash. */
  readonly storeOrigin: string;
}
