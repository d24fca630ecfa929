import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { TOKENS } from '../../../application/app.tokens';
import { answeredSignInError, SignIn } from '../../../application/sign-in/sign-in.use-case';
import { answeredSecondFactor } from '../../../application/sign-in/answered-second-factor';
import { answeredLoginFieldErrors } from '../../../application/sign-in/answered-login';
import type { SecondFactorKind } from '../../../application/sign-in/login-form.state';
import type { PasswordReplacementReason } from '../../../application/sign-in-states/expired-password.use-case';
import type { PasswordChangeRefusal } from '../../../application/sign-in-states/password-form-errors';
import {
  answeredPasswordChanged,
  answeredPasswordReplacement,
} from '../../../application/sign-in-states/answered-password-replacement';
import {
  loginNoticeOf,
  loginVariantOf,
  signInParametersOf,
  signUpPathOf,
} from '../../../domain/accounts/sign-in-parameters';
import { LOGIN_NOTICE_MESSAGE_IDS } from '../../../domain/accounts/sign-out-reason';
import { signInStepAfter } from '../../../application/sign-in-states/sign-in-step';
import { withPlaceholderDomain } from '../../../domain/accounts/login-validation';
import { Banner } from '../../components/banner';
import { NarrowCard } from '../../components/primitives';
import { useInjection } from '../../di/injection';
import { useViewModel } from '../../hooks/use-view-model';
import { InLoginWidgetLanguage } from '../../i18n/widget-language';
import { PortalPage } from '../../layout/portal-page';
import { ACCESS_DENIED_PATH } from '../../routing/status-page-paths';
import { PasswordExpiredStep } from '../sign-in-states/password-expired-step';
import { LoginForm } from './login-form';
import { SecondFactorForm } from './second-factor-form';
import { PasskeySignInButton, usePasskeyAutofill } from './passkey-sign-in';

interface Replacing {
  readonly reason: PasswordReplacementReason;
  readonly username: string;
  /** The refusal of a try posted without JavaScript, when the step came from the address. */
  readonly refusal?: PasswordChangeRefusal | undefined;
}

/**
 * /login and /signin: without a pending interaction the page starts the code flow (a redirect the
 * user does not notice), carrying its spec §2 parameters through the provider and back
 * (docs/decisions/sign-in-and-sessions.md D-AUTH-1, docs/decisions/sign-in-states.md
 * D-SIGNIN-UI-1); with one it shows the login widget, and after a submit the account state's next
 * step (D-SIGNIN-UI-2).
 */
export const LoginScreen = ({ entry }: { entry: 'login' | 'signin' }) => {
  const [formState, signIn] = useViewModel(SignIn);
  const { placeholderDomain } = useInjection(TOKENS.PortalConfig);
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const interaction = params.get('interaction');
  const search = params.toString();
  const parameters = useMemo(() => signInParametersOf(new URLSearchParams(search)), [search]);
  const variant = loginVariantOf(parameters, entry);
  const notice = loginNoticeOf(parameters);
  // The replacement step the server asked for on this address (a password posted before the
  // script ran that must be replaced first, D-SSR-6), else the one a submit here leads to.
  const [replacing, setReplacing] = useState<Replacing | undefined>(() =>
    answeredPasswordReplacement((name) => params.get(name)),
  );
  const passwordChanged = answeredPasswordChanged((name) => params.get(name));
  // The refusal of the form posted without JavaScript, shown until the next submit here: a blank
  // field under that field, anything else in the form's banner.
  const refusalCode = params.get('formError');
  const answeredFields = useMemo(
    () => answeredLoginFieldErrors(refusalCode, parameters.uid ?? '', variant),
    [refusalCode, parameters.uid, variant],
  );
  const answered = answeredFields === undefined ? answeredSignInError(refusalCode) : undefined;
  const [answerShown, setAnswerShown] = useState(true);
  const untouched = formState.formError === undefined && !formState.submitting;
  const shownState =
    answerShown && untouched && (answered !== undefined || answeredFields !== undefined)
      ? { ...formState, formError: answered, fieldErrors: answeredFields ?? formState.fieldErrors }
      : formState;

  // The server starts the code flow for this address (D-SSR-6): reached in the browser (a link
  // of the portal, or a page the server did not render), it is followed in place.
  useEffect(() => {
    if (interaction === null) {
      void signIn.start(search === '' ? pathname : `${pathname}?${search}`).then((inPlace) => {
        if (inPlace !== undefined) void navigate(inPlace, { replace: true });
      });
    }
  }, [interaction, pathname, search, signIn, navigate]);

  /** After a submit: the callback reached in place, or the next step the account's state asks. */
  const afterSubmit =
    (values?: { username: string }) =>
    (inPlace: string | undefined): void => {
      // The provider's callback, reached without leaving the page: the login entry is spent.
      if (inPlace !== undefined) {
        void navigate(inPlace, { replace: true });
        return;
      }
      // Decided on this submit's result, not the form's state: back from the access-denied page,
      // the form shows the lockout message instead of bouncing there again (D-PAGES-5).
      const step = signInStepAfter(signIn.snapshot.formError);
      if (step.kind === 'accessDenied') void navigate(ACCESS_DENIED_PATH);
      if (step.kind === 'replacePassword' && values !== undefined) {
        setReplacing({
          reason: step.reason,
          username: withPlaceholderDomain(values.username.trim(), placeholderDomain),
        });
      }
    };
  const submit = (interactionId: string, values: { username: string; password: string }) => {
    setAnswerShown(false);
    void signIn.submit(interactionId, values, variant).then(afterSubmit(values));
  };
  const withPasskey = (interactionId: string, autofill: boolean) =>
    void signIn.signInWithPasskey(interactionId, autofill).then(afterSubmit());
  // The second step the server asked for on this address (a password posted before the script
  // ran, D-SSR-6): shown from the address, and taken up by the store once the page is live.
  const answeredStep = answeredSecondFactor((name) => params.get(name));
  useEffect(() => {
    const query = new URLSearchParams(search);
    const step = answeredSecondFactor((name) => query.get(name));
    if (step !== undefined) signIn.resumeSecondFactor(step);
  }, [search, signIn]);
  const secondFactor = formState.secondFactor ?? answeredStep;
  /** This page's address without a step's parameters (and the refusal), plus `using`'s. */
  const addressWithout = (names: readonly string[], using?: SecondFactorKind): string => {
    const query = new URLSearchParams(search);
    for (const name of ['formError', ...names]) query.delete(name);
    if (using !== undefined) query.set('using', using);
    return `${pathname}?${query.toString()}`;
  };
  const secondFactorAddress = (change: SecondFactorKind | 'back'): string =>
    change === 'back' ? addressWithout(['step', 'factors', 'using']) : addressWithout([], change);
  const formShown = secondFactor === undefined && replacing === undefined;
  const passkeyAutofill = usePasskeyAutofill(interaction, formShown, (interactionId) =>
    withPasskey(interactionId, true),
  );

  return (
    <PortalPage>
      <NarrowCard>
        {interaction === null ? (
          <p role="status">
            <FormattedMessage id="signIn.redirecting" />
          </p>
        ) : (
          <InLoginWidgetLanguage>
            {secondFactor !== undefined ? (
              <SecondFactorForm
                step={secondFactor}
                action={signIn.formAction(interaction, 'second-factor', search)}
                addressOf={secondFactorAddress}
                onSubmit={(typed) =>
                  void signIn.submitSecondFactor(interaction, typed).then(afterSubmit())
                }
                onSwitch={(using) => signIn.switchSecondFactor(using)}
                onBack={() => {
                  signIn.leaveSecondFactor();
                  if (answeredStep !== undefined) {
                    void navigate(secondFactorAddress('back'), { replace: true });
                  }
                }}
              />
            ) : replacing === undefined ? (
              <LoginForm
                state={shownState}
                variant={variant}
                initialUsername={parameters.uid ?? ''}
                signUpPath={signUpPathOf(parameters)}
                notice={
                  passwordChanged ? (
                    <Banner tone="success" announce="none">
                      <FormattedMessage id="signInStates.replace.changed" />
                    </Banner>
                  ) : notice === undefined ? undefined : (
                    <Banner tone="info" announce="none">
                      <FormattedMessage id={LOGIN_NOTICE_MESSAGE_IDS[notice]} />
                    </Banner>
                  )
                }
                action={signIn.formAction(interaction, 'login', search)}
                onSubmit={(values) => submit(interaction, values)}
                passkeyAutofill={passkeyAutofill}
                alternative={
                  <PasskeySignInButton
                    state={formState}
                    onSignIn={() => withPasskey(interaction, false)}
                  />
                }
              />
            ) : (
              <PasswordExpiredStep
                interactionId={interaction}
                username={replacing.username}
                reason={replacing.reason}
                pageQuery={search}
                answered={replacing.refusal}
                onBack={() => {
                  setReplacing(undefined);
                  if (params.get('step') === 'replace-password') {
                    void navigate(addressWithout(['step', 'reason']), { replace: true });
                  }
                }}
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
