import { act, render, waitFor } from '@testing-library/react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import {
  useReloadOnBackNavigation,
  type BrowserPage,
} from '../../src/ui/routing/reload-on-back-navigation';

// Spec §4 "Back-navigation to /gad/search, /verify-email or /gad/dunsfound forces a reload"
// (D-GAD-UI-4): only going back, and only to those pages.

type Router = ReturnType<typeof createBrowserRouter>;

const Harness = ({ router, page }: { router: Router; page: BrowserPage }) => {
  useReloadOnBackNavigation(router, page);
  return <RouterProvider router={router} />;
};

const popped = () =>
  new Promise<void>((resolve) =>
    window.addEventListener('popstate', () => resolve(), { once: true }),
  );

const go = async (move: () => void) => {
  const done = popped();
  act(move);
  await act(() => done);
};

test('going back to /gad/search or /gad/dunsfound reloads; forward or elsewhere does not', async () => {
  window.history.replaceState(null, '', '/');
  const router = createBrowserRouter(
    ['/', '/gad/search', '/gad/dunsfound', '/other'].map((path) => ({
      path,
      element: <p>{path}</p>,
    })),
  );
  const reload = jest.fn();
  const page: BrowserPage = {
    history: window.history,
    addEventListener: window.addEventListener.bind(window),
    removeEventListener: window.removeEventListener.bind(window),
    location: {
      get pathname() {
        return window.location.pathname;
      },
      get search() {
        return window.location.search;
      },
      reload,
    },
  };
  render(<Harness router={router} page={page} />);
  await act(() => router.navigate('/gad/search'));
  await act(() => router.navigate('/gad/dunsfound'));
  await act(() => router.navigate('/other'));

  await go(() => window.history.back()); // → /gad/dunsfound
  await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  await go(() => window.history.forward()); // → /other: forward, no reload
  await go(() => window.history.go(-2)); // → /gad/search
  await waitFor(() => expect(reload).toHaveBeenCalledTimes(2));
  await go(() => window.history.back()); // → /: not one of the three
  expect(window.location.pathname).toBe('/');
  expect(reload).toHaveBeenCalledTimes(2);
  router.dispose();
});
