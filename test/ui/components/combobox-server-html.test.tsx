import { useState } from 'react';
import { within } from '@testing-library/react';
import { Combobox } from '../../../src/ui/components/combobox';
import { serverHtml } from './render-ui';

// What a browser shows of a combobox before the script hydrates it: a labelled text field to type
// into, and no list yet.

const Picker = ({ hideLabel }: { hideLabel: boolean }) => {
  const [text, setText] = useState('Acme');
  return (
    <Combobox
      id="company"
      label="Company"
      hint="Type a name or a DUNS number."
      options={[{ id: '150483782', label: 'Acme Trading Ltd' }]}
      inputValue={text}
      onInputChange={setText}
      onSelect={() => undefined}
      hideLabel={hideLabel}
    />
  );
};

it.each([false, true])(
  "is a labelled input in the server's HTML, its list left to the browser (label hidden: %s)",
  (hideLabel) => {
    const { html, markup } = serverHtml(<Picker hideLabel={hideLabel} />);
    const input = within(html).getByLabelText('Company');
    expect(input).toHaveValue('Acme');
    expect(input).toHaveAttribute('role', 'combobox');
    expect(within(html).queryByRole('listbox', { hidden: true })).toBeNull();
    // Ariakit hides a closed list with an inline style, which the CSP refuses in server HTML.
    expect(markup).not.toContain(' style=');
  },
);
