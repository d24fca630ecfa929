import {
  createElement,
  startTransition,
  lazy,
  Suspense,
  useEffect,
  useRef,
  useCallback,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';

/**
 * A component whose code is its own chunk, fetched the first time it renders (React.lazy), or
 * earlier by `preload()` on a hint of intent (a pointer over its trigger). The popover renders a
 * placeholder until the code is there (`usePart().swap`), and fetches it only on intent (or when a
 * page preloads it at idle), so no page pays for it on its critical path (D-UI-2).
 */
export const lazyPart = <Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
) => {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  let loaded: { default: ComponentType<Props> } | undefined;
  const listeners = new Set<() => void>();
  const once = () =>
    (loading ??= load().then((module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    }));
  // A failed preload is forgotten, so the next intent (or rendering) tries again.
  const preload = (): Promise<void> =>
    once().then(
      () => undefined,
      () => {
        loading = undefined;
      },
    );
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  /**
   * Whether the part's code has arrived. The component re-renders when it does, in a transition
   * that React may slice (D-PERF-11), and at an idle moment of its own (`inTurnWhenIdle`): all
   * the header's popups mounted in one render made one long task of its commit (D-SSR-9).
   * `swapNow` is for a hint of intent, which does not wait for the page to be idle.
   */
  const useLoaded = () => {
    const [arrived, setArrived] = useState(loaded !== undefined);
    const shown = useRef(arrived);
    // Only a placeholder is swapped: the part itself is not rendered again for nothing.
    const swapNow = useCallback(() => {
      if (shown.current) return;
      shown.current = true;
      startTransition(() => setArrived(true));
    }, []);
    useEffect(() => {
      let mounted = true;
      const arrive = () =>
        inTurnWhenIdle(() => {
          if (mounted) swapNow();
        });
      // The code may have come between this render and its effect.
      if (loaded !== undefined) arrive();
      const unsubscribe = subscribe(arrive);
      return () => {
        mounted = false;
        unsubscribe();
      };
    }, [swapNow]);
    return { arrived, swapNow };
  };
  const Lazy = lazy(once);
  /**
   * Code that has already arrived (preloaded) renders without suspending: React.lazy suspends on
   * its first render even then, and the fallback it shows for that instant holds the content back
   * by React's 300 ms reveal throttle. (React.lazy never commits here: it is rendered only while
   * the code is on its way, and React renders the part again once it is here.)
   */
  const Part = (props: Props) =>
    loaded === undefined ? createElement(Lazy, props) : createElement(loaded.default, props);
  /**
   * What a component built on the part needs: the placeholder's intent and its handlers, and
   * `swap`, which shows the placeholder until the code has arrived and the part after. The part
   * itself no longer suspends then; the boundary keeps anything lazy inside it from suspending the
   * page around it (its placeholder shows instead).
   */
  const usePart = () => {
    const { arrived, swapNow } = useLoaded();
    const ask = useCallback(
      () =>
        preload().then(() => {
          if (loaded !== undefined) swapNow();
        }),
      [swapNow],
    );
    const { intent, handlers } = usePlaceholderIntent(ask);
    const swap = (placeholder: ReactNode, part: ReactNode): ReactNode =>
      arrived ? createElement(Suspense, { fallback: placeholder }, part) : placeholder;
    return { intent, handlers, swap };
  };
  return { Part, preload, usePart };
};

const swapsWaiting: (() => void)[] = [];
let swapping = false;

/** Runs each of the given swaps at an idle moment of its own, in the order they came. */
const inTurnWhenIdle = (swap: () => void): void => {
  swapsWaiting.push(swap);
  if (swapping) return;
  swapping = true;
  const next = () => {
    swapsWaiting.shift()?.();
    if (swapsWaiting.length > 0) whenIdle(next);
    else swapping = false;
  };
  whenIdle(next);
};

const whenIdle = (run: () => void): void => {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(run, { timeout: IDLE_SWAP_TIMEOUT_MS });
  } else window.setTimeout(run, 0);
};

/** The longest a part that has arrived waits for an idle moment before it takes its place. */
const IDLE_SWAP_TIMEOUT_MS = 500;

/** What the user did to a placeholder before the real component arrived. */
export interface PlaceholderIntent {
  focused: boolean;
  activated: boolean;
}

/**
 * Until a lazy part arrives, its placeholder (the same trigger, drawn the same) records whether
 * it was focused or pressed, so the real one takes focus and opens as if it had been there: the
 * swap is never felt, even by someone who tabbed to it in the first milliseconds.
 */
export const usePlaceholderIntent = (preload: () => Promise<void>) => {
  const intent = useRef<PlaceholderIntent>({ focused: false, activated: false });
  const handlers = {
    onPointerEnter: () => void preload(),
    onFocus: () => {
      intent.current.focused = true;
      void preload();
    },
    onBlur: () => {
      intent.current.focused = false;
    },
    // A press counts from the pointer going down: if the code arrives before the pointer comes
    // up, the button under it is replaced and the browser sends the click to neither.
    onPointerDown: () => {
      intent.current.activated = true;
      void preload();
    },
    onClick: () => {
      intent.current.activated = true;
      void preload();
    },
  };
  return { intent, handlers };
};

/**
 * Fetches parts' code at the page's first idle moment once it has settled, for pages whose user is
 * about to use them: a secure page's bell. Not before a second has passed: the first idle
 * moment comes while the page's data calls are on the wire, and the popups' chunks would then
 * compete with them for the server and the connections, and with their rendering for the main
 * thread (D-PERF-11). A hint of intent still fetches a popup's code at once.
 */
export const usePreloadWhenIdle = (preloads: readonly (() => Promise<void>)[]) => {
  useEffect(() => {
    const run = () => {
      for (const preload of preloads) void preload();
    };
    let idle: number | undefined;
    const settled = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') {
        idle = window.requestIdleCallback(run, { timeout: IDLE_PRELOAD_TIMEOUT_MS });
      } else run();
    }, IDLE_PRELOAD_DELAY_MS);
    return () => {
      window.clearTimeout(settled);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [preloads]);
};

/** How long a page is given to fetch and show its own data before its popups' code is fetched. */
const IDLE_PRELOAD_DELAY_MS = 1000;

/** The longest a busy page then waits before its popups' code is fetched anyway. */
const IDLE_PRELOAD_TIMEOUT_MS = 3000;
