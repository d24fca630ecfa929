import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { axe } from 'jest-axe';
import { Combobox, preloadCombobox } from '../../../src/ui/components/combobox';
import { renderLoadedUi } from './render-ui';

const COMPANIES = [
  { id: '150483782', label: 'Acme Trading Ltd' },
  { id: '804735132', label: 'Acme Logistics Inc' },
  { id: '060704780', label: 'Brightside Bakery' },
];

/** A caller that filters as the domain would (here: a plain prefix match for the test). */
const CompanyPicker = ({ onSelect, error }: { onSelect: (id: string) => void; error?: string }) => {
  const [text, setText] = useState('');
  const options = COMPANIES.filter((company) =>
    company.label.toLowerCase().startsWith(text.toLowerCase()),
  );
  return (
    <Combobox
      id="company"
      label="Company"
      hint="Type a name or a DUNS number."
      error={error}
      options={options}
      inputValue={text}
      onInputChange={setText}
      onSelect={onSelect}
    />
  );
};

describe('Combobox', () => {
  it('lists what matches the typing; arrows move, Enter chooses and fills the input', async () => {
    const onSelect = jest.fn();
    const { user } = await renderLoadedUi(<CompanyPicker onSelect={onSelect} />, preloadCombobox);
    const input = screen.getByRole('combobox', { name: 'Company' });
    expect(input).toHaveAccessibleDescription('Type a name or a DUNS number.');
    await user.type(input, 'acme');
    const list = await screen.findByRole('listbox');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Acme Trading Ltd',
      'Acme Logistics Inc',
    ]);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveFocus();
    expect(screen.getByRole('option', { name: 'Acme Logistics Inc' })).toHaveAttribute(
      'data-active-item',
    );
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('804735132');
    expect(input).toHaveValue('Acme Logistics Inc');
    await waitFor(() => expect(list).not.toBeVisible());
  });

  it('says when nothing matches, and Escape closes the list', async () => {
    const { user } = await renderLoadedUi(<CompanyPicker onSelect={jest.fn()} />, preloadCombobox);
    const input = screen.getByRole('combobox', { name: 'Company' });
    await user.type(input, 'zz');
    expect(await screen.findByText('No matches')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'));
  });

  it('shows its error like any field, with no accessibility violations, open or closed', async () => {
    const { user, container } = await renderLoadedUi(
      <CompanyPicker onSelect={jest.fn()} error="Please select a company." />,
      preloadCombobox,
    );
    const input = screen.getByRole('combobox', { name: 'Company' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'Type a name or a DUNS number. Please select a company.',
    );
    expect(await axe(container)).toHaveNoViolations();
    await user.type(input, 'a');
    await screen.findByRole('listbox');
    expect(await axe(container)).toHaveNoViolations();
  });
});
