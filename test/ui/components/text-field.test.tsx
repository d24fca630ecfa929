import { screen } from '@testing-library/react';
import { axe } from '../axe';
import { TextField } from '../../../src/ui/components/text-field';
import { renderUi } from './render-ui';

describe('TextField', () => {
  it('is named by its label and takes what is typed', async () => {
    const { user } = renderUi(<TextField id="city" name="city" label="City" />);
    const input = screen.getByRole('textbox', { name: 'City' });
    await user.type(input, 'Leeds');
    expect(input).toHaveValue('Leeds');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('is described by its hint and, when invalid, by its error', async () => {
    const { container } = renderUi(
      <TextField
        id="email"
        label="Business email address"
        hint="We send your receipts here."
        error="Please enter a valid email address."
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Business email address' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'We send your receipts here. Please enter a valid email address.',
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
