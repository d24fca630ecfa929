import type { KoaContextWithOIDC, errors } from 'oidc-provider';
import { PORTAL_CLIENT_ID } from '../config';
import { escapeHtml, htmlPage as page } from '../http/html-page';
import { LANGUAGE_COOKIE, requestLocale } from '../i18n/request-locale';
import { languageTagOf, serverText, type ServerMessageId } from '../i18n/server-texts';

/** The options the provider's long-lived cookies (its session cookie) are set and cleared with. */
export const PROVIDER_COOKIE_OPTIONS = { httpOnly: true, sameSite: 'lax' } as const;

/**
 * The portal's proof that it asked for this sign-out (docs/decisions/sign-in-and-sessions.md
 * D-AUTH-6): an `id_token_hint` that the provider issued to the portal (oidc-provider has already
 * checked its signature, issuer and audience; an expired one still counts) for the account signed
 * in to this provider session, and issued since that sign-in. Another site holds no such token.
 */
export const hasPortalProof = (ctx: KoaContextWithOIDC): boolean => {
  const hint = ctx.oidc.entities.IdTokenHint?.payload;
  const session = ctx.oidc.session;
  const loginTs = session?.loginTs;
  if (hint === undefined || session?.accountId === undefined || loginTs === undefined) {
    return false;
  }
  if (ctx.oidc.client?.clientId !== PORTAL_CLIENT_ID) return false;
  return hint.sub === session.accountId && typeof hint.iat === 'number' && hint.iat >= loginTs;
};

/**
 * What oidc-provider's end-session confirmation does when the user says yes, done at once: the
 * grants made in the session (with their codes and tokens) and the session end, its cookie is
 * cleared, and the browser goes to the registered post-logout URI with the portal's `state`.
 */
const endProviderSession = async (ctx: KoaContextWithOIDC): Promise<void> => {
  const { session, provider } = ctx.oidc;
  if (session === undefined) throw new Error('end-session page without a provider session');
  const details = session.state;
  for (const { grantId, persistsLogout } of Object.values(session.authorizations ?? {})) {
    if (grantId === undefined || persistsLogout === true) continue;
    await provider.AccessToken.revokeByGrantId(grantId);
    await provider.AuthorizationCode.revokeByGrantId(grantId);
    await (await provider.Grant.find(grantId))?.destroy();
  }
  await session.destroy();
  ctx.oidc.cookies.set(provider.cookieName('session'), null, PROVIDER_COOKIE_OPTIONS);
  provider.emit('end_session.success', ctx);

  const backToPortal =
    typeof details?.postLogoutRedirectUri === 'string' ? details.postLogoutRedirectUri : undefined;
  const target = new URL(backToPortal ?? ctx.oidc.urlFor('end_session_success'));
  if (backToPortal !== undefined && typeof details?.state === 'string') {
    target.searchParams.set('state', details.state);
  }
  ctx.status = 303;
  ctx.redirect(target.href);
};

/**
 * The provider's end-session page, shown when the browser still has a provider session. With the
 * portal's proof the sign-out completes here, without a page. Without it (a link or form on
 * another site, or a portal tab that no longer holds its id token) the user is asked: the form
 * posts only when they press the button. No script: the page works under a strict
 * Content-Security-Policy.
 */
export const renderLogoutConfirmation = async (
  ctx: KoaContextWithOIDC,
  form: string,
): Promise<void> => {
  if (hasPortalProof(ctx)) {
    await endProviderSession(ctx);
    return;
  }
  const text = textsFor(ctx);
  ctx.type = 'html';
  ctx.body = page(
    text('provider.logout.pageTitle'),
    `<h1>${escapeHtml(text('provider.logout.heading'))}</h1>
<p>${escapeHtml(text('provider.logout.explanation'))}</p>${form}
<p><button type="submit" form="op.logoutForm" name="logout" value="yes">${escapeHtml(text('provider.logout.signOut'))}</button></p>
<p><a href="/">${escapeHtml(text('provider.logout.staySignedIn'))}</a></p>`,
    languageTagOf(text.locale),
  );
};

export const renderProviderError = async (
  ctx: KoaContextWithOIDC,
  out: errors.OIDCProviderError | { error: string; error_description?: string },
): Promise<void> => {
  const text = textsFor(ctx);
  ctx.type = 'html';
  // The provider's own description is English and technical: shown as a detail for the help desk.
  const description =
    'error_description' in out && out.error_description ? out.error_description : out.error;
  ctx.body = page(
    text('provider.error.pageTitle'),
    `<h1>${escapeHtml(text('provider.error.heading'))}</h1>
<p>${escapeHtml(text('provider.error.detail', { detail: String(description) }))}</p>
<p><a href="/login">${escapeHtml(text('provider.error.backToSignIn'))}</a></p>`,
    languageTagOf(text.locale),
  );
};

/** The provider's pages speak the portal's stored language, else the browser's (spec §9). */
const textsFor = (ctx: KoaContextWithOIDC) => {
  const locale = requestLocale(
    [ctx.cookies.get(LANGUAGE_COOKIE, { signed: false })],
    ctx.get('accept-language'),
  );
  return Object.assign(
    (id: ServerMessageId, values?: Readonly<Record<string, string>>) =>
      serverText(locale, id, values),
    { locale },
  );
};
