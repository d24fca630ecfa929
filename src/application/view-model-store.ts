import { BehaviorSubject, type Observable } from 'rxjs';

/**
 * What a page subscribes to: an rxjs store (a BehaviorSubject behind `state$`) and its current
 * value. Every use case that drives a screen offers this one shape, so one hook serves them all.
 */
export interface ViewModelStore<T> {
  readonly state$: Observable<T>;
  readonly snapshot: T;
}

/**
 * The one implementation of that shape (docs/decisions/code-layout.md D-LAYOUT-5): a use case
 * extends it, starts it with its first state and changes it only through `set` and `update`.
 * Every change is emitted, even an equal one, and the store never completes.
 */
export abstract class Store<T> implements ViewModelStore<T> {
  readonly #state: BehaviorSubject<T>;
  readonly state$: Observable<T>;

  protected constructor(initial: T) {
    this.#state = new BehaviorSubject(initial);
    this.state$ = this.#state.asObservable();
  }

  get snapshot(): T {
    return this.#state.getValue();
  }

  /** Makes `state` the current state and tells every subscriber. */
  protected set(state: T): void {
    this.#state.next(state);
  }

  /** The next state, worked out from the current one. */
  protected update(change: (current: T) => T): void {
    this.set(change(this.snapshot));
  }
}
