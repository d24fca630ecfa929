import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { TOKENS } from '../../../application/app.tokens';
import { SignedInSessions } from '../../../application/account-area/signed-in-sessions.use-case';
import { Banner } from '../../components/banner';
import { Button } from '../../components/button';
import { useInjection } from '../../di/injection';
import { useStore } from '../../hooks/use-view-model';

/**
 * After a factor is removed (issue 28 "removing a factor offers to sign out every other
 * session"): shown only while another browser is signed in, then what signing them out did.
 */
export const SignOutOthersOffer = () => {
  const gateway = useInjection(TOKENS.SignedInSessions);
  const [store] = useState(() => new SignedInSessions(gateway));
  useEffect(() => {
    void store.open();
    return () => store.dispose();
  }, [store]);
  const state = useStore(store);
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
