import { render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import type { MessageFormatElement } from 'react-intl';
import { PortalIntlProvider, type CompiledMessages } from '../../src/ui/i18n/portal-intl-provider';
import { PSEUDO_LOCALE } from '../../src/ui/i18n/pseudo-locale';
import { MessagesLoaderContext } from '../../src/ui/i18n/widget-language';
import { useContext, useEffect, useState } from 'react';
import { englishMessages } from './render-portal';

// docs/decisions/pseudo-locale.md D-PSEUDO-1: the pseudo-locale replaces the resolved locale's text
// everywhere (the parts of a page shown in another language included) and marks the page en-XA.

const withTitle = (title: string): CompiledMessages =>
  // Safe for this test: the English catalogue, each message one literal element (type 0).
  Object.fromEntries(
    Object.entries({ ...englishMessages(), 'app.title': title }).map(([id, text]) => [
      id,
      [{ type: 0, value: text }] as MessageFormatElement[],
    ]),
  ) as CompiledMessages;

const catalogues: Readonly<Record<string, CompiledMessages>> = {
  'cs-cz': withTitle('Obchodní portál'),
  'en-us': withTitle('Business Portal'),
  'en-xa': withTitle('⟦Ɓúšíñéšš Þóŕţáĺ ·····⟧'),
};
const loadMessages = (locale: string) => {
  const messages = catalogues[locale];
  return messages === undefined ? Promise.reject(new Error(locale)) : Promise.resolve(messages);
};

/** What a part of the page in another language (the login widget) gets when it asks for English. */
const EnglishPart = () => {
  const load = useContext(MessagesLoaderContext);
  const [title, setTitle] = useState('');
  useEffect(() => {
    void load?.('en-us').then((messages) => setTitle(JSON.stringify(messages['app.title'])));
  }, [load]);
  return <p>{title}</p>;
};

describe('the pseudo-locale override', () => {
  it('shows en-xa instead of the resolved locale, with <html lang="en-XA">', async () => {
    render(
      <PortalIntlProvider locale="cs-cz" loadMessages={loadMessages} textOverride={PSEUDO_LOCALE}>
        <h1>
          <FormattedMessage id="app.title" />
        </h1>
        <EnglishPart />
      </PortalIntlProvider>,
    );
    expect(
      await screen.findByRole('heading', { name: '⟦Ɓúšíñéšš Þóŕţáĺ ·····⟧' }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en-XA');
    expect(await screen.findByText(/Ɓúšíñéšš/, { selector: 'p' })).toBeInTheDocument();
  });

  it('is absent without the override: the resolved locale shows', async () => {
    render(
      <PortalIntlProvider locale="cs-cz" loadMessages={loadMessages}>
        <h1>
          <FormattedMessage id="app.title" />
        </h1>
      </PortalIntlProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Obchodní portál' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('cs-CZ');
  });
});
