import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Combobox } from '../../../src/ui/components/combobox';
import { renderUi } from './render-ui';

// A file of its own, so the combobox's code has not arrived when the test starts: what a user
// typed into the placeholder input is kept, and the real combobox opens its list for it.

const COMPANIES = [
  { id: '150483782', label: 'Acme Trading Ltd' },
  { id: '060704780', label: 'Brightside Bakery' },
];

const Picker = () => {
  const [text, setText] = useState('');
  return (
    <Combobox
      id="company"
      label="Company"
      options={COMPANIES.filter((company) =>
        company.label.toLowerCase().startsWith(text.toLowerCase()),
      )}
      inputValue={text}
      onInputChange={setText}
      onSelect={() => undefined}
    />
  );
};

it('opens the list for text typed into the placeholder before the code arrived', async () => {
  renderUi(<Picker />);
  const placeholder = screen.getByLabelText('Company');
  expect(placeholder).not.toHaveAttribute('role', 'combobox');
  fireEvent.focus(placeholder);
  fireEvent.input(placeholder, { target: { value: 'bri' } });
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'Company' })).toHaveAttribute(
      'aria-expanded',
      'true',
    ),
  );
  expect(screen.getByRole('combobox', { name: 'Company' })).toHaveValue('bri');
  expect(screen.getByRole('combobox', { name: 'Company' })).toHaveFocus();
  expect(await screen.findByRole('option', { name: 'Brightside Bakery' })).toBeInTheDocument();
});
