import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderRoute } from './render-portal';
import { portalContainer } from './portal-fakes';

// Spec §6: "A logged-in user clicking the bell gets a notification panel elsewhere; a logged-out
// one toggles a local menu."

describe('the bell of a signed-out page', () => {
  it('toggles a local menu that offers to sign in, and nothing is fetched', async () => {
    const { container, fakes } = portalContainer();
    renderRoute(container, '/obsoleteBrowser');
    const user = userEvent.setup();
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    await user.click(bell);
    const menu = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(menu).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/');
    expect(await axe(document.body)).toHaveNoViolations();
    await user.click(bell);
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(fakes.notifications.calls).toEqual([]);
  });
});
