import { useCallback, useSyncExternalStore } from 'react';
import type { Observable } from 'rxjs';

/** Renders the current value of an rxjs store (a BehaviorSubject behind `observable` and `getSnapshot`). */
export const useObservable = <T>(observable: Observable<T>, getSnapshot: () => T): T => {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = observable.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [observable],
  );
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
};
