import type { ViewModelStore } from '../../application/view-model-store';
import { useInjection, type Injectable } from '../di/injection';
import { useObservable } from './use-observable';

/** The current state of a store, re-rendering when it changes. */
export const useStore = <T>(store: ViewModelStore<T>): T =>
  useObservable(store.state$, () => store.snapshot);

/**
 * A page's use case from the container and its current state: the one way a screen subscribes to
 * its view model (`const [model, dashboard] = useViewModel(Dashboard)`).
 */
export const useViewModel = <S extends ViewModelStore<unknown>>(
  identifier: Injectable<S>,
): readonly [S['snapshot'], S] => {
  const store = useInjection(identifier);
  return [useStore<S['snapshot']>(store), store];
};
