import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { loginVariantFor } from '../../../domain/accounts/login-validation';
import { SignIn } from '../../../application/sign-in/sign-in.use-case';
import { useViewModel } from '../../hooks/use-view-model';
import { NarrowCard } from '../../components/primitives';
import { PortalPage } from '../../layout/portal-page';
import { InLoginWidgetLanguage } from '../../i18n/widget-language';
import { ACCESS_DENIED_PATH } from '../../routing/status-page-paths';
import { LoginForm } from './login-form';

/**
 * /login: without a pending interaction it starts the code flow (a redirect the user does not
 * notice); with one it shows the login widget (../shared/DECISIONS.md, docs/decisions.md D-AUTH-1).
 */
const LoginPage = () => {
  const [formState, signIn] = useViewModel(SignIn);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const interaction = params.get('interaction');
  const requestedRedirect = params.get('redirect_uri') ?? params.get('redirect_url');

  useEffect(() => {
    if (interaction === null) void signIn.start(requestedRedirect);
  }, [interaction, requestedRedirect, signIn]);

  return (
    <PortalPage>
      <NarrowCard>
        {interaction === null ? (
          <p role="status">
            <FormattedMessage id="signIn.redirecting" />
          </p>
        ) : (
          <InLoginWidgetLanguage>
            <LoginForm
              state={formState}
              variant={loginVariantFor(params.get('flow'))}
              initialUsername={params.get('uid') ?? ''}
              onSubmit={(values) =>
                void signIn
                  .submit(interaction, values, loginVariantFor(params.get('flow')))
                  .then(() => {
                    // Spec §8 "Locked: 'Access Denied'": a locked account leaves the form for its
                    // page. On this submit only: back from that page, the form shows the message.
                    if (signIn.snapshot.formError === 'auth.lockedOut') {
                      void navigate(ACCESS_DENIED_PATH);
                    }
                  })
              }
            />
          </InLoginWidgetLanguage>
        )}
      </NarrowCard>
    </PortalPage>
  );
};

export default LoginPage;
