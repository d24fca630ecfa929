import { screen } from '@testing-library/react';
import { axe } from '../axe';
import { Select } from '../../../src/ui/components/select';
import { renderUi } from './render-ui';

const LANGUAGES = [
  { value: 'en-us', label: 'English (US)' },
  { value: 'fr-fr', label: 'Français' },
];

describe('Select', () => {
  it('is a native select named by its label, chosen with the keyboard', async () => {
    const onChange = jest.fn();
    const { user } = renderUi(
      <Select id="language" label="Language" options={LANGUAGES} onChange={onChange} />,
    );
    const select = screen.getByRole('combobox', { name: 'Language' });
    await user.selectOptions(select, 'Français');
    expect(select).toHaveValue('fr-fr');
    expect(onChange).toHaveBeenCalled();
  });

  it('offers an empty first choice when told, and shows its error', async () => {
    const { container } = renderUi(
      <Select
        id="region"
        label="State"
        placeholder="Select…"
        options={LANGUAGES}
        error="Please enter a valid state/county/province."
      />,
    );
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(select).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Select…' })).toBeInTheDocument();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Please enter a valid state/county/province.');
    expect(await axe(container)).toHaveNoViolations();
  });
});
