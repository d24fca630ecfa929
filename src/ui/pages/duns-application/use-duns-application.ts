import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { TOKENS } from '../../../application/app.tokens';
import { DunsApplicationPage } from '../../../application/duns-application/duns-application-page.use-case';
import type { DunsApplicationViewModel } from '../../../application/duns-application/duns-application.view-model';
import { CompanySelector } from '../../../application/frame/company-selector.use-case';
import { useInjection } from '../../di/injection';
import { useStore } from '../../hooks/use-view-model';

/**
 * The page's own store (it lives as long as the page), built from the container's Get-a-DUNS
 * gateway and the frame's company selector, whose entitlement object says whether an application
 * is already in progress (D-DUNSAPP-UI-1).
 */
export const useDunsApplication = (): readonly [DunsApplicationViewModel, DunsApplicationPage] => {
  const getADuns = useInjection(TOKENS.GetADunsGateway);
  const selector = useInjection(CompanySelector);
  const { locale } = useIntl();
  const [page] = useState(() => new DunsApplicationPage(getADuns, selector, locale));
  useEffect(() => {
    page.open();
    return () => page.dispose();
  }, [page]);
  return [useStore(page), page];
};
