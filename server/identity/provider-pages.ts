import type { KoaContextWithOIDC, errors } from 'oidc-provider';

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const page = (title: string, body: string): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Business Portal | ${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:2rem 1rem;color:#1f2933;background:#f5f7fa}
main{max-width:28rem;margin:0 auto;background:#fff;padding:1.5rem;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.15)}
button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:4px;background:#005172;color:#fff;cursor:pointer}</style>
</head><body><main>${body}</main></body></html>`;

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
