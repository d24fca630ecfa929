// Spec §2 query parameters "flow, ..., app_id, payload, ..., redirect_uri, redirect_url" on the
// sign-up pages, and §7 "POST /auth/newUser (or /auth/registerUser in the GAD flow) | form plus
// redirectUrl, ...": what a registration carries besides the form (docs/decisions/registration.md
// D-REG-UI-2).

/** Where the sign-up form sends the registration: /signup or /social-signup. */
export type RegistrationSource = 'portal' | 'social';

export interface RegistrationRequest {
  readonly source: RegistrationSource;
  /** The page's `flow` parameter ("GAD" registers through /auth/registerUser). */
  readonly flow: string | undefined;
  /** Where the user goes after the first password is set; the server applies its allow-list. */
  readonly redirectUrl: string;
}

/** The query parameters the sign-up pages read (a URLSearchParams fits). */
export interface QueryParameters {
  get(name: string): string | null;
}

const present = (value: string | null): string | undefined =>
  value === null || value.trim() === '' ? undefined : value.trim();

/**
 * The registration's extras from the page's address: `redirect_url` (or `redirect_uri`) is the
 * target as given; without one, `app_id` and `payload` become a portal path that carries them to
 * the dashboard after the first sign-in, so the product asked for is not lost (D-REG-UI-2).
 */
export const registrationRequestOf = (
  source: RegistrationSource,
  query: QueryParameters,
): RegistrationRequest => {
  const explicit = present(query.get('redirect_url')) ?? present(query.get('redirect_uri'));
  const carried = new URLSearchParams();
  const appId = present(query.get('app_id'));
  const payload = present(query.get('payload'));
  if (appId !== undefined) carried.set('app_id', appId);
  if (payload !== undefined) carried.set('payload', payload);
  const carriedQuery = carried.toString();
  const fromProduct = carriedQuery === '' ? '' : `/?${carriedQuery}`;
  return { source, flow: present(query.get('flow')), redirectUrl: explicit ?? fromProduct };
};
