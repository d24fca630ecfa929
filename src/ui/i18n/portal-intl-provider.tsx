import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage, RawIntlProvider } from 'react-intl';
import { sharedIntl } from './shared-intl';
import type { MessageFormatElement } from 'react-intl';
import { Banner } from '../components/banner';
import { MessagesUnavailable } from './messages-unavailable';
import { MessagesLoaderContext, PreloadedMessagesContext } from './widget-language';
import type { MessageId } from './message-id';
import type { TextOverride } from './pseudo-locale';
import { languageTag, textLocaleFor, type Locale } from '../../domain/locale/locale';

/** A locale's compiled catalogue: every English message id, translated (test/i18n checks each locale). */
export type CompiledMessages = Record<MessageId, MessageFormatElement[]>;
export type MessagesLoader = (locale: string) => Promise<CompiledMessages>;
/**
 * The catalogues already at hand: a page rendered on the server, and the browser hydrating it,
 * render their text at once, as the same markup, instead of after a load.
 */
export type PreloadedMessages = (locale: string) => CompiledMessages | undefined;

const nonePreloaded: PreloadedMessages = () => undefined;

export const FALLBACK_LOCALE = 'en-us';

type Loaded =
  | { readonly status: 'loading' }
  | {
      readonly status: 'ready';
      readonly locale: string;
      readonly messages: CompiledMessages;
      readonly fellBack: boolean;
    }
  | { readonly status: 'failed' };

/**
 * Loads the chosen locale's precompiled messages (a chunk of its own) before rendering the portal.
 * A chunk that does not arrive falls back to English, with a notice saying so; only if English
 * fails too does the portal show that it could not load, with a way to try again.
 */
export const PortalIntlProvider = ({
  locale,
  loadMessages,
  preloaded = nonePreloaded,
  textOverride,
  children,
}: {
  locale: Locale;
  loadMessages: MessagesLoader;
  preloaded?: PreloadedMessages | undefined;
  /** The development pseudo-locale's text instead of the locale's, everywhere (D-PSEUDO-1). */
  textOverride?: TextOverride | undefined;
  children: ReactNode;
}) => {
  // en-ie has en-us's text (spec §1): an alias, not a copy.
  const textLocale = textOverride?.messagesLocale ?? textLocaleFor(locale);
  const tag = textOverride?.languageTag ?? languageTag(locale);
  // A part of the page shown in another language (the login widget) gets the override's text too.
  const loadForParts = useCallback<MessagesLoader>(
    (asked) => loadMessages(textOverride?.messagesLocale ?? asked),
    [loadMessages, textOverride],
  );
  // A new locale's messages load while the current ones stay on screen: switching language
  // rebuilds nothing, so no form loses what was typed.
  const [loaded, setLoaded] = useState<Loaded>(() => {
    const messages = preloaded(textLocale);
    return messages === undefined
      ? { status: 'loading' }
      : { status: 'ready', locale: tag, messages, fellBack: false };
  });

  // <html lang> follows the text shown, so screen readers and hyphenation use the page's language.
  const shownTag = loaded.status === 'ready' ? loaded.locale : undefined;
  useEffect(() => {
    if (shownTag === undefined) return;
    document.documentElement.lang = shownTag;
    document.documentElement.dir = 'ltr';
  }, [shownTag]);

  const shownLocale = loaded.status === 'ready' && !loaded.fellBack ? loaded.locale : undefined;
  useEffect(() => {
    // Already on screen (preloaded, or loaded before a re-render): nothing to load.
    if (shownLocale === tag) return;
    let current = true;
    const settle = (next: Loaded) => {
      if (current) setLoaded(next);
    };
    loadMessages(textLocale)
      .then((messages) => settle({ status: 'ready', locale: tag, messages, fellBack: false }))
      .catch(() =>
        textLocale === FALLBACK_LOCALE
          ? settle({ status: 'failed' })
          : loadMessages(FALLBACK_LOCALE).then(
              (messages) =>
                settle({
                  status: 'ready',
                  locale: languageTag(FALLBACK_LOCALE),
                  messages,
                  fellBack: true,
                }),
              () => settle({ status: 'failed' }),
            ),
      );
    return () => {
      current = false;
    };
  }, [textLocale, tag, loadMessages, shownLocale]);

  if (loaded.status === 'loading') return null;
  if (loaded.status === 'failed') return <MessagesUnavailable />;
  return (
    <RawIntlProvider value={sharedIntl(loaded.locale, loaded.messages, FALLBACK_LOCALE)}>
      {loaded.fellBack && (
        <Banner tone="info" fullWidth>
          <FormattedMessage id="i18n.fallbackNotice" />
        </Banner>
      )}
      <MessagesLoaderContext.Provider value={loadForParts}>
        <PreloadedMessagesContext.Provider value={preloaded}>
          {children}
        </PreloadedMessagesContext.Provider>
      </MessagesLoaderContext.Provider>
    </RawIntlProvider>
  );
};
