/**
 * The attribute of the page's root element that says the server rendered the page in this
 * locale (src/server-render.tsx): the browser hydrates it when it resolves the same locale.
 */
export const SERVER_RENDERED_LOCALE = 'data-rendered-locale';
