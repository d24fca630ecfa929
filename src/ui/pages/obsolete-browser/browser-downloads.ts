import { SUGGESTED_BROWSERS } from '../../../domain/maintenance/obsolete-browser';

export interface BrowserDownload {
  readonly name: string;
  readonly url: string;
}

/** Each browser's own download page (the server's static page for Internet Explorer links the same). */
const DOWNLOAD_PAGES: Readonly<Record<string, string>> = {
  Safari: 'https://www.apple.com/safari/',
  Firefox: 'https://www.mozilla.org/firefox/new/',
  Chrome: 'https://www.google.com/chrome/',
  Edge: 'https://www.microsoft.com/edge',
};

/** Spec §8 "Unsupported browser: suggests Safari, Firefox, Chrome, Edge", in that order, with links. */
export const BROWSER_DOWNLOADS: readonly BrowserDownload[] = SUGGESTED_BROWSERS.flatMap((name) => {
  const url = DOWNLOAD_PAGES[name];
  return url === undefined ? [] : [{ name, url }];
});
