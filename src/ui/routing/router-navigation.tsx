import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { TOKENS } from '../../application/app.tokens';
import { useInjection } from '../di/injection';
import type { ShowOptions } from '../../application/ports/navigator.port';
import { SIGN_IN_LANDING } from './sign-in-landing';
import { SIGN_OUT_INTENT } from './sign-out-intent';

const ROUTER_STATES = { signedIn: SIGN_IN_LANDING, signOut: SIGN_OUT_INTENT } as const;

const routerStateOf = ({ intent }: ShowOptions) =>
  intent === undefined ? {} : { state: ROUTER_STATES[intent] };

/**
 * Lends the router's navigation to the Navigator port while the portal is mounted, so that the
 * use cases show the portal's pages through the one port (issue 31) and never the router itself.
 */
export const RouterNavigation = () => {
  const navigator = useInjection(TOKENS.Navigator);
  const navigate = useNavigate();
  useEffect(
    () =>
      navigator.connectRouter((path, options) => {
        void navigate(path, { replace: options.replace === true, ...routerStateOf(options) });
      }),
    [navigator, navigate],
  );
  return null;
};
