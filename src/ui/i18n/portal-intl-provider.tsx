import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { MessageFormatElement } from 'react-intl';

export type CompiledMessages = Record<string, MessageFormatElement[]>;
export type MessagesLoader = (locale: string) => Promise<CompiledMessages>;

/** Loads the chosen locale's precompiled messages (a chunk of its own) before rendering the portal. */
export const PortalIntlProvider = ({
  locale,
  loadMessages,
  children,
}: {
  locale: string;
  loadMessages: MessagesLoader;
  children: ReactNode;
}) => {
  const [messages, setMessages] = useState<CompiledMessages | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void loadMessages(locale).then((loaded) => {
      if (current) setMessages(loaded);
    });
    return () => {
      current = false;
    };
  }, [locale, loadMessages]);
  if (!messages) return null;
  return (
    <IntlProvider locale={locale} defaultLocale="en-us" messages={messages}>
      {children}
    </IntlProvider>
  );
};
