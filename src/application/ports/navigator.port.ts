/** Full-page navigation (leaving the single-page app), e.g. to the identity provider. */
export interface Navigator {
  assign(url: string): void;
  replace(url: string): void;
}
