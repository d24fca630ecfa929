import { startTransition, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router-dom';
import { SessionMonitor } from '../../application/session/session-monitor.use-case';
import { useViewModel } from '../hooks/use-view-model';
import { PageLoader } from '../components/page-loader';
import { ServiceDownPage } from '../pages/service-down/service-down-page';
import { returnTo } from './return-to';
import { SessionExpiryWarning } from './session-expiry-warning';
import { SIGN_OUT_INTENT } from './sign-out-intent';
import { UNDER_MAINTENANCE_PATH } from '../../domain/navigation/status-page-paths';
import { isRouteHandle } from './route-handle';
import { isSignInLanding } from './sign-in-landing';

/**
 * The layout every secure route of the route table sits under. Spec §4: each secure page makes
 * the session check, and leaves when it says so; a signed-out visitor goes to sign-in with the
 * page they asked for (path and query, so a RelayState deep link survives) to come back to.
 */
export const SecureLayout = ({ preloadFrame }: { preloadFrame: () => Promise<void> }) => {
  const [state, monitor] = useViewModel(SessionMonitor);
  const location = useLocation();
  const matches = useMatches();
  const requestedPath = `${location.pathname}${location.search}`;
  const signedIn = state.status === 'active' || state.status === 'expiringSoon';
  // Right after a sign-in the check is all but sure to pass: the code comes while it runs.
  const preloadNow = signedIn || isSignInLanding(location.state);

  // The frame's and the page's chunks are fetched side by side once the visitor is let in, not
  // one after the other as each renders (and not at all for a signed-out visit). The frame first
  // renders once they are all here (or one has failed, which the page's error element then
  // shows): under the same loader as the check, so no Suspense fallback flashes in between, whose
  // 300 ms reveal throttle would hold the page and its data calls back (D-PERF-11).
  // A page whose session was checked before its first render (one the server rendered, which the
  // browser hydrates with its code already here, D-SSR-8) is drawn at once.
  const [codeArrived, setCodeArrived] = useState(signedIn);
  useEffect(() => {
    if (!preloadNow) return undefined;
    let current = true;
    void Promise.all([
      preloadFrame(),
      ...matches.map((match) =>
        isRouteHandle(match.handle) ? match.handle.preload?.() : undefined,
      ),
    ]).then(() => {
      // A transition: the frame and the page are a large first render, which React may slice.
      if (current) startTransition(() => setCodeArrived(true));
    });
    return () => {
      current = false;
    };
  }, [preloadNow, matches, preloadFrame]);

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
      if (!codeArrived) return <PageLoader />;
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
