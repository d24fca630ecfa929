import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { TOKENS } from '../../application/app.tokens';
import { useInjection } from '../di/injection';
import { SIGN_IN_LANDING } from './sign-in-landing';

/**
 * Lends the router's navigation to the Navigator port while the portal is mounted, so that the
 * use cases show the portal's pages through the one port (issue 31) and never the router itself.
 */
export const RouterNavigation = () => {
  const navigator = useInjection(TOKENS.Navigator);
  const navigate = useNavigate();
  useEffect(
    () =>
      navigator.connectRouter((path, { replace, afterSignIn }) => {
        void navigate(path, {
          replace: replace === true,
          ...(afterSignIn === true ? { state: SIGN_IN_LANDING } : {}),
        });
      }),
    [navigator, navigate],
  );
  return null;
};
