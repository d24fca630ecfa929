import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { LoginVariant } from '../../../domain/login-validation';
import type { LoginFormState } from '../../../application/sign-in/login-form.state';
import { Alert, Heading, Muted, PrimaryButton } from '../../components/primitives';
import { TextField } from '../../components/text-field';
import { v } from '../../theme/css-variables';
import type { MessageId } from '../../i18n/message-id';

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

export interface LoginFormProps {
  readonly state: LoginFormState;
  readonly variant: LoginVariant;
  readonly initialUsername: string;
  readonly onSubmit: (values: { username: string; password: string }) => void;
}

/** The portal's login widget (spec §2 /login, §5 "Login", §8 "Login widget"). */
export const LoginForm = ({ state, variant, initialUsername, onSubmit }: LoginFormProps) => {
  const intl = useIntl();
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState('');
  const message = (id: MessageId | undefined) =>
    id === undefined ? undefined : intl.formatMessage({ id });
  const hasFieldErrors = Object.keys(state.fieldErrors).length > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ username, password });
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="login-heading">
      <Heading id="login-heading">
        <FormattedMessage id="login.heading" />
      </Heading>
      {state.formError !== undefined && (
        <Alert $tone="error" role="alert">
          {message(state.formError)}
        </Alert>
      )}
      {hasFieldErrors && (
        <Alert $tone="error" role="alert">
          <FormattedMessage id="login.errorBanner" />
        </Alert>
      )}
      <TextField
        id="login-username"
        name="username"
        type="email"
        autoComplete="username"
        label={
          message(variant === 'signin' ? 'login.username.labelSignIn' : 'login.username.label') ??
          ''
        }
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        error={message(state.fieldErrors.username)}
      />
      <TextField
        id="login-password"
        name="password"
        type="password"
        autoComplete="current-password"
        label={message('login.password.label') ?? ''}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={message(state.fieldErrors.password)}
      />
      <PrimaryButton type="submit" disabled={state.submitting} aria-busy={state.submitting}>
        <FormattedMessage id={state.submitting ? 'login.submitting' : 'login.submit'} />
      </PrimaryButton>
      <Links>
        <Link to="/forgot-password">
          <FormattedMessage id="login.forgotPassword" />
        </Link>
        <span>
          <FormattedMessage id="login.noAccount" />{' '}
          <Link to="/signup">
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
