import type { Observable } from 'rxjs';

/**
 * What a page subscribes to: an rxjs store (a BehaviorSubject behind `state$`) and its current
 * value. Every use case that drives a screen offers this one shape, so one hook serves them all.
 */
export interface ViewModelStore<T> {
  readonly state$: Observable<T>;
  readonly snapshot: T;
}
