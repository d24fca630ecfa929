import { Container, inject, injectable } from 'inversify';
import { Store } from '../../src/application/view-model-store';

// The one store base every use case extends (docs/decisions/code-layout.md D-LAYOUT-5).

interface Tally {
  readonly count: number;
  readonly label: string;
}

const START: Tally = { count: 0, label: 'start' };

/** A store as a use case writes one: intents that call `set` and `update`. */
class TallyStore extends Store<Tally> {
  constructor(initial: Tally = START) {
    super(initial);
  }

  relabel(label: string): void {
    this.set({ ...this.snapshot, label });
  }

  same(): void {
    this.set(this.snapshot);
  }

  add(step: number): void {
    this.update((current) => ({ ...current, count: current.count + step }));
  }
}

const recorded = (store: TallyStore) => {
  const seen: Tally[] = [];
  const subscription = store.state$.subscribe((state) => seen.push(state));
  return { seen, subscription };
};

describe('the store base', () => {
  it('starts with its first state, as the snapshot and as the first emission', () => {
    const store = new TallyStore({ count: 3, label: 'three' });
    const { seen } = recorded(store);
    expect(store.snapshot).toEqual({ count: 3, label: 'three' });
    expect(seen).toEqual([{ count: 3, label: 'three' }]);
  });

  it('makes a set state the snapshot and emits it to every subscriber', () => {
    const store = new TallyStore();
    const first = recorded(store);
    const second = recorded(store);
    store.relabel('moved');
    expect(store.snapshot).toEqual({ count: 0, label: 'moved' });
    expect(first.seen).toEqual([START, { count: 0, label: 'moved' }]);
    expect(second.seen).toEqual(first.seen);
  });

  it('emits a state set again, the same object too (the subscriber decides what is equal)', () => {
    const store = new TallyStore();
    const { seen } = recorded(store);
    store.same();
    expect(seen).toHaveLength(2);
    expect(seen[1]).toBe(seen[0]);
  });

  it('works out an update from the current state', () => {
    const store = new TallyStore();
    const { seen } = recorded(store);
    store.add(2);
    store.add(5);
    expect(store.snapshot).toEqual({ count: 7, label: 'start' });
    expect(seen.map((state) => state.count)).toEqual([0, 2, 7]);
  });

  it('gives a late subscriber the current state only', () => {
    const store = new TallyStore();
    store.add(1);
    store.relabel('late');
    expect(recorded(store).seen).toEqual([{ count: 1, label: 'late' }]);
  });

  it('never completes: a subscriber that leaves stops hearing, the others go on', () => {
    const store = new TallyStore();
    const leaving = recorded(store);
    const staying = recorded(store);
    let completed = false;
    store.state$.subscribe({ complete: () => (completed = true) });
    leaving.subscription.unsubscribe();
    store.add(1);
    expect(leaving.seen).toEqual([START]);
    expect(staying.seen).toEqual([START, { count: 1, label: 'start' }]);
    expect(completed).toBe(false);
  });

  it('offers its state as an observable that outsiders cannot push into', () => {
    const store = new TallyStore();
    expect('next' in store.state$).toBe(false);
  });

  it('keeps each store state its own', () => {
    const one = new TallyStore();
    const other = new TallyStore();
    one.add(4);
    expect(one.snapshot.count).toBe(4);
    expect(other.snapshot).toBe(START);
  });

  it('lets the container build a store with injected ports, as the use cases are built', () => {
    const LABEL = Symbol('label');
    @injectable()
    class LabelledStore extends Store<Tally> {
      constructor(@inject(LABEL) label: string) {
        super({ count: 0, label });
      }
    }
    const container = new Container();
    container.bind(LABEL).toConstantValue('from the container');
    container.bind(LabelledStore).toSelf();
    expect(container.get(LabelledStore).snapshot).toEqual({
      count: 0,
      label: 'from the container',
    });
  });
});
