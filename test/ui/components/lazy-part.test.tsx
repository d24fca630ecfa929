import { Suspense, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyPart, usePreloadWhenIdle } from '../../../src/ui/components/lazy-part';

// D-PERF-11: code that has arrived renders without suspending, so no Suspense fallback (and no
// React reveal throttle after it) stands between a preloaded page and its first paint.

const Counter = ({ label }: { label: string }) => {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
};

const deferredPart = () => {
  let arrive: () => void = () => undefined;
  const code = new Promise<{ default: typeof Counter }>((resolve) => {
    arrive = () => resolve({ default: Counter });
  });
  return { part: lazyPart(() => code), arrive };
};

const inSuspense = (Part: typeof Counter, label = 'clicks') => (
  <Suspense fallback={<p>loading</p>}>
    <Part label={label} />
  </Suspense>
);

describe('lazyPart', () => {
  it('renders preloaded code in the first commit, the fallback never shown', async () => {
    const { part, arrive } = deferredPart();
    arrive();
    await part.preload();
    render(inSuspense(part.Part));
    expect(screen.getByRole('button', { name: 'clicks 0' })).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });

  it('suspends on code still on its way, then shows it', async () => {
    const { part, arrive } = deferredPart();
    render(inSuspense(part.Part));
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => arrive());
    expect(await screen.findByRole('button', { name: 'clicks 0' })).toBeInTheDocument();
  });

  it('keeps the state of a part that started suspended when its parent renders it again', async () => {
    const { part, arrive } = deferredPart();
    const view = render(inSuspense(part.Part));
    await act(async () => arrive());
    await userEvent.click(await screen.findByRole('button', { name: 'clicks 0' }));
    view.rerender(inSuspense(part.Part, 'taps'));
    expect(screen.getByRole('button', { name: 'taps 1' })).toBeInTheDocument();
  });
});

describe('lazyPart placeholders', () => {
  const partWithTriggers = () => {
    const { part, arrive } = deferredPart();
    const Trigger = ({ label }: { label: string }) => {
      const { handlers, swap } = part.usePart();
      return swap(
        <button type="button" {...handlers}>
          {label} placeholder
        </button>,
        <part.Part label={label} />,
      );
    };
    return { part, arrive, Trigger };
  };

  afterEach(() => {
    Reflect.deleteProperty(window, 'requestIdleCallback');
  });

  it('swaps placeholders whose code came unasked one at a time, each at an idle moment', async () => {
    const idleCallbacks: IdleRequestCallback[] = [];
    window.requestIdleCallback = (callback) => idleCallbacks.push(callback);
    const { part, arrive, Trigger } = partWithTriggers();
    render(
      <>
        <Trigger label="bell" />
        <Trigger label="menu" />
      </>,
    );
    arrive();
    await act(() => part.preload());
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'bell placeholder',
      'menu placeholder',
    ]);
    const idle = { didTimeout: false, timeRemaining: () => 50 };
    await act(async () => idleCallbacks.shift()?.(idle));
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'bell 0',
      'menu placeholder',
    ]);
    await act(async () => idleCallbacks.shift()?.(idle));
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'bell 0',
      'menu 0',
    ]);
    expect(idleCallbacks).toHaveLength(0);
  });

  it('swaps a placeholder at once when its user shows intent, idle or not', async () => {
    window.requestIdleCallback = () => 0;
    const { arrive, Trigger } = partWithTriggers();
    render(<Trigger label="bell" />);
    arrive();
    await userEvent.hover(screen.getByRole('button', { name: 'bell placeholder' }));
    expect(await screen.findByRole('button', { name: 'bell 0' })).toBeInTheDocument();
  });
});

describe('usePreloadWhenIdle', () => {
  const Page = ({ preloads }: { preloads: readonly (() => Promise<void>)[] }) => {
    usePreloadWhenIdle(preloads);
    return <p>page</p>;
  };

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(window, 'requestIdleCallback');
    Reflect.deleteProperty(window, 'cancelIdleCallback');
  });

  it("leaves the page's first second to its own data, then fetches at the first idle moment", () => {
    const idleCallbacks: IdleRequestCallback[] = [];
    window.requestIdleCallback = (callback) => idleCallbacks.push(callback);
    window.cancelIdleCallback = () => undefined;
    const preload = jest.fn(() => Promise.resolve());
    const view = render(<Page preloads={[preload]} />);
    act(() => jest.advanceTimersByTime(999));
    expect(idleCallbacks).toHaveLength(0);
    act(() => jest.advanceTimersByTime(1));
    expect(preload).not.toHaveBeenCalled();
    idleCallbacks[0]?.({ didTimeout: false, timeRemaining: () => 50 });
    expect(preload).toHaveBeenCalledTimes(1);
    // Unmounted while the stubbed idle callbacks are still there to cancel.
    view.unmount();
  });

  it('fetches after that second where the browser has no idle callbacks, and never once the page has gone', () => {
    const preload = jest.fn(() => Promise.resolve());
    const view = render(<Page preloads={[preload]} />);
    act(() => jest.advanceTimersByTime(1000));
    expect(preload).toHaveBeenCalledTimes(1);

    const gone = jest.fn(() => Promise.resolve());
    view.rerender(<Page preloads={[gone]} />);
    view.unmount();
    act(() => jest.advanceTimersByTime(5000));
    expect(gone).not.toHaveBeenCalled();
  });
});
