import { useEffect, useState } from 'react';
import { TOKENS } from '../../../application/app.tokens';
import { CompanyProfile } from '../../../application/company-profile/company-profile.use-case';
import type { CompanyProfileViewModel } from '../../../application/company-profile/company-profile.view-model';
import { CompanySelector } from '../../../application/frame/company-selector.use-case';
import { useInjection } from '../../di/injection';
import { useStore } from '../../hooks/use-view-model';

/**
 * The page's own store, built from the container's company selector and entitlement queries
 * (D-PROFILE-5): it lives as long as the page, following the selector while shown and letting go
 * of it when the page closes, so it is not one of the container's singletons.
 */
export const useCompanyProfile = (
  requestedDuns: string | undefined,
): readonly [CompanyProfileViewModel, CompanyProfile] => {
  const selector = useInjection(CompanySelector);
  const queries = useInjection(TOKENS.EntitlementQueries);
  const features = useInjection(TOKENS.CountryFeatures);
  const [profile] = useState(() => new CompanyProfile(selector, queries, features));
  useEffect(() => {
    profile.open(requestedDuns);
    return () => profile.dispose();
  }, [profile, requestedDuns]);
  return [useStore(profile), profile];
};
