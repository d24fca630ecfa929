import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { validateLogin, type LoginVariant } from '../../../domain/accounts/login-validation';
import { TOKENS } from '../../../application/app.tokens';
import type { SignInState } from '../../../application/sign-in/sign-in.state';
import { Button } from '../../components/button';
import { Heading, Muted } from '../../components/primitives';
import { TextField } from '../../components/text-field';
import { useInjection } from '../../di/injection';
import { fromFieldErrorList } from '../../forms/domain-resolver';
import { FormErrorBanner } from '../../forms/form-error-banner';
import { useDomainForm } from '../../forms/use-domain-form';
import { v } from '../../theme/css-variables';
import { WORD_SPACE } from '../../i18n/word-space';

const Links = styled.div`
  display: flex;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${v.space[2]};
  margin-top: ${v.space[4]};
  a {
    color: ${v.color.brand};
    font-weight: ${v.font.weightStrong};
  }
`;

interface Credentials {
  username: string;
  password: string;
}

export interface LoginFormProps {
  readonly state: SignInState;
  readonly variant: LoginVariant;
  readonly initialUsername: string;
  /** Why the user is asked to sign in (spec §2 reason, expired), under the heading. */
  readonly notice?: ReactNode;
  /** The sign-up link, with the flow and target the sign-in had (D-GAD-ENTRY-3). */
  readonly signUpPath: string;
  /** Where the form posts itself when no script handles it (D-SSR-6). */
  readonly action: string;
  readonly onSubmit: (values: { username: string; password: string }) => void;
  /** The browser offers passkeys in the username field's autofill (issue 28). */
  readonly passkeyAutofill?: boolean;
  /** Another way in, under the sign-in button ("Sign in with a passkey"). */
  readonly alternative?: ReactNode;
}

/** The portal's login widget (spec §2 /login, §5 "Login", §8 "Login widget"). */
export const LoginForm = ({
  state,
  variant,
  initialUsername,
  notice,
  signUpPath,
  action,
  onSubmit,
  passkeyAutofill = false,
  alternative,
}: LoginFormProps) => {
  const intl = useIntl();
  const { placeholderDomain } = useInjection(TOKENS.PortalConfig);
  const login = useDomainForm<Credentials>({
    idPrefix: 'login',
    defaultValues: { username: initialUsername, password: '' },
    // Spec §5 "Login": the domain's required-field rules; the sign-in use case checks them again.
    validate: (values) => fromFieldErrorList(validateLogin(values, variant, placeholderDomain)),
    onSubmit,
    serverErrors: { fields: state.fieldErrors, form: state.formError },
    submitting: state.submitting,
  });

  return (
    <form
      method="post"
      action={action}
      noValidate
      onSubmit={(event) => void login.submit(event)}
      aria-labelledby="login-heading"
    >
      <Heading id="login-heading">
        <FormattedMessage id="login.heading" />
      </Heading>
      {notice}
      <FormErrorBanner form={login} summary="login.errorBanner" />
      <TextField
        {...login.field('username')}
        type="email"
        autoComplete={passkeyAutofill ? 'username webauthn' : 'username'}
        label={intl.formatMessage({
          id: variant === 'signin' ? 'login.username.labelSignIn' : 'login.username.label',
        })}
      />
      <TextField
        {...login.field('password')}
        type="password"
        autoComplete="current-password"
        label={intl.formatMessage({ id: 'login.password.label' })}
      />
      <Button
        type="submit"
        width="full"
        busy={login.submitting && state.passkeyPrompt !== true}
        disabled={state.passkeyPrompt === true}
      >
        <FormattedMessage
          id={
            login.submitting && state.passkeyPrompt !== true ? 'login.submitting' : 'login.submit'
          }
        />
      </Button>
      {alternative}
      <Links>
        <Link to="/forgot-password">
          <FormattedMessage id="login.forgotPassword" />
        </Link>
        <span>
          <FormattedMessage id="login.noAccount" />
          {WORD_SPACE}
          <Link to={signUpPath}>
            <FormattedMessage id="login.signUp" />
          </Link>
        </span>
      </Links>
      <Muted>
        <FormattedMessage id="login.passwordAge" />
      </Muted>
    </form>
  );
};
