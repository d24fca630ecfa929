import { useEffect, useState } from 'react';
import { TOKENS } from '../../../application/app.tokens';
import { PortalFrame } from '../../../application/frame/portal-frame.use-case';
import {
  ChangePassword,
  type ChangePasswordState,
} from '../../../application/sign-in/change-password.use-case';
import { useInjection } from '../../di/injection';
import { useStore } from '../../hooks/use-view-model';

/**
 * The page's own store, following the frame's profile menu while the page is shown (like the
 * company profile's, D-PROFILE-5): not one of the container's singletons.
 */
export const useChangePassword = (): readonly [ChangePasswordState, ChangePassword] => {
  const frame = useInjection(PortalFrame);
  const profiles = useInjection(TOKENS.ProfileGateway);
  const passwords = useInjection(TOKENS.PasswordGateway);
  const [store] = useState(() => new ChangePassword(frame.state$, profiles, passwords));
  useEffect(() => {
    store.open();
    return () => store.dispose();
  }, [store]);
  return [useStore(store), store];
};
