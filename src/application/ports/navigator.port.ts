/** How a page of the portal is shown: in the history's place of the current one, or after it. */
export interface ShowOptions {
  readonly replace?: boolean;
  /**
   * Why the page is shown, when that changes what it does: `signedIn`, the step that ends a
   * sign-in (the secure layout fetches its code while the session is checked); `signOut`, the
   * portal's own way to /logout (it signs out at once instead of asking, D-AUTH-6).
   */
  readonly intent?: 'signedIn' | 'signOut';
}

/** The router's own navigation, which it lends the Navigator while it is mounted. */
export type InAppNavigation = (path: string, options: ShowOptions) => void;

/**
 * Every navigation of the portal (issue 31): a page of the portal, shown by the router without
 * loading the document again, or an address outside the single-page app (the identity provider,
 * another allowed site), which the browser loads.
 */
export interface Navigator {
  show(path: string, options?: ShowOptions): void;
  assign(url: string): void;
  replace(url: string): void;
  /** Loads the current page again (a chunk a deploy replaced, a catalogue that failed). */
  reload(): void;
  /** The router connects its navigation while mounted; the returned function disconnects it. */
  connectRouter(navigate: InAppNavigation): () => void;
}
