import { useEffect } from 'react';
import { NavigationType, type createBrowserRouter } from 'react-router-dom';
import { forcesReloadOnBackNavigation } from '../../domain/navigation/back-navigation';

type PortalRouter = ReturnType<typeof createBrowserRouter>;

/** react-router's position in the tab's history: it counts up on each new entry. */
const historyIndex = (state: unknown): number | undefined =>
  typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number'
    ? state.idx
    : undefined;

/** What the hook uses of the window: its history, its address and its popstate events. */
export type BrowserPage = Pick<Window, 'history' | 'addEventListener' | 'removeEventListener'> & {
  readonly location: Pick<Location, 'pathname' | 'search' | 'reload'>;
};

/**
 * Spec §4 "Back-navigation to /gad/search, /verify-email or /gad/dunsfound forces a reload": when
 * the browser goes back (a popstate to an earlier entry than the one shown) to one of those
 * pages, the page is loaded afresh from the server instead of from the router's memory. Going
 * forward, or anywhere else, stays client-side (D-GAD-UI-4).
 */
export const useReloadOnBackNavigation = (
  router: PortalRouter,
  page: BrowserPage = window,
): void => {
  useEffect(() => {
    let shownIndex = historyIndex(page.history.state);
    // A push or replace done: the entry shown now. A pop is read by the listener below, which
    // runs first (capture), before the router has moved on to the entry popped to.
    const unsubscribe = router.subscribe((state) => {
      if (state.navigation.state === 'idle' && state.historyAction !== NavigationType.Pop) {
        shownIndex = historyIndex(page.history.state);
      }
    });
    const onPopState = (event: PopStateEvent) => {
      const index = historyIndex(event.state);
      const back = index !== undefined && shownIndex !== undefined && index < shownIndex;
      shownIndex = index;
      const { pathname, search } = page.location;
      if (back && forcesReloadOnBackNavigation(`${pathname}${search}`)) page.location.reload();
    };
    page.addEventListener('popstate', onPopState, { capture: true });
    return () => {
      unsubscribe();
      page.removeEventListener('popstate', onPopState, { capture: true });
    };
  }, [router, page]);
};
