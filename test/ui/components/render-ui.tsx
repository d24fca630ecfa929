import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { renderToString as serverMarkupOf } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { englishMessages } from '../render-portal';

/**
 * Renders a component as a page would: in English (an unknown message id throws), inside a
 * router (links), with a user-event session for keyboard and pointer.
 */
export const renderUi = (ui: ReactElement) => {
  const user = userEvent.setup();
  const view = render(ui, {
    wrapper: ({ children }) => (
      <IntlProvider
        locale="en-us"
        messages={englishMessages()}
        onError={(error) => {
          throw error;
        }}
      >
        <MemoryRouter>
          <main>{children}</main>
        </MemoryRouter>
      </IntlProvider>
    ),
  });
  return { user, ...view };
};

/**
 * What the server's renderer makes of a component: the markup a browser shows before the script
 * hydrates it, and that markup parsed into a detached element to query.
 */
export const serverHtml = (ui: ReactElement) => {
  const markup = serverMarkupOf(
    <IntlProvider locale="en-us" messages={englishMessages()}>
      {ui}
    </IntlProvider>,
  );
  const html = document.createElement('div');
  html.innerHTML = markup;
  return { html, markup };
};

/**
 * Renders a lazily loaded component and lets its code arrive inside act(), as a page would a
 * moment after it first shows (the placeholder is asserted on before this, where it matters).
 */
export const renderLoadedUi = async (ui: ReactElement, preload: () => Promise<void>) => {
  const view = renderUi(ui);
  await act(preload);
  // Code that arrives unasked takes the placeholder's place at the next idle moment (a timer
  // here, where jsdom has no idle callbacks), one part at a time.
  for (let moment = 0; moment < 3; moment += 1) {
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  }
  return view;
};
