import { screen } from '@testing-library/react';
import { axe } from '../axe';
import { PasswordField } from '../../../src/ui/components/password-field';
import { renderUi } from './render-ui';

describe('PasswordField', () => {
  it('hides what is typed until Show password is pressed, then offers Hide password', async () => {
    const { user } = renderUi(<PasswordField id="new-password" label="New password" />);
    const input = screen.getByLabelText('New password');
    await user.type(input, 'Secret-2026');
    expect(input).toHaveAttribute('type', 'password');

    await user.tab();
    const show = screen.getByRole('button', { name: 'Show password' });
    expect(show).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('Secret-2026');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide).toHaveFocus();
    await user.click(hide);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('carries its error like any field, and has no accessibility violations', async () => {
    const { container } = renderUi(
      <PasswordField
        id="current"
        label="Current password"
        error="This field cannot be left blank."
      />,
    );
    const input = screen.getByLabelText('Current password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('This field cannot be left blank.');
    expect(await axe(container)).toHaveNoViolations();
  });
});
