import { useState } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { Combobox } from '../../../src/ui/components/combobox';
import { renderUi, serverHtml } from './render-ui';

// The field around the combobox's list: what the server's HTML shows of it before the script
// hydrates it, and what leaving it tells the caller.

const Picker = ({ hideLabel = false, onLeave }: { hideLabel?: boolean; onLeave?: () => void }) => {
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
      onLeave={onLeave}
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

describe('leaving the field', () => {
  it('tells the caller when focus goes elsewhere, not when an option is clicked', async () => {
    const onLeave = jest.fn();
    const { user } = renderUi(
      <>
        <Picker onLeave={onLeave} />
        <button type="button">Next</button>
      </>,
    );
    const input = screen.getByRole('combobox', { name: 'Company' });
    await user.click(input);
    // A browser may give focus to the list itself (a press on its scrollbar): still inside.
    fireEvent.blur(input, { relatedTarget: await screen.findByRole('listbox') });
    await user.click(await screen.findByRole('option', { name: 'Acme Trading Ltd' }));
    expect(onLeave).not.toHaveBeenCalled();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    expect(onLeave).toHaveBeenCalledTimes(1);
  });
});
