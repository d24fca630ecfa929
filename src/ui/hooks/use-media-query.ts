import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query (as `media` in the theme writes it, "@media (...)") matches now: unknown
 * (undefined) in the markup the server renders, which cannot know the screen, and so in the
 * browser's hydration of that markup too; known from the render right after (and at once in a
 * page the browser renders itself).
 */
export const useMediaQuery = (mediaRule: string): boolean | undefined => {
  const query = mediaRule.replace(/^@media\s+/, '');
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => undefined,
  );
};
