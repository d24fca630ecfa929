import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormattedMessage } from 'react-intl';
import type { MessageFormatElement } from 'react-intl';
import { ContainerProvider } from '../../src/ui/di/injection';
import { PortalIntlProvider, type CompiledMessages } from '../../src/ui/i18n/portal-intl-provider';
import type { MessageId } from '../../src/ui/i18n/message-id';
import { englishMessages } from './render-portal';
import { portalContainer } from './portal-fakes';

// Issue 10 "a failed ... locale chunk never leaves a blank page": fall back to en-us and say so.

const compiled = (messages: Record<string, string>): CompiledMessages =>
  // Safe for these tests: every catalogue they build is the English one, possibly with one change.
  Object.fromEntries(
    // A literal message compiles to one literal element (type 0): enough for these texts.
    Object.entries(messages).map(([id, text]) => [
      id,
      [{ type: 0, value: text }] as MessageFormatElement[],
    ]),
  ) as CompiledMessages;

const english = compiled(englishMessages());
const german = compiled({ ...englishMessages(), 'app.title': 'Business-Portal' });
const chunkFailed = () => Promise.reject(new Error('Loading chunk messages-de-ch failed.'));

const Title = () => (
  <h1>
    <FormattedMessage id="app.title" />
  </h1>
);

describe('the message chunks', () => {
  it('render the chosen locale when its chunk arrives', async () => {
    render(
      <PortalIntlProvider
        locale="de-ch"
        loadMessages={(locale) => (locale === 'de-ch' ? Promise.resolve(german) : chunkFailed())}
      >
        <Title />
      </PortalIntlProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Business-Portal' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('fall back to English and say so when the chosen locale does not arrive', async () => {
    render(
      <PortalIntlProvider
        locale="de-ch"
        loadMessages={(locale) => (locale === 'en-us' ? Promise.resolve(english) : chunkFailed())}
      >
        <Title />
      </PortalIntlProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Business Portal' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'This page could not be shown in your language, so it is shown in English.',
    );
  });

  it('offer to try again, never a blank page, when not even English arrives', async () => {
    const { container, fakes } = portalContainer();
    render(
      <ContainerProvider container={container}>
        <PortalIntlProvider locale="de-ch" loadMessages={chunkFailed}>
          <Title />
        </PortalIntlProvider>
      </ContainerProvider>,
    );
    expect(
      await screen.findByRole('heading', { name: 'The Business Portal could not be loaded.' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(fakes.navigator.visits).toEqual([{ method: 'reload', url: '' }]);
  });
});

describe('message ids', () => {
  it('are checked against the English catalogue at compile time', () => {
    const known: MessageId = 'routeError.tryAgain';
    // @ts-expect-error — an id missing from en-us must fail `npm run typecheck` (issue 10 "Typed message ids").
    const unknown: MessageId = 'no.such.message';
    expect([known, unknown]).toHaveLength(2);
  });
});
