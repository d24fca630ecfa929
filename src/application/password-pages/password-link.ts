import {
  PRODUCT_CATALOGUE,
  RESTART_TRIAL_PRODUCTS,
  type Product,
} from '../../domain/entitlements/product-catalogue';
import { SPEC_ROUTES } from '../../domain/navigation/route-access';

// The mailed links that open a new-password page (spec §2 /resetPassword, /continueRegistration,
// /confirmRegistration, /set-password) and where their pages lead on: sign-in with the new
// password, a new reset link, a new trial. The values a link carries (flow, app_id, payload,
// redirect_url… docs/decisions/accounts-backend.md D-PWD-5) travel on, so the flow the user started
// continues.

/**
 * What the link is for. `reset`: a reset link, its token checked first. `confirmRegistration`:
 * the sign-up mail's confirm link, which verifies the email and hands back the token that sets
 * the first password. `continueRegistration`: that token's link (also /set-password).
 */
export type PasswordLinkPurpose = 'reset' | 'confirmRegistration' | 'continueRegistration';

/** The query values a reset link carries on to sign-in or to a new reset request. */
export const CARRIED_VALUES = [
  'flow',
  'app_id',
  'payload',
  'redirect_url',
  'encryptedDuns',
  'countryId',
] as const;

export type CarriedValue = (typeof CARRIED_VALUES)[number];

export interface PasswordLink {
  readonly purpose: PasswordLinkPurpose;
  /** The link's token; empty when the address has none (then the link has expired). */
  readonly token: string;
  /** The product a registration was for (`product`), echoed by confirmRegistration. */
  readonly product: string | undefined;
  readonly carried: Partial<Readonly<Record<CarriedValue, string>>>;
}

/** The link of a page's address: `get` reads one query value (URLSearchParams.get). */
export const readPasswordLink = (
  purpose: PasswordLinkPurpose,
  get: (name: string) => string | null,
): PasswordLink => {
  const carried: Partial<Record<CarriedValue, string>> = {};
  for (const name of CARRIED_VALUES) {
    const value = get(name)?.trim();
    if (value !== undefined && value !== '') carried[name] = value;
  }
  const product = get('product')?.trim();
  return {
    purpose,
    token: get('token')?.trim() ?? '',
    product: product === undefined || product === '' ? undefined : product,
    carried,
  };
};

const withQuery = (path: string, query: Readonly<Record<string, string | undefined>>): string => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(name, value);
  const search = params.toString();
  return search === '' ? path : `${path}?${search}`;
};

/** A redirect target that is the portal's home adds nothing to the sign-in link. */
const isHome = (target: string | undefined): boolean =>
  target === undefined || target === '' || target === '/' || /^https?:\/\/[^/]+\/?$/.test(target);

/**
 * Spec §4 "After registration or password change the user signs in with the new password": the
 * login page, with the username when known (`uid`) and the flow's values (D-PWD-UI-3).
 */
export const signInPathAfter = (
  link: PasswordLink,
  account: { readonly email?: string | undefined; readonly redirectUrl?: string | undefined },
): string => {
  const { flow, app_id, payload } = link.carried;
  const redirect = account.redirectUrl ?? link.carried.redirect_url;
  return withQuery(SPEC_ROUTES.login.path, {
    uid: account.email,
    flow,
    app_id,
    payload,
    redirect_url: isHome(redirect) ? undefined : redirect,
  });
};

/** §8 "Your link has expired." with the option to reset again: a new request, same flow values. */
export const resetAgainPath = (link: PasswordLink): string =>
  withQuery(SPEC_ROUTES.forgotPassword.path, link.carried);

/** One free-trial offer of the registration-expired page. */
export interface TrialOffer {
  readonly product: Product;
  /** Sign-up again for this product. */
  readonly signUpPath: string;
}

const matchesProduct = (entry: Product, named: string): boolean => {
  const wanted = named.trim().toLowerCase();
  return (
    entry.key.toLowerCase() === wanted ||
    entry.name.toLowerCase() === wanted ||
    String(entry.appId) === wanted
  );
};

/**
 * §4 "Registration link expired: offer of a free trial per product (analytics studio, ZETA,
 * SSVI)": the product the link names (`product`, else `app_id`) when it is one of them, else all
 * three (D-PWD-UI-4). Each offer leads to the sign-up page for that product.
 */
export const trialOffersFor = (link: PasswordLink): readonly TrialOffer[] => {
  // In the spec's order: analytics studio, ZETA, SSVI.
  const offered = RESTART_TRIAL_PRODUCTS.flatMap((key) =>
    PRODUCT_CATALOGUE.filter((entry) => entry.key === key),
  );
  const named = link.product ?? link.carried.app_id;
  const chosen = named === undefined ? [] : offered.filter((entry) => matchesProduct(entry, named));
  return (chosen.length > 0 ? chosen : offered).map((product) => ({
    product,
    signUpPath: withQuery(SPEC_ROUTES.signUp.path, { app_id: String(product.appId) }),
  }));
};
