import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { TOKENS } from '../../../application/app.tokens';
import { SessionMonitor } from '../../../application/session/session-monitor.use-case';
import { Button } from '../../components/button';
import { useInjection } from '../../di/injection';
import { StatusActions, StatusPage, StatusText } from '../../layout/status-page';
import { returnToOf } from '../../routing/return-to';

/**
 * The under-maintenance page (spec §8 "We are under maintenance and we will be back shortly"),
 * where a secure page goes when the session check finds the services under maintenance. "Try
 * again" returns to that page, whose session check asks the services again.
 */
const UnderMaintenancePage = () => {
  const monitor = useInjection(SessionMonitor);
  const navigator = useInjection(TOKENS.Navigator);
  const state: unknown = useLocation().state;

  // The check that sent the user here is spent: the next secure page must ask again, not
  // come straight back on the remembered answer.
  useEffect(() => {
    monitor.reset();
  }, [monitor]);

  return (
    <StatusPage tone="warning" headingId="underMaintenance.heading" focusHeading>
      <StatusText>
        <FormattedMessage id="maintenance.underMaintenance" />
      </StatusText>
      <StatusActions>
        <Button width="phone" onClick={() => navigator.show(returnToOf(state), { replace: true })}>
          <FormattedMessage id="routeError.tryAgain" />
        </Button>
      </StatusActions>
    </StatusPage>
  );
};

export default UnderMaintenancePage;
