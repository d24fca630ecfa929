import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { axe } from '../axe';
import { Combobox, type ComboboxOption } from '../../../src/ui/components/combobox';
import {
  jumpTarget,
  renderedRows,
  rowsKeptRendered,
} from '../../../src/ui/components/combobox-navigation';
import { renderUi } from './render-ui';

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
    const { user } = renderUi(<CompanyPicker onSelect={onSelect} />);
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

  it('fills the input before it reports the choice, so the caller has the last word', async () => {
    const Resetting = () => {
      const [text, setText] = useState('');
      return (
        <Combobox
          id="company"
          label="Company"
          options={COMPANIES}
          inputValue={text}
          onInputChange={setText}
          onSelect={(id) => setText(`chosen ${id}`)}
        />
      );
    };
    const { user } = renderUi(<Resetting />);
    const input = screen.getByRole('combobox', { name: 'Company' });
    await user.click(input);
    await user.click(await screen.findByRole('option', { name: 'Brightside Bakery' }));
    expect(input).toHaveValue('chosen 060704780');
  });

  it('says when nothing matches, and Escape closes the list', async () => {
    const { user, container } = renderUi(<CompanyPicker onSelect={jest.fn()} />);
    const input = screen.getByRole('combobox', { name: 'Company' });
    await user.type(input, 'zz');
    expect(await screen.findByText('No matches')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'));
  });

  it('shows its error like any field, with no accessibility violations, open or closed', async () => {
    const { user, container } = renderUi(
      <CompanyPicker onSelect={jest.fn()} error="Please select a company." />,
    );
    const input = screen.getByRole('combobox', { name: 'Company' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'Type a name or a DUNS number. Please select a company.',
    );
    expect(await axe(container)).toHaveNoViolations();
    await user.type(input, 'a');
    // Once Ariakit has placed the list (its enter state), so that nothing updates during axe's run.
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(list).toHaveAttribute('data-enter'));
    expect(await axe(container)).toHaveNoViolations();
  });
});

// The header's company selector: ten thousand companies, each with its DUNS on a second line.
const MANY = 10_000;
const duns = (n: number) => String(100_000_000 + n);
const MANY_COMPANIES: readonly ComboboxOption[] = Array.from({ length: MANY }, (_, index) => ({
  id: duns(index + 1),
  label: `Company ${index + 1}`,
  detail: `DUNS ${duns(index + 1)}`,
}));
const optionName = (n: number) => `Company ${n} DUNS ${duns(n)}`;

/** A caller owning the rule (here a case-insensitive substring of the name, as spec §2 says). */
const HeaderSelector = ({
  onInputChange = () => undefined,
  onSelect = () => undefined,
  selectedId = null,
}: {
  onInputChange?: (value: string) => void;
  onSelect?: (id: string) => void;
  selectedId?: string | null;
}) => {
  const [text, setText] = useState('');
  const needle = text.trim().toLowerCase();
  const options = MANY_COMPANIES.filter((company) => company.label.toLowerCase().includes(needle));
  return (
    <Combobox
      id="company-selector"
      label="Company"
      hideLabel
      placeholder="Search company..."
      options={options}
      inputValue={text}
      onInputChange={(value) => {
        onInputChange(value);
        setText(value);
      }}
      selectedId={selectedId}
      onSelect={onSelect}
    />
  );
};

// jsdom lays nothing out and cannot scroll. The list box gets the layout a browser would give
// it: eight 60 px rows and its 4 px padding in view, content as tall as the virtualizer's spacer;
// scrolling it moves its scrollTop (within that range) and, if it moved, reports a scroll event on
// the next frame, as a browser does.
const LIST_HEIGHT = 8 * 60 + 2 * 4;
const isListbox = (element: Element) => element.getAttribute('role') === 'listbox';
const contentHeight = (element: Element) =>
  // The layout stand-in reads the spacer's height, as a browser's layout would: not a query.
  // eslint-disable-next-line testing-library/no-node-access
  element.firstElementChild instanceof HTMLElement
    ? Number.parseFloat(element.firstElementChild.style.height) || 0
    : 0;

let ownScrollTo: PropertyDescriptor | undefined;

beforeEach(() => {
  ownScrollTo = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollTo');
  jest.spyOn(Element.prototype, 'clientHeight', 'get').mockImplementation(function clientHeight(
    this: Element,
  ) {
    return isListbox(this) ? LIST_HEIGHT : 0;
  });
  jest.spyOn(Element.prototype, 'scrollHeight', 'get').mockImplementation(function scrollHeight(
    this: Element,
  ) {
    return isListbox(this) ? Math.max(LIST_HEIGHT, contentHeight(this)) : 0;
  });
  Object.defineProperty(Element.prototype, 'scrollTo', {
    configurable: true,
    writable: true,
    value(this: Element, options?: ScrollToOptions) {
      if (options?.top === undefined) return;
      const max = Math.max(0, this.scrollHeight - this.clientHeight);
      const top = Math.min(Math.max(0, options.top), max);
      if (top === this.scrollTop) return;
      this.scrollTop = top;
      requestAnimationFrame(() => this.dispatchEvent(new Event('scroll')));
    },
  });
});

afterEach(() => {
  jest.restoreAllMocks();
  if (ownScrollTo === undefined) Reflect.deleteProperty(Element.prototype, 'scrollTo');
  else Object.defineProperty(Element.prototype, 'scrollTo', ownScrollTo);
});

const openSelector = async (ui = <HeaderSelector />) => {
  const view = renderUi(ui);
  const input = screen.getByRole('combobox', { name: 'Company' });
  await view.user.click(input);
  const list = await screen.findByRole('listbox');
  await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
  return { ...view, input, list };
};

/** The option the input's aria-activedescendant names, if it is in the DOM. */
const activeOption = (input: HTMLElement) => {
  const id = input.getAttribute('aria-activedescendant');
  return screen.queryAllByRole('option').find((option) => option.id === id) ?? null;
};

describe('Combobox with 10,000 options', () => {
  it('renders only the rows in view and a few more, each saying where it stands', async () => {
    const { list } = await openSelector();
    const rendered = within(list).getAllByRole('option');
    expect(rendered.length).toBeGreaterThan(8);
    expect(rendered.length).toBeLessThan(100);
    const first = within(list).getByRole('option', { name: optionName(1) });
    expect(first).toHaveAttribute('aria-setsize', String(MANY));
    expect(first).toHaveAttribute('aria-posinset', '1');
    const third = within(list).getByRole('option', { name: optionName(3) });
    expect(third).toHaveAttribute('aria-posinset', '3');
    // The last option stays rendered (Arrow Up from the input goes there), in its place.
    const last = within(list).getByRole('option', { name: optionName(MANY) });
    expect(last).toHaveAttribute('aria-posinset', String(MANY));
    for (const option of rendered) expect(option).toHaveAttribute('aria-setsize', String(MANY));
  });

  it('moves the active option with the arrows and End, renders it and scrolls it into view', async () => {
    const { user, input, list } = await openSelector();
    await user.keyboard('{ArrowDown}');
    expect(activeOption(input)).toHaveAccessibleName(optionName(1));
    expect(activeOption(input)).toHaveAttribute('data-active-item');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption(input)).toHaveAccessibleName(optionName(3));
    expect(input).toHaveFocus();

    await user.keyboard('{End}');
    expect(activeOption(input)).toHaveAccessibleName(optionName(MANY));
    expect(activeOption(input)).toHaveAttribute('aria-posinset', String(MANY));
    // Scrolled to the end: the rows above the last one are rendered now, the first page is gone.
    await waitFor(() =>
      expect(within(list).getByRole('option', { name: optionName(MANY - 5) })).toBeInTheDocument(),
    );
    expect(list.scrollTop).toBeGreaterThan(0);
    expect(within(list).queryByRole('option', { name: optionName(5) })).not.toBeInTheDocument();
    expect(within(list).getAllByRole('option').length).toBeLessThan(100);

    await user.keyboard('{ArrowUp}');
    expect(activeOption(input)).toHaveAccessibleName(optionName(MANY - 1));
    await user.keyboard('{Home}');
    expect(activeOption(input)).toHaveAccessibleName(optionName(1));
    await waitFor(() => expect(list.scrollTop).toBe(0));
  });

  it('pages with Page Down and Page Up by the rows in view, to rows not rendered before', async () => {
    const { user, input, list } = await openSelector();
    await user.keyboard('{ArrowDown}');
    // Eight rows in view and ten overscan: row 30 is not in the DOM until the list pages there.
    expect(within(list).queryByRole('option', { name: optionName(30) })).not.toBeInTheDocument();
    await user.keyboard('{PageDown}{PageDown}{PageDown}');
    const position = Number(activeOption(input)?.getAttribute('aria-posinset'));
    // 488 px of 60 px rows: eight in view, pages of seven (one row stays in view across a page).
    expect(position).toBe(1 + 3 * 7);
    await user.keyboard('{PageUp}{PageUp}{PageUp}');
    expect(activeOption(input)).toHaveAccessibleName(optionName(1));
  });

  it('leaves Home and End to the text caret while no option is active', async () => {
    const { user, input } = await openSelector();
    await user.type(input, 'company 12');
    await user.keyboard('{Home}');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(input).toHaveProperty('selectionStart', 0);
  });

  it('reports typing to the caller, whose filtered options it shows from the top', async () => {
    const onInputChange = jest.fn();
    const { user, input, list } = await openSelector(
      <HeaderSelector onInputChange={onInputChange} />,
    );
    expect(input).toHaveAttribute('placeholder', 'Search company...');
    await user.keyboard('{End}');
    await user.type(input, '9999');
    expect(onInputChange).toHaveBeenLastCalledWith('9999');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(1));
    const match = within(list).getByRole('option');
    expect(match).toHaveAccessibleName(optionName(9999));
    expect(match).toHaveAttribute('aria-setsize', '1');
    expect(list.scrollTop).toBe(0);
  });

  it('calls onSelect with the key of the option chosen by Enter or by a click', async () => {
    const onSelect = jest.fn();
    const { user, input, list } = await openSelector(<HeaderSelector onSelect={onSelect} />);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(duns(2));
    expect(input).toHaveValue('Company 2');
    await user.clear(input);
    await user.type(input, 'company 4');
    await user.click(within(list).getByRole('option', { name: optionName(42) }));
    expect(onSelect).toHaveBeenLastCalledWith(duns(42));
  });

  it('marks the selected option, and is free of accessibility violations while open', async () => {
    const { container, list } = await openSelector(<HeaderSelector selectedId={duns(2)} />);
    expect(within(list).getByRole('option', { name: optionName(2) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(list).getByRole('option', { name: optionName(1) })).not.toHaveAttribute(
      'aria-selected',
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('Combobox navigation arithmetic', () => {
  it.each([
    ['Home', 500, 0],
    ['End', 500, MANY - 1],
    ['PageDown', 500, 508],
    ['PageDown', MANY - 3, MANY - 1],
    ['PageUp', 500, 492],
    ['PageUp', 3, 0],
  ] as const)('%s from row %i goes to row %i (8 rows a page)', (key, from, to) => {
    expect(jumpTarget(key, from, MANY, 8)).toBe(to);
  });

  it('has no target with no active option, or no options, and pages at least one row', () => {
    expect(jumpTarget('End', -1, MANY, 8)).toBeUndefined();
    expect(jumpTarget('Home', 0, 0, 8)).toBeUndefined();
    expect(jumpTarget('PageDown', 4, MANY, 0)).toBe(5);
  });

  it('keeps the first, the last, and the active row with its neighbours rendered', () => {
    expect(rowsKeptRendered(-1, MANY)).toEqual([0, MANY - 1]);
    expect(rowsKeptRendered(500, MANY)).toEqual([0, 499, 500, 501, MANY - 1]);
    expect(renderedRows([0, 1, 2], rowsKeptRendered(9000, MANY))).toEqual([
      0,
      1,
      2,
      8999,
      9000,
      9001,
      MANY - 1,
    ]);
  });
});
