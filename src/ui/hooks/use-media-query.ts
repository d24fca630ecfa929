import { useCallback, useSyncExternalStore } from 'react';

/** Whether a media query (as `media` in the theme writes it, "@media (...)") matches now. */
export const useMediaQuery = (mediaRule: string): boolean => {
  const query = mediaRule.replace(/^@media\s+/, '');
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
};
