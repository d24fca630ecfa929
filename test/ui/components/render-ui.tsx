import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { englishMessages } from '../render-portal';

// jsdom has no CSS.supports, which Ariakit's modal dialog asks before it locks the page's scroll;
// the browser answers, so the tests answer "not supported" (the fallback path).
if (typeof CSS.supports !== 'function') Object.assign(CSS, { supports: () => false });

// jsdom lays nothing out, so every element looks invisible to Ariakit's focus rules (which move
// focus only to visible elements). Element.checkVisibility, as browsers define it for display.
if (typeof Element.prototype.checkVisibility !== 'function') {
  Element.prototype.checkVisibility = function checkVisibility(this: Element) {
    const displayed = (element: Element | null): boolean =>
      element === null ||
      (getComputedStyle(element).display !== 'none' && displayed(element.parentElement));
    return this.isConnected && displayed(this);
  };
}
// Nor does it scroll: Ariakit scrolls the element it focuses into view.
if (typeof Element.prototype.scrollIntoView !== 'function')
  Element.prototype.scrollIntoView = () => undefined;

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
 * Renders a lazily loaded component and lets its code arrive inside act(), as a page would a
 * moment after it first shows (the placeholder is asserted on before this, where it matters).
 */
export const renderLoadedUi = async (ui: ReactElement, preload: () => Promise<void>) => {
  const view = renderUi(ui);
  await act(preload);
  return view;
};
