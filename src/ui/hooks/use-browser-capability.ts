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
