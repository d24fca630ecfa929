import { loginVariantFor, type LoginVariant } from './login-validation';
import { SPEC_ROUTES } from '../navigation/route-access';

// Spec §2 "Query parameters: uid (prefills username), flow (GAD, or a path starting with /signin,
// selects sign-in wording), lang (language), app_id, payload, expired, redirect_uri, redirect_url,
// reason (value product_refresh)". The login page reads them from its own address; a signed-out
// visit to a secure page arrives as /login?redirect_uri=<the page with its query>, so a parameter
// the page's query holds counts too (docs/decisions/sign-in-states.md D-SIGNIN-UI-1).

/** The parameters the provider carries back to the login page, by their query names. */
const CARRIED_PARAMETERS = ['flow', 'lang', 'app_id', 'payload', 'reason', 'expired'] as const;

type CarriedParameter = (typeof CARRIED_PARAMETERS)[number];

export interface SignInParameters {
  /** The username to prefill. */
  readonly uid: string | undefined;
  readonly carried: Readonly<Partial<Record<CarriedParameter, string>>>;
  /** redirect_uri, else redirect_url: checked against the allow-list when the sign-in completes. */
  readonly redirect: string | undefined;
}

/** What the code flow carries through the provider to the login page: its username and parameters. */
export interface LoginPageContext {
  readonly loginHint: string | undefined;
  readonly parameters: Readonly<Record<string, string>>;
}

/** Which message the login page shows above the form, from its parameters. */
export type LoginNotice = 'productRefresh' | 'sessionExpired';

/** A query string of the portal's own site path (`/?uid=…`), never another site's. */
const sitePathQuery = (target: string | undefined): URLSearchParams | undefined => {
  if (target === undefined || !target.startsWith('/') || target.startsWith('//')) return undefined;
  const query = target.indexOf('?');
  return query < 0 ? undefined : new URLSearchParams(target.slice(query + 1).split('#')[0]);
};

const present = (value: string | null | undefined): string | undefined =>
  value === null || value === undefined || value === '' ? undefined : value;

export const signInParametersOf = (query: URLSearchParams): SignInParameters => {
  const redirect = present(query.get('redirect_uri')) ?? present(query.get('redirect_url'));
  const inner = sitePathQuery(redirect);
  const read = (name: string): string | undefined =>
    present(query.get(name)) ?? present(inner?.get(name));
  const carried: Partial<Record<CarriedParameter, string>> = {};
  for (const name of CARRIED_PARAMETERS) {
    const value = read(name);
    if (value !== undefined) carried[name] = value;
  }
  // A signed-out visit to a Get-a-DUNS page is the GAD flow (D-GAD-ENTRY-2).
  if (carried.flow === undefined && isGetADunsPath(redirect)) carried.flow = GAD_FLOW;
  return { uid: read('uid'), carried, redirect };
};

const GAD_FLOW = 'GAD';

/** A site path of the Get-a-DUNS flow (/gad/search, /gad/dunsfound, …). */
const isGetADunsPath = (target: string | undefined): boolean =>
  target !== undefined && (target === '/gad' || /^\/gad[/?#]/.test(target));

/** The portal's own site path, never another site's or a protocol-relative one. */
const isSitePath = (target: string | undefined): target is string =>
  target !== undefined && target.startsWith('/') && !target.startsWith('//');

/**
 * What the code flow carries to the provider and back. /signin is the sign-in variant of the page
 * (spec §2 route table): without a flow of its own it travels as flow=/signin, which the login
 * page reads as that variant.
 */
export const loginPageContextOf = (
  parameters: SignInParameters,
  entry: 'login' | 'signin',
): LoginPageContext => ({
  loginHint: parameters.uid,
  parameters: {
    ...(entry === 'signin' && parameters.carried.flow === undefined
      ? { ...parameters.carried, flow: '/signin' }
      : parameters.carried),
    // The target comes back as the login page's redirect_url, so its sign-up link can pass it on
    // (the sign-in itself keeps using the portal's OIDC state, D-SIGNIN-UI-1, D-GAD-ENTRY-3).
    ...(isSitePath(parameters.redirect) ? { redirect_url: parameters.redirect } : {}),
  },
});

/** A product's deep link (spec §2 `app_id`, `payload`), as oktaLogin takes it in its query (§7). */
export interface ProductDeepLink {
  readonly payload: string;
  readonly appId: string | undefined;
}

/**
 * Where a sign-in from a product's deep link lands when no page asked for it: My Apps with the
 * link, which it follows (D-DASH-10); undefined without a `payload`.
 */
export const deepLinkLandingOf = (parameters: SignInParameters): string | undefined => {
  const { payload, app_id: appId } = parameters.carried;
  if (payload === undefined) return undefined;
  const query = new URLSearchParams({ payload });
  if (appId !== undefined) query.set('app_id', appId);
  return `${SPEC_ROUTES.home.path}?${query.toString()}`;
};

/** The product's deep link a sign-in's landing page carries, for oktaLogin (spec §7). */
export const productDeepLinkOf = (landing: string): ProductDeepLink | undefined => {
  const query = sitePathQuery(landing);
  const payload = present(query?.get('payload'));
  return payload === undefined ? undefined : { payload, appId: present(query?.get('app_id')) };
};

/**
 * The login page's sign-up link: the GAD flow (which registers through /auth/registerUser), the
 * page the user was going to, and the product's `app_id`/`payload`, as /signup reads them
 * (D-REG-UI-2), so the first sign-in after setting the password lands there (D-GAD-ENTRY-3).
 */
export const signUpPathOf = (parameters: SignInParameters): string => {
  const query = new URLSearchParams();
  if (parameters.carried.flow === GAD_FLOW) query.set('flow', GAD_FLOW);
  if (isSitePath(parameters.redirect)) query.set('redirect_url', parameters.redirect);
  for (const name of ['app_id', 'payload'] as const) {
    const value = parameters.carried[name];
    if (value !== undefined) query.set(name, value);
  }
  const search = query.toString();
  return search === '' ? SPEC_ROUTES.signUp.path : `${SPEC_ROUTES.signUp.path}?${search}`;
};

/** §2 and §5: flow=GAD, a flow starting with /signin, or the /signin route, use the sign-in wording. */
export const loginVariantOf = (
  parameters: SignInParameters,
  entry: 'login' | 'signin',
): LoginVariant => (entry === 'signin' ? 'signin' : loginVariantFor(parameters.carried.flow));

/** reason=product_refresh says why the user must sign in again; expired=true that the session ended. */
export const loginNoticeOf = (parameters: SignInParameters): LoginNotice | undefined => {
  if (parameters.carried.reason === 'product_refresh') return 'productRefresh';
  if (parameters.carried.expired === 'true') return 'sessionExpired';
  return undefined;
};
