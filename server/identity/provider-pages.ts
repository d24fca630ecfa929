import type { KoaContextWithOIDC, errors } from 'oidc-provider';
import { escapeHtml, htmlPage as page } from '../http/html-page';

/**
 * The provider's end-session confirmation. The portal has already ended its own session and asked
 * for this sign-out, so the form submits itself; without JavaScript the user presses the button.
 */
export const renderLogoutConfirmation = async (ctx: KoaContextWithOIDC, form: string): Promise<void> => {
  ctx.type = 'html';
  ctx.body = page(
    'Signing out',
    `<h1>Signing you out…</h1>${form}
<button id="confirm-sign-out" type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>
<script>document.getElementById('confirm-sign-out').click();</script>`,
  );
};

export const renderProviderError = async (
  ctx: KoaContextWithOIDC,
  out: errors.OIDCProviderError | { error: string; error_description?: string },
): Promise<void> => {
  ctx.type = 'html';
  const description = 'error_description' in out && out.error_description ? out.error_description : out.error;
  ctx.body = page(
    'Sign-in error',
    `<h1>Sorry, something went wrong. Please try again later.</h1><p>${escapeHtml(String(description))}</p>
<p><a href="/login">Back to sign in</a></p>`,
  );
};
