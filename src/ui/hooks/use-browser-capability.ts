import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * What this browser can do (make passkeys, say), as a page may show it: unknown (undefined) in the
 * markup the server renders, which cannot know it, and so in the browser's hydration of that
 * markup too; known from the render right after.
 */
export const useBrowserCapability = (supported: boolean): boolean | undefined =>
  useSyncExternalStore(
    unchanging,
    () => supported,
    () => undefined,
  );

/**
 * Whether the page is the browser's: false in the server's markup and in the hydration of it,
 * true from the render right after. For what the server must not draw (a dialog, a closed popup).
 */
export const useInBrowser = (): boolean => useBrowserCapability(true) === true;
