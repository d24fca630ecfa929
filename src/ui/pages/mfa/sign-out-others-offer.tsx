import { FormattedMessage } from 'react-intl';
import { useSignedInSessions } from '../account-area/use-signed-in-sessions';
import { Banner } from '../../components/banner';
import { Button } from '../../components/button';

/**
 * After a factor is removed (issue 28 "removing a factor offers to sign out every other
 * session"): shown only while another browser is signed in, then what signing them out did.
 */
export const SignOutOthersOffer = () => {
  const [state, store] = useSignedInSessions();
  if (state.screen !== 'ready') return null;
  if (state.notice?.kind === 'signedOutOthers') {
    return (
      <Banner tone="success">
        <FormattedMessage id="sessions.signedOutOthers" values={{ count: state.notice.count }} />
      </Banner>
    );
  }
  if (!state.sessions.some((session) => !session.current)) return null;
  return (
    <Banner
      tone="info"
      announce="none"
      action={
        <Button variant="secondary" busy={state.busy} onClick={() => void store.signOutOthers()}>
          <FormattedMessage id="sessions.signOutOthers" />
        </Button>
      }
    >
      <FormattedMessage id="sessions.othersSignedIn" />
    </Banner>
  );
};
