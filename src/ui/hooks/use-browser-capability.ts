import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * What this browser can do (make passkeys, say), as a page may show it: absent from the markup the
 * server renders, which cannot know it, and so from the browser's hydration of that markup too;
 * present from the render right after.
 */
export const useBrowserCapability = (supported: boolean): boolean =>
  useSyncExternalStore(
    unchanging,
    () => supported,
    () => false,
  );
