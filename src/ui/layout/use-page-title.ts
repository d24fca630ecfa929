import { useEffect } from 'react';
import { useIntl } from 'react-intl';

/** Spec §2: "Each page sets the browser title as the product title followed by the page title." */
export const usePageTitle = (pageTitleId: string): void => {
  const intl = useIntl();
  const page = intl.formatMessage({ id: pageTitleId });
  const title = intl.formatMessage({ id: 'app.pageTitle' }, { page });
  useEffect(() => {
    document.title = title;
  }, [title]);
};
