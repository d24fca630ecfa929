import { screen, waitFor } from '@testing-library/react';
import { Container } from 'inversify';
import { TOKENS } from '../../../src/application/app.tokens';
import {
  initialSignInState,
  type SignInState,
} from '../../../src/application/sign-in/sign-in.state';
import { ContainerProvider } from '../../../src/ui/di/injection';
import { LoginForm } from '../../../src/ui/pages/login/login-form';
import { testConfig } from '../../application/fakes';
import { renderUi } from '../components/render-ui';

// The login widget is the first form on useDomainForm: focus goes to the first invalid field,
// whether the domain's check in the browser or the sign-in use case found the error.

const container = new Container();
container.bind(TOKENS.PortalConfig).toConstantValue(testConfig);

const loginForm = (state: SignInState, onSubmit = jest.fn()) => (
  <ContainerProvider container={container}>
    <LoginForm
      state={state}
      action="/interaction/abc/login"
      variant="default"
      initialUsername=""
      signUpPath="/signup"
      onSubmit={onSubmit}
    />
  </ContainerProvider>
);

describe('LoginForm on useDomainForm', () => {
  it('focuses the first field the domain finds empty, and sends nothing', async () => {
    const onSubmit = jest.fn();
    const { user } = renderUi(loginForm(initialSignInState, onSubmit));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByLabelText('Business email address')).toHaveFocus());

    await user.type(screen.getByLabelText('Business email address'), 'alex');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Please enter Password');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the canonical credentials (the placeholder domain added)', async () => {
    const onSubmit = jest.fn();
    const { user } = renderUi(loginForm(initialSignInState, onSubmit));
    await user.type(screen.getByLabelText('Business email address'), 'alex');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        { username: 'alex@example.com', password: 'secret' },
        expect.anything(),
      ),
    );
  });

  it("shows the use case's field errors and submitting state the same way", async () => {
    const { rerender } = renderUi(loginForm(initialSignInState));
    rerender(
      loginForm({
        submitting: false,
        fieldErrors: { password: 'login.password.required' },
        formError: undefined,
      }),
    );
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    rerender(loginForm({ submitting: true, fieldErrors: {}, formError: undefined }));
    expect(screen.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
  });
});
