import { act, screen, waitFor, within } from '@testing-library/react';
import { preloadPopover } from '../../src/ui/components/popover';
import userEvent from '@testing-library/user-event';
import { axe } from './axe';
import { renderRoute } from './render-portal';
import { portalContainer } from './portal-fakes';

// Spec §6: "A logged-in user clicking the bell gets a notification panel elsewhere; a logged-out
// one toggles a local menu."

describe('the bell of a signed-out page', () => {
  it('toggles a local menu that offers to sign in, and nothing is fetched', async () => {
    const { container, fakes } = portalContainer();
    renderRoute(container, '/obsoleteBrowser');
    const user = userEvent.setup();
    // The popover's code arrives on the first hover or focus; then the real button is pressed.
    await user.hover(await screen.findByRole('button', { name: 'Notifications' }));
    await act(preloadPopover);
    // The swap to the real button is a transition (D-PERF-11): it is there once it controls a panel.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Notifications' })).toHaveAttribute(
        'aria-controls',
      ),
    );
    const bell = screen.getByRole('button', { name: 'Notifications' });
    await user.click(bell);
    const menu = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(menu).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/');
    expect(await axe(document.body)).toHaveNoViolations();
    await user.click(bell);
    // The panel closes after its exit animation (animation frames, slower on a loaded machine).
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument(),
    );
    expect(fakes.notifications.calls).toEqual([]);
  });
});
