import {
  PRODUCT_CATALOGUE,
  RESTART_TRIAL_PRODUCTS,
  REV_UP_TRIAL_NAMES,
  revUpNamed,
  type Product,
  type RestartTrialProduct,
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
export interface RestartTrialOffer {
  readonly product: Product;
  /** The name the offer goes by: the catalogue's, or its Rev.Up variant's (D-PWD-UI-7). */
  readonly name: string;
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

interface RestartTrial {
  readonly product: Product;
  readonly key: RestartTrialProduct;
}

/** The three trials in the spec's order: analytics studio, ZETA, SSVI. */
const RESTART_TRIALS: readonly RestartTrial[] = RESTART_TRIAL_PRODUCTS.flatMap((key) =>
  PRODUCT_CATALOGUE.filter((entry) => entry.key === key).map((product) => ({ product, key })),
);

/** A name for a trial: the catalogue's key, name or app id, or the name after its Rev.Up brand. */
const namesTrial = (trial: RestartTrial, wanted: string): boolean =>
  matchesProduct(trial.product, wanted) ||
  revUpNamed(REV_UP_TRIAL_NAMES[trial.key])?.rest.toLowerCase() === wanted.trim().toLowerCase();

/**
 * §4 "Registration link expired: offer of a free trial per product (analytics studio, ZETA,
 * SSVI; another text lists Rev.Up variants)": the product the link names (`product`, else
 * `app_id`) when it is one of them, else all three (D-PWD-UI-4); a name in the Rev.Up brand ("Rev.Up
 * ZETA", or "Rev.Up" alone) gets the Rev.Up variants' names (D-PWD-UI-7). Each offer leads to the
 * sign-up page for that product.
 */
export const trialOffersFor = (link: PasswordLink): readonly RestartTrialOffer[] => {
  const named = link.product ?? link.carried.app_id ?? '';
  const revUp = revUpNamed(named);
  const wanted = revUp === undefined ? named : revUp.rest;
  const chosen = wanted === '' ? [] : RESTART_TRIALS.filter((trial) => namesTrial(trial, wanted));
  return (chosen.length > 0 ? chosen : RESTART_TRIALS).map(({ product, key }) => ({
    product,
    name: revUp === undefined ? product.name : REV_UP_TRIAL_NAMES[key],
    signUpPath: withQuery(SPEC_ROUTES.signUp.path, { app_id: String(product.appId) }),
  }));
};
