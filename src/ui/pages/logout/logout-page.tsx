import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Link } from '../../components/link';
import styled from 'styled-components';
import type { SignOutContext } from '../../../application/ports/identity-provider.port';
import { SignOut } from '../../../application/session/sign-out.use-case';
import {
  SIGN_OUT_MESSAGE_IDS,
  signInAgainPath,
  signOutReasonOf,
} from '../../../domain/accounts/sign-out-reason';
import { useInjection } from '../../di/injection';
import { Heading, NarrowCard, PrimaryButton } from '../../components/primitives';
import { PortalPage } from '../../layout/portal-page';
import { hasSignOutIntent } from '../../routing/sign-out-intent';
import { v } from '../../theme/css-variables';

type Phase =
  | { readonly step: 'starting' }
  | { readonly step: 'confirm' }
  | { readonly step: 'signingOut' }
  | { readonly step: 'done'; readonly context: SignOutContext };

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${v.space[3]};
  margin-top: ${v.space[5]};
`;

/**
 * /logout (spec §2, §8 "Logout messages"): ends the portal and identity-provider sessions, then
 * confirms, in the words of why it happened (D-AUTH-7). It signs out at once only when the portal
 * itself sent the user here; a link from another site asks first
 * (docs/decisions/sign-in-and-sessions.md D-AUTH-6).
 */
const LogoutPage = () => {
  const signOut = useInjection(SignOut);
  const [params] = useSearchParams();
  const location = useLocation();
  const [phase, setPhase] = useState<Phase>({ step: 'starting' });
  const started = useRef(false);
  const reason = signOutReasonOf(params);
  const intended = hasSignOutIntent(location.state);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut.finish(window.location.href).then((finished) => {
      if (finished) {
        setPhase({ step: 'done', context: finished });
      } else if (intended) {
        setPhase({ step: 'signingOut' });
        void signOut.signOut({ reason });
      } else {
        setPhase({ step: 'confirm' });
      }
    });
  }, [signOut, intended, reason]);

  // A product's link asks the user to sign in again (D-AUTH-7); a typed "expired" proves nothing.
  const confirm = () => {
    setPhase({ step: 'signingOut' });
    void signOut.signOut({ reason: reason === 'productRefresh' ? reason : 'signedOut' });
  };

  return (
    <PortalPage>
      <NarrowCard>
        {(phase.step === 'starting' || phase.step === 'signingOut') && (
          <p role="status">
            <FormattedMessage id="logout.signingOut" />
          </p>
        )}
        {phase.step === 'confirm' && (
          <>
            <Heading>
              <FormattedMessage id="logout.confirmHeading" />
            </Heading>
            <Actions>
              <PrimaryButton type="button" onClick={confirm}>
                <FormattedMessage id="logout.confirm" />
              </PrimaryButton>
              <Link to="/">
                <FormattedMessage id="logout.stay" />
              </Link>
            </Actions>
          </>
        )}
        {phase.step === 'done' && (
          <>
            <Heading>
              <FormattedMessage id={SIGN_OUT_MESSAGE_IDS[phase.context.reason]} />
            </Heading>
            <Link to={signInAgainPath(phase.context.reason)} appearance="button">
              <FormattedMessage id="logout.signInAgain" />
            </Link>
          </>
        )}
      </NarrowCard>
    </PortalPage>
  );
};

export default LogoutPage;
