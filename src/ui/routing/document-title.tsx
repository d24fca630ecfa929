import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useMatches } from 'react-router-dom';
import { isRouteHandle } from './route-handle';

/**
 * Spec §2: "Each page sets the browser title as the product title followed by the page title."
 * The title is the deepest matched route's, from the route table.
 */
export const DocumentTitle = () => {
  const intl = useIntl();
  const handle = useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1);
  const page = handle === undefined ? undefined : intl.formatMessage({ id: handle.titleId });
  const title =
    page === undefined
      ? intl.formatMessage({ id: 'app.title' })
      : intl.formatMessage({ id: 'app.pageTitle' }, { page });
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
};
