import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { SessionMonitor } from '../../application/session/session-monitor';
import { useViewModel } from '../hooks/use-view-model';
import { PageLoader } from '../components/page-loader';
import { ServiceDownPage } from '../pages/service-down/service-down-page';
import { returnTo } from './return-to';
import { SessionExpiryWarning } from './session-expiry-warning';
import { SIGN_OUT_INTENT } from './sign-out-intent';
import { UNDER_MAINTENANCE_PATH } from './status-page-paths';

/**
 * The layout every secure route of the route table sits under. Spec §4: each secure page makes
 * the session check, and leaves when it says so; a signed-out visitor goes to sign-in with the
 * page they asked for (path and query, so a RelayState deep link survives) to come back to.
 */
export const SecureLayout = () => {
  const [state, monitor] = useViewModel(SessionMonitor);
  const location = useLocation();
  const requestedPath = `${location.pathname}${location.search}`;

  useEffect(() => {
    monitor.check(requestedPath);
    return () => monitor.stop();
  }, [monitor, requestedPath]);

  // A page restored from the back-forward cache must be checked again (e.g. after sign-out).
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) monitor.check(requestedPath);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [monitor, requestedPath]);

  switch (state.status) {
    case 'leaving':
      return (
        <Navigate
          to={state.destination}
          replace
          state={state.destination.startsWith('/logout') ? SIGN_OUT_INTENT : undefined}
        />
      );
    case 'checking':
      return <PageLoader />;
    case 'checkFailed':
      return <ServiceDownPage onRetry={() => monitor.check(requestedPath)} />;
    case 'underMaintenance':
      return <Navigate to={UNDER_MAINTENANCE_PATH} replace state={returnTo(requestedPath)} />;
    case 'active':
    case 'expiringSoon':
      // One tree for both, so the page under the warning is not rebuilt when it appears.
      return (
        <>
          {state.status === 'expiringSoon' && (
            <SessionExpiryWarning onStay={() => monitor.staySignedIn()} />
          )}
          <Outlet />
        </>
      );
  }
};
