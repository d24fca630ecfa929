import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
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
  const view = render(
    <IntlProvider
      locale="en-us"
      messages={englishMessages()}
      onError={(error) => {
        throw error;
      }}
    >
      <MemoryRouter>
        <main>{ui}</main>
      </MemoryRouter>
    </IntlProvider>,
  );
  return { user, ...view };
};
