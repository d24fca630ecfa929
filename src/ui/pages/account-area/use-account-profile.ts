import { useEffect, useState } from 'react';
import { TOKENS } from '../../../application/app.tokens';
import { AccountProfile } from '../../../application/account-area/account-profile.use-case';
import type { AccountProfileViewModel } from '../../../application/account-area/account-profile.view-model';
import { PortalFrame } from '../../../application/frame/portal-frame.use-case';
import { useInjection } from '../../di/injection';
import { useStore } from '../../hooks/use-view-model';

/** The page's own store (as the company profile's, D-PROFILE-5): it lives as long as the page. */
export const useAccountProfile = (): readonly [AccountProfileViewModel, AccountProfile] => {
  const profiles = useInjection(TOKENS.ProfileGateway);
  const account = useInjection(TOKENS.AccountGateway);
  const frame = useInjection(PortalFrame);
  const [profile] = useState(() => new AccountProfile(profiles, account, frame));
  useEffect(() => {
    void profile.open();
    return () => profile.dispose();
  }, [profile]);
  return [useStore(profile), profile];
};
