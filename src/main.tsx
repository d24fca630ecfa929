/** Lets the page paint and take input before the next step of starting it. */
const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, 0);
  });

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
  // Starting is cut into steps, each evaluating one part of the code in a task of its own, the
  // page free to paint and take input between them: evaluating every module in one task held a
  // phone up for hundreds of milliseconds (D-SSR-9). The parts stay in this chunk ("eager").
  const {
    answeringFetch,
    browserEnvironment,
    createContainer,
    FIRST_ANSWERS_ELEMENT_ID,
    firstAnswersIn,
    pseudoLocaleChosenIn,
    startTagManager,
    LocaleSelection,
    SignedInFirstRender,
    languageTag,
  } = await import(/* webpackMode: "eager" */ './main-core-part');
  await nextTask();
  const {
    PortalApp,
    createBrowserRouter,
    createElement,
    loadCompiledMessages,
    loadCataloguesShownIn,
    PSEUDO_LOCALE,
    portalRoutes,
    resolveLazyMatches,
    SERVER_RENDERED_LOCALE,
    startTransition,
  } = await import(/* webpackMode: "eager" */ './main-view-part');
  await nextTask();
  const { hydrateRoot, createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  // A signed-in page the server rendered carries the answers it was drawn from (D-SSR-8).
  const answers = firstAnswersIn(document.getElementById(FIRST_ANSWERS_ELEMENT_ID)?.textContent);
  const environment = browserEnvironment(window);
  const answering = answers && answeringFetch(answers, environment.fetch);
  const container = createContainer(
    answering === undefined ? environment : { ...environment, fetch: answering.fetch },
  );
  await nextTask();
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
        loadCataloguesShownIn(locale).catch(() => undefined),
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
  await nextTask();
  const app = createElement(PortalApp, {
    router: createBrowserRouter(routes),
    container,
    locale,
    loadMessages: loadCompiledMessages,
    preloaded: (asked) => preloaded?.get(asked),
    textOverride,
    onMounted: () => {
      replayPendingIntent();
      startTagManager(window);
    },
  });
  // From here React receives the page's events (it replays those made while it hydrates).
  document.documentElement.setAttribute('data-hydrating', '');
  // Hydrating in a transition lets React slice the work and yield to the page between slices,
  // instead of one long task (an event on the page meanwhile hydrates what it needs at once).
  if (preloaded !== undefined && sameAsServer)
    startTransition(() => {
      hydrateRoot(rootElement, app);
    });
  else createRoot(rootElement).render(app);
};

const rootElement = document.getElementById('root');
if (rootElement) void start(rootElement);
