import type { SignedInSession } from '../ports/signed-in-sessions-gateway.port';

/** How a session's browser is named: "Chrome on macOS", one of the two, or not at all. */
export type SessionDevice =
  | { readonly kind: 'both'; readonly browser: string; readonly system: string }
  | { readonly kind: 'one'; readonly name: string }
  | { readonly kind: 'unknown' };

export const sessionDeviceOf = (session: SignedInSession): SessionDevice => {
  if (session.browser !== '' && session.system !== '') {
    return { kind: 'both', browser: session.browser, system: session.system };
  }
  const name = session.browser || session.system;
  return name === '' ? { kind: 'unknown' } : { kind: 'one', name };
};
