import { useEffect, useState } from 'react';
import { TOKENS } from '../../../application/app.tokens';
import type { AgreementsViewModel } from '../../../application/agreements/agreements.view-model';
import { ProductAgreements } from '../../../application/agreements/product-agreements.use-case';
import { CompanySelector } from '../../../application/frame/company-selector.use-case';
import { useInjection } from '../../di/injection';
import { useStore } from '../../hooks/use-view-model';

/**
 * The page's own store, built from the container's terms gateway and company selector (as the
 * company profile's, D-PROFILE-5): it reads the agreements when the page opens and lets go of the
 * selector when the page closes, so it is not one of the container's singletons.
 */
export const useProductAgreements = (): readonly [AgreementsViewModel, ProductAgreements] => {
  const terms = useInjection(TOKENS.TermsGateway);
  const selector = useInjection(CompanySelector);
  const [agreements] = useState(() => new ProductAgreements(terms, selector));
  useEffect(() => {
    void agreements.open();
    return () => agreements.dispose();
  }, [agreements]);
  return [useStore(agreements), agreements];
};
