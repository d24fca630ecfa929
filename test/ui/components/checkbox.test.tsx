import { screen } from '@testing-library/react';
import { axe } from '../axe';
import { Checkbox } from '../../../src/ui/components/checkbox';
import { renderUi } from './render-ui';

describe('Checkbox', () => {
  it('is a native checkbox toggled by its label or Space', async () => {
    const { user } = renderUi(<Checkbox id="terms" label="I accept the terms of use" />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms of use' });
    await user.click(screen.getByText('I accept the terms of use'));
    expect(box).toBeChecked();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
  });

  it('is described by its hint and error, and has no accessibility violations', async () => {
    const { container } = renderUi(
      <Checkbox
        id="consent"
        label="Send me product news"
        hint="At most once a month."
        error="This field cannot be left blank."
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Send me product news' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(
      'At most once a month. This field cannot be left blank.',
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
