import { useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../components/button';
import { Dialog } from '../components/dialog';
import { SignOut } from '../../application/session/sign-out.use-case';
import { useInjection } from '../di/injection';

/**
 * Two minutes before the session ends (WCAG 2.2.1 "Timing Adjustable"): a modal dialog to stay
 * signed in, which renews the session, or to sign out. Closing it (Escape, Close) is taken as
 * "stay": the user is plainly there, and "Stay signed in" has the focus to begin with.
 */
export const SessionExpiryWarning = ({ onStay }: { onStay: () => void }) => {
  const signOut = useInjection(SignOut);
  const stay = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open
      onClose={onStay}
      initialFocus={stay}
      title={<FormattedMessage id="session.expiringHeading" />}
      actions={
        <>
          <Button type="button" variant="secondary" onClick={() => signOut.leave()}>
            <FormattedMessage id="logout.confirm" />
          </Button>
          <Button type="button" ref={stay} onClick={onStay}>
            <FormattedMessage id="session.staySignedIn" />
          </Button>
        </>
      }
    >
      <p>
        <FormattedMessage id="session.expiringText" />
      </p>
    </Dialog>
  );
};
