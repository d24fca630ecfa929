import { screen, waitFor } from '@testing-library/react';
import { axe } from '../axe';
import { InfoIcon } from '../../../src/ui/components/icons';
import { preloadTooltip, Tooltip } from '../../../src/ui/components/tooltip';
import { renderLoadedUi } from './render-ui';

const setup = () =>
  renderLoadedUi(
    <Tooltip content="Scores and ratings from our credit partner">
      <button type="button" aria-label="About Credit Insights">
        <InfoIcon />
      </button>
    </Tooltip>,
    preloadTooltip,
  );

describe('Tooltip', () => {
  it('shows on keyboard focus, describes its anchor, and Escape hides it', async () => {
    const { user } = await setup();
    await user.tab();
    const anchor = screen.getByRole('button', { name: 'About Credit Insights' });
    expect(anchor).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Scores and ratings from our credit partner');
    expect(anchor).toHaveAccessibleDescription('Scores and ratings from our credit partner');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(anchor).toHaveFocus();
    // Hidden, it still describes the anchor to assistive tech.
    expect(anchor).toHaveAccessibleDescription('Scores and ratings from our credit partner');
  });

  it('shows on hover', async () => {
    const { user } = await setup();
    await user.hover(screen.getByRole('button', { name: 'About Credit Insights' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Scores and ratings from our credit partner',
    );
  });

  it('has no accessibility violations, hidden or shown', async () => {
    const { user, container } = await setup();
    expect(await axe(container)).toHaveNoViolations();
    await user.tab();
    await screen.findByRole('tooltip');
    expect(await axe(container)).toHaveNoViolations();
  });
});
