import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../components/link';
import * as E from 'fp-ts/Either';
import {
  answeredCallbackRefusal,
  type CallbackRefusal,
} from '../../../application/sign-in/callback-refusal';
import { SignInCompletion } from '../../../application/sign-in/sign-in-completion.use-case';
import { useInjection } from '../../di/injection';
import { Banner } from '../../components/banner';
import { NarrowCard } from '../../components/primitives';
import { PortalPage } from '../../layout/portal-page';
import { useActiveLocale } from '../../i18n/active-locale';
import { AccountRefused } from './account-refused';

/** /login/callback: the provider's redirect back after a successful sign-in. */
const LoginCallbackPage = () => {
  const completion = useInjection(SignInCompletion);
  const [params] = useSearchParams();
  // A sign-in the server could not complete (a browser without JavaScript, D-SSR-6) says why.
  const failed = params.get('failed');
  const [refusal, setRefusal] = useState<CallbackRefusal | undefined>(() =>
    answeredCallbackRefusal(failed, params.get('uid')),
  );
  const started = useRef(false);
  const { choose: chooseLanguage } = useActiveLocale();

  useEffect(() => {
    // The authorization code is single-use: React's development double effects must not spend it twice.
    if (started.current || failed !== null) return;
    started.current = true;
    // The completion shows the destination; the user's language preference is the page's to apply.
    void completion.complete(window.location.href).then((result) => {
      if (E.isLeft(result)) setRefusal(result.left);
      else if (result.right.language !== undefined) chooseLanguage(result.right.language);
    });
  }, [completion, chooseLanguage, failed]);

  return (
    <PortalPage>
      <NarrowCard>
        {refusal === undefined && (
          <p role="status">
            <FormattedMessage id="signIn.completing" />
          </p>
        )}
        {refusal?.kind === 'account' && <AccountRefused refusal={refusal} />}
        {refusal?.kind === 'failed' && (
          <>
            <Banner tone="error">
              <FormattedMessage id={refusal.messageId} />
            </Banner>
            <Link to="/login">
              <FormattedMessage id="signIn.tryAgain" />
            </Link>
          </>
        )}
      </NarrowCard>
    </PortalPage>
  );
};

export default LoginCallbackPage;
