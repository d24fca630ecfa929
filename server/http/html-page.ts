import { createHash } from 'node:crypto';

/** The few server-rendered pages (identity-provider pages, /dev/mail, demo products) share this frame. */
const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

/** The frame's one inline style sheet: the same text on every page, so one hash admits it. */
const FRAME_STYLE = `body{font-family:system-ui,sans-serif;margin:0;padding:2rem 1rem;color:#1f2933;background:#f5f7fa}
main{max-width:40rem;margin:0 auto;background:#fff;padding:1.5rem;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.15)}
button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:4px;background:#005172;color:#fff;cursor:pointer}
pre{white-space:pre-wrap;word-break:break-word;background:#f5f7fa;padding:.75rem;border-radius:4px}
li>a{display:inline-block;padding:.25rem 0;line-height:1.5}`;

/**
 * The Content-Security-Policy source (`style-src`) that admits the frame's inline style sheet and
 * nothing else inline: the pages need no per-response nonce, however they are rendered.
 */
export const FRAME_STYLE_HASH = `'sha256-${createHash('sha256').update(FRAME_STYLE).digest('base64')}'`;

/**
 * A complete page; `title` is escaped here, `body` must already be escaped HTML. `languageTag` is
 * the page's language (`cs-CZ`), English unless told.
 */
export const htmlPage = (
  title: string,
  body: string,
  languageTag = 'en',
): string => `<!doctype html>
<html lang="${escapeHtml(languageTag)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Business Portal | ${escapeHtml(title)}</title>
<style>${FRAME_STYLE}</style>
</head><body><main>${body}</main></body></html>`;
