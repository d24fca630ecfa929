import 'reflect-metadata';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { LocaleSelection } from './application/locale/locale-selection';
import {
  answeringFetch,
  browserEnvironment,
  createContainer,
  FIRST_ANSWERS_ELEMENT_ID,
  firstAnswersIn,
  pseudoLocaleChosenIn,
} from './composition-root';
import { DEFAULT_LOCALE, languageTag, textLocaleFor, type Locale } from './domain/locale/locale';
import { PortalApp } from './ui/portal-app';
import { loadCompiledMessages } from './ui/i18n/load-compiled-messages';
import { PSEUDO_LOCALE } from './ui/i18n/pseudo-locale';
import { portalRoutes } from './ui/routing/portal-routes';
import { resolveLazyMatches } from './ui/routing/lazy-matches';
import type { CompiledMessages } from './ui/i18n/portal-intl-provider';
import { SERVER_RENDERED_LOCALE } from './ui/server-rendered';
import { loginWidgetFallsBackToEnglish } from './domain/locale/login-widget-language';
import { SignedInFirstRender } from './application/session/signed-in-first-render';

/** The catalogues a server-rendered page in `locale` shows: its own, and English for the widget. */
const catalogues = async (locale: Locale): Promise<ReadonlyMap<string, CompiledMessages>> => {
  const needed = new Set([textLocaleFor(locale)]);
  if (loginWidgetFallsBackToEnglish(locale)) needed.add(DEFAULT_LOCALE);
  const loaded = await Promise.all(
    [...needed].map(async (each) => [each, await loadCompiledMessages(each)] as const),
  );
  return new Map(loaded);
};

/** What the page's inline script (public/index.html) held back while the page was not yet live. */
type WithPendingIntent = Window & {
  portalPendingIntent?: {
    readonly kind: 'submit' | 'click';
    readonly target: unknown;
    readonly submitter?: unknown;
  };
};

/**
 * The page is live: a submit or a button press made before (on the markup the server rendered) is
 * made again now, as if at this moment, with what was typed.
 */
const replayPendingIntent = (): void => {
  document.documentElement.setAttribute('data-hydrated', '');
  const pending = (window as WithPendingIntent).portalPendingIntent;
  if (pending === undefined || !(pending.target instanceof HTMLElement)) return;
  if (!pending.target.isConnected) return;
  if (pending.kind === 'click') pending.target.click();
  else if (pending.target instanceof HTMLFormElement) {
    pending.target.requestSubmit(
      pending.submitter instanceof HTMLElement ? pending.submitter : null,
    );
  }
};

const start = async (rootElement: HTMLElement): Promise<void> => {
  // A signed-in page the server rendered carries the answers it was drawn from (D-SSR-8).
  const answers = firstAnswersIn(document.getElementById(FIRST_ANSWERS_ELEMENT_ID)?.textContent);
  const environment = browserEnvironment(window);
  const answering = answers && answeringFetch(answers, environment.fetch);
  const container = createContainer(
    answering === undefined ? environment : { ...environment, fetch: answering.fetch },
  );
  const queryLang = new URLSearchParams(window.location.search).get('lang');
  // A development override of the language's text, when the server offers it (D-PSEUDO-1).
  const textOverride = pseudoLocaleChosenIn(window, PSEUDO_LOCALE.messagesLocale)
    ? PSEUDO_LOCALE
    : undefined;
  // Spec §9: the lang parameter, the stored language, the browser's languages, then en-us. The
  // pseudo-locale's `lang` is not a language to resolve or remember (en-xa would become en-us).
  const locale = container
    .get(LocaleSelection)
    .atStartup(
      textOverride !== undefined && queryLang === PSEUDO_LOCALE.messagesLocale ? null : queryLang,
      navigator.languages,
    );
  // The page's language from the first paint; the provider keeps it in step afterwards.
  document.documentElement.lang = textOverride?.languageTag ?? languageTag(locale);
  const routes = portalRoutes();
  // A page the server rendered in this same language is hydrated: the browser takes over the
  // markup it already shows (and what was typed into it). Otherwise, or when its text does not
  // arrive, the browser renders the page itself (the provider then falls back as it does).
  const rendered =
    textOverride === undefined && rootElement.getAttribute(SERVER_RENDERED_LOCALE) === locale;
  const [preloaded, , prepared] = rendered
    ? await Promise.all([
        catalogues(locale).catch(() => undefined),
        resolveLazyMatches(routes, window.location.pathname),
        answering &&
          container
            .get(SignedInFirstRender)
            .prepare(`${window.location.pathname}${window.location.search}`),
      ])
    : [undefined];
  // The stores now read what the server read, unless the browser asked for more (another company
  // kept in this browser): then its page differs, and it draws its own.
  const sameAsServer = answering === undefined || (prepared === true && !answering.askedBeyond());
  answering?.settle();
  const app = (
    <PortalApp
      router={createBrowserRouter(routes)}
      container={container}
      locale={locale}
      loadMessages={loadCompiledMessages}
      preloaded={(asked) => preloaded?.get(asked)}
      textOverride={textOverride}
      onMounted={replayPendingIntent}
    />
  );
  // From here React receives the page's events (it replays those made while it hydrates).
  document.documentElement.setAttribute('data-hydrating', '');
  if (preloaded !== undefined && sameAsServer) hydrateRoot(rootElement, app);
  else createRoot(rootElement).render(app);
};

const rootElement = document.getElementById('root');
if (rootElement) void start(rootElement);
