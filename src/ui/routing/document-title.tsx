import { useEffect } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useMatches } from 'react-router-dom';
import { isRouteHandle } from './route-handle';

/**
 * Spec §2: "Each page sets the browser title as the product title followed by the page title."
 * The title is the deepest matched route's, from the route table.
 */
export const pageTitleOf = (intl: IntlShape, handles: readonly unknown[]): string => {
  const handle = handles.filter(isRouteHandle).at(-1);
  const page = handle === undefined ? undefined : intl.formatMessage({ id: handle.titleId });
  return page === undefined
    ? intl.formatMessage({ id: 'app.title' })
    : intl.formatMessage({ id: 'app.pageTitle' }, { page });
};

export const DocumentTitle = () => {
  const title = pageTitleOf(
    useIntl(),
    useMatches().map((match) => match.handle),
  );
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
};
