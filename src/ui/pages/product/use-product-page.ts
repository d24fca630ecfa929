import { useEffect, useState } from 'react';
import { TOKENS } from '../../../application/app.tokens';
import { CompanySelector } from '../../../application/frame/company-selector.use-case';
import { PortalFrame } from '../../../application/frame/portal-frame.use-case';
import { ProductPage } from '../../../application/product-page/product-page.use-case';
import type { ProductPageViewModel } from '../../../application/product-page/product-page.view-model';
import { useInjection } from '../../di/injection';
import { useStore } from '../../hooks/use-view-model';

/** The page's own store, following the frame and the selector while it is shown (D-ADS-3). */
export const useProductPage = (appId: string | undefined): ProductPageViewModel => {
  const frame = useInjection(PortalFrame);
  const selector = useInjection(CompanySelector);
  const features = useInjection(TOKENS.CountryFeatures);
  const [page] = useState(() => new ProductPage(frame, selector, features));
  useEffect(() => {
    page.open(appId);
    return () => page.dispose();
  }, [page, appId]);
  return useStore(page);
};
