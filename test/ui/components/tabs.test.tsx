import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { preloadTabs, Tabs } from '../../../src/ui/components/tabs';
import { renderLoadedUi } from './render-ui';

const TABS = [
  { id: 'overview', label: 'Overview', panel: <p>Company overview</p> },
  { id: 'people', label: 'People', panel: <p>Directors and owners</p> },
  { id: 'filings', label: 'Filings', panel: <p>Recent filings</p> },
];

describe('Tabs', () => {
  it('is one tab stop; arrows, Home and End move the selection and its panel follows', async () => {
    const onSelect = jest.fn();
    const { user } = await renderLoadedUi(
      <Tabs label="Company profile" tabs={TABS} onSelect={onSelect} />,
      preloadTabs,
    );
    expect(screen.getByRole('tablist', { name: 'Company profile' })).toBeInTheDocument();
    await user.tab();
    const overview = screen.getByRole('tab', { name: 'Overview' });
    expect(overview).toHaveFocus();
    expect(overview).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Overview' })).toHaveTextContent(
      'Company overview',
    );

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'People' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'People' })).toHaveTextContent(
      'Directors and owners',
    );
    expect(onSelect).toHaveBeenLastCalledWith('people');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Filings' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();
  });

  it('follows a controlled selection, with no accessibility violations', async () => {
    const { container } = await renderLoadedUi(
      <Tabs label="Company profile" tabs={TABS} selectedId="filings" />,
      preloadTabs,
    );
    expect(screen.getByRole('tab', { name: 'Filings' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Filings' })).toHaveTextContent('Recent filings');
    expect(await axe(container)).toHaveNoViolations();
  });
});
