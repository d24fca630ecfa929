import { useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Button } from '../components/button';
import { Dialog } from '../components/dialog';
import { SIGN_OUT_INTENT } from './sign-out-intent';

/**
 * Two minutes before the session ends (WCAG 2.2.1 "Timing Adjustable"): a modal dialog to stay
 * signed in, which renews the session, or to sign out. Closing it (Escape, Close) is taken as
 * "stay": the user is plainly there, and "Stay signed in" has the focus to begin with.
 */
export const SessionExpiryWarning = ({ onStay }: { onStay: () => void }) => {
  const navigate = useNavigate();
  const stay = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open
      onClose={onStay}
      initialFocus={stay}
      title={<FormattedMessage id="session.expiringHeading" />}
      actions={
        <>
          <Button
            type="button"
            variant="secondary"
            onClick={() => void navigate('/logout', { state: SIGN_OUT_INTENT })}
          >
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
