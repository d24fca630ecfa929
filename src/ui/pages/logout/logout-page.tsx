import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { SignOutContext } from '../../../application/ports/identity-provider.port';
import { SignOut } from '../../../application/session/sign-out.use-case';
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
 * confirms. It signs out at once only when the portal itself sent the user here; a link from
 * another site asks first (docs/decisions/sign-in-and-sessions.md D-AUTH-6).
 */
const LogoutPage = () => {
  const signOut = useInjection(SignOut);
  const [params] = useSearchParams();
  const location = useLocation();
  const [phase, setPhase] = useState<Phase>({ step: 'starting' });
  const started = useRef(false);
  const expired = params.get('expired') === 'true';
  const intended = hasSignOutIntent(location.state);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut.finish(window.location.href).then((finished) => {
      if (finished) {
        setPhase({ step: 'done', context: finished });
      } else if (intended) {
        setPhase({ step: 'signingOut' });
        void signOut.signOut({ expired });
      } else {
        setPhase({ step: 'confirm' });
      }
    });
  }, [signOut, intended, expired]);

  const confirm = () => {
    setPhase({ step: 'signingOut' });
    void signOut.signOut({ expired: false });
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
              <FormattedMessage id={phase.context.expired ? 'logout.expired' : 'logout.success'} />
            </Heading>
            <Link to="/login">
              <FormattedMessage id="logout.signInAgain" />
            </Link>
          </>
        )}
      </NarrowCard>
    </PortalPage>
  );
};

export default LogoutPage;
