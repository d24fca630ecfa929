import { screen, within } from '@testing-library/react';
import { axe } from '../axe';
import { useState } from 'react';
import { NewPasswordFields } from '../../../src/ui/components/new-password-fields';
import { renderUi } from './render-ui';

// Spec §5 "Password: minimum 10 characters, one lowercase, one uppercase, one number, one special
// character, not among the last 5. Czech, Swiss, Hungarian and Polish texts say letters without
// diacritics." DESIGN.md: the items turn to `success` with a check icon, announced politely.

const Harness = ({
  country,
  includeHistoryRule,
}: {
  country?: 'US' | 'CZ';
  includeHistoryRule?: boolean;
}) => {
  const [typed, setTyped] = useState('');
  return (
    <NewPasswordFields
      newPassword={{ id: 'np', name: 'newPassword', onChange: (e) => setTyped(e.target.value) }}
      retypePassword={{ id: 'rp', name: 'retypePassword', error: 'Passwords do not match.' }}
      typedPassword={typed}
      country={country}
      includeHistoryRule={includeHistoryRule}
      extraRules={[{ key: 'own', label: 'A rule of the page', status: 'unmet' }]}
    />
  );
};

const statuses = () =>
  within(screen.getByTestId('password-checklist'))
    .getAllByRole('listitem')
    .map((item) => [item.textContent, item.getAttribute('data-status')]);

describe('NewPasswordFields', () => {
  it('turns each rule to met as it is typed, says the state in words and announces the count', async () => {
    const { user } = renderUi(<Harness />);
    const input = screen.getByLabelText('New password');
    expect(input).toHaveAttribute('autocomplete', 'new-password');
    expect(input).toHaveAccessibleDescription(/Your password must have:/);
    await user.type(input, 'aB3');
    expect(statuses()).toEqual([
      ['At least 10 characters (not met yet)', 'unmet'],
      ['One lowercase letter (met)', 'met'],
      ['One uppercase letter (met)', 'met'],
      ['One number (met)', 'met'],
      ['One special character (not met yet)', 'unmet'],
      ['A rule of the page (not met yet)', 'unmet'],
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('3 of 6 password rules met');
    expect(screen.getByLabelText('Retype new password')).toHaveAccessibleDescription(
      'Passwords do not match.',
    );
  });

  it('says "without diacritics" for a Czech user and adds the server-checked history line when asked', () => {
    renderUi(<Harness country="CZ" includeHistoryRule />);
    expect(statuses()).toEqual(
      expect.arrayContaining([
        ['One lowercase letter (without diacritics) (not met yet)', 'unmet'],
        ['Not one of your last 5 passwords (checked when you save)', 'checkedByServer'],
      ]),
    );
  });

  it('has no accessibility violations', async () => {
    const { container } = renderUi(<Harness includeHistoryRule />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
