import { screen, waitFor, within } from '@testing-library/react';
import { axe } from '../axe';
import { InfoIcon } from '../../../src/ui/components/icons';
import { Tooltip } from '../../../src/ui/components/tooltip';
import { renderUi, serverHtml } from './render-ui';

const creditInsights = (
  <Tooltip content="Scores and ratings from our credit partner">
    <button type="button" aria-label="About Credit Insights">
      <InfoIcon />
    </button>
  </Tooltip>
);

const setup = () => renderUi(creditInsights);

describe('Tooltip', () => {
  it('shows on keyboard focus, describes its anchor, and Escape hides it', async () => {
    const { user } = setup();
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
    const { user } = setup();
    await user.hover(screen.getByRole('button', { name: 'About Credit Insights' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Scores and ratings from our credit partner',
    );
  });

  it('has no accessibility violations, hidden or shown', async () => {
    const { user, container } = setup();
    expect(await axe(container)).toHaveNoViolations();
    await user.tab();
    await screen.findByRole('tooltip');
    expect(await axe(container)).toHaveNoViolations();
  });

  it("leaves its hidden bubble out of the server's HTML, and no description points at nothing", () => {
    const { html, markup } = serverHtml(creditInsights);
    const anchor = within(html).getByRole('button', { name: 'About Credit Insights' });
    expect(anchor).not.toHaveAttribute('aria-describedby');
    // Ariakit hides a closed bubble with an inline style, which the CSP refuses in server HTML.
    expect(markup).not.toContain(' style=');
  });
});
