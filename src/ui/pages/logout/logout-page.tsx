import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { TOKENS } from '../../../application/app.tokens';
import type { SignOutContext } from '../../../application/ports/identity-provider.port';
import type { SignOut } from '../../../application/session/sign-out.use-case';
import { useInjection } from '../../di/injection';
import { Heading, NarrowCard } from '../../components/primitives';
import { PortalPage } from '../../layout/portal-page';

/** /logout: ends the portal and identity-provider sessions, then confirms (spec §2, §8 "Logout messages"). */
const LogoutPage = () => {
  const signOut = useInjection<SignOut>(TOKENS.SignOut);
  const [params] = useSearchParams();
  const [done, setDone] = useState<SignOutContext | undefined>(undefined);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut.finish(window.location.href).then((finished) => {
      if (finished) setDone(finished);
      else void signOut.signOut({ expired: params.get('expired') === 'true' });
    });
  }, [signOut, params]);

  return (
    <PortalPage>
      <NarrowCard>
        {done === undefined ? (
          <p role="status">
            <FormattedMessage id="logout.signingOut" />
          </p>
        ) : (
          <>
            <Heading>
              <FormattedMessage id={done.expired ? 'logout.expired' : 'logout.success'} />
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
