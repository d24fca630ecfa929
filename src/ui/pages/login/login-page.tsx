import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { SignIn } from '../../../application/sign-in/sign-in.use-case';
import { loginViewOf, type LoginFormView } from '../../../application/sign-in/login.view-model';
import type { PageAddress } from '../../../application/sign-in/page-address';
import { LOGIN_NOTICE_MESSAGE_IDS } from '../../../domain/accounts/sign-out-reason';
import { Banner } from '../../components/banner';
import { NarrowCard } from '../../components/primitives';
import { useViewModel } from '../../hooks/use-view-model';
import { InLoginWidgetLanguage } from '../../i18n/widget-language';
import { PortalPage } from '../../layout/portal-page';
import { PasswordExpiredStep } from './password-expired-step';
import { LoginForm } from './login-form';
import { SecondFactorForm } from './second-factor-form';
import { PasskeySignInButton, usePasskeyAutofill } from './passkey-sign-in';

const Notice = ({ notice }: { readonly notice: LoginFormView['notice'] }) =>
  notice === undefined ? undefined : notice === 'passwordChanged' ? (
    <Banner tone="success" announce="none">
      <FormattedMessage id="signInStates.replace.changed" />
    </Banner>
  ) : (
    <Banner tone="info" announce="none">
      <FormattedMessage id={LOGIN_NOTICE_MESSAGE_IDS[notice]} />
    </Banner>
  );

/**
 * /login and /signin: without a pending interaction the page starts the code flow (a redirect the
 * user does not notice), carrying its spec §2 parameters through the provider and back
 * (docs/decisions/sign-in-and-sessions.md D-AUTH-1, docs/decisions/sign-in-states.md
 * D-SIGNIN-UI-1); with one it shows the login widget, and after a submit the step the account's
 * state asks for (D-SIGNIN-UI-2). The sign-in decides; this page shows its view.
 */
export const LoginScreen = ({ entry }: { entry: 'login' | 'signin' }) => {
  const [state, signIn] = useViewModel(SignIn);
  const location = useLocation();
  const { pathname } = location;
  // The query as the page's parameters read it (the same on the server and in the browser).
  const search = new URLSearchParams(location.search).toString();
  const address: PageAddress = { pathname, search };
  const view = loginViewOf(state, address, entry, signIn.formAction);
  useEffect(() => {
    void signIn.open({ pathname, search });
  }, [pathname, search, signIn]);
  const passkeyAutofill = usePasskeyAutofill(
    view.kind === 'form' ? view.interaction : null,
    view.kind === 'form',
    (interactionId) => void signIn.signInWithPasskey(interactionId, true),
  );

  return (
    <PortalPage>
      <NarrowCard>
        {view.kind === 'starting' ? (
          <p role="status">
            <FormattedMessage id="signIn.redirecting" />
          </p>
        ) : (
          <InLoginWidgetLanguage>
            {view.kind === 'secondFactor' ? (
              <SecondFactorForm
                step={view.step}
                action={view.action}
                addressOf={(change) => view.addresses[change]}
                onSubmit={(typed) => void signIn.submitSecondFactor(view.interaction, typed)}
                onSwitch={(using) => signIn.switchSecondFactor(using)}
                onBack={() => signIn.backToPassword(address)}
              />
            ) : view.kind === 'form' ? (
              <LoginForm
                state={view.state}
                variant={view.variant}
                initialUsername={view.username}
                signUpPath={view.signUpPath}
                notice={<Notice notice={view.notice} />}
                action={view.action}
                onSubmit={(values) => void signIn.submit(view.interaction, values, view.variant)}
                passkeyAutofill={passkeyAutofill}
                alternative={
                  <PasskeySignInButton
                    state={state}
                    onSignIn={() => void signIn.signInWithPasskey(view.interaction, false)}
                  />
                }
              />
            ) : (
              <PasswordExpiredStep
                interactionId={view.interaction}
                step={view.step}
                pageQuery={view.pageQuery}
                onBack={() => signIn.backToPassword(address)}
              />
            )}
          </InLoginWidgetLanguage>
        )}
      </NarrowCard>
    </PortalPage>
  );
};

/** /login. */
const LoginPage = () => <LoginScreen entry="login" />;

export default LoginPage;
