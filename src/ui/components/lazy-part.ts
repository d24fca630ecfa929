import { lazy, useRef, type ComponentType } from 'react';

/**
 * A component whose code is its own chunk, fetched the first time it renders (React.lazy), or
 * earlier by `preload()` on a hint of intent (a pointer over its trigger). The popover-based
 * components load this way so that no page pays for them on its critical path.
 */
export const lazyPart = <Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
) => {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const once = () => (loading ??= load());
  // A failed preload is forgotten, so rendering tries again and its error boundary reports it.
  const preload = (): Promise<void> =>
    once().then(
      () => undefined,
      () => {
        loading = undefined;
      },
    );
  return { Part: lazy(once), preload };
};

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
    onClick: () => {
      intent.current.activated = true;
    },
  };
  return { intent, handlers };
};
