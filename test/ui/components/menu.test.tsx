import { screen, waitFor, within } from '@testing-library/react';
import { axe } from '../axe';
import { Menu } from '../../../src/ui/components/menu';
import { MemoryRouter } from 'react-router-dom';
import { renderUi, serverHtml } from './render-ui';

const profileMenu = (onSignOut: () => void) => (
  <Menu
    label="Alex"
    entries={[
      { id: 'profile', label: 'Profile', to: '/profile' },
      { id: 'help', label: 'Help centre', href: 'https://example.com/help' },
      { id: 'sign-out', label: 'Sign out', onSelect: onSignOut },
    ]}
  />
);

const setup = () => {
  const onSignOut = jest.fn();
  const view = renderUi(profileMenu(onSignOut));
  return { ...view, onSignOut };
};

const menuButton = () => screen.getByRole('button', { name: 'Alex' });

describe('Menu', () => {
  it("is a menu button in the server's HTML, its closed list left to the browser", () => {
    const { html, markup } = serverHtml(<MemoryRouter>{profileMenu(jest.fn())}</MemoryRouter>);
    const button = within(html).getByRole('button', { name: 'Alex' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // Ariakit hides a closed list with an inline style, which the CSP refuses in server HTML.
    expect(within(html).queryByRole('menu', { hidden: true })).toBeNull();
    expect(markup).not.toContain(' style=');
  });

  it('opens with Enter on the first entry; arrows move, Escape closes and returns focus', async () => {
    const { user } = setup();
    const button = menuButton();
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Alex' });
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Help centre' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(menu).not.toBeVisible());
    expect(button).toHaveFocus();
  });

  it('opens with Arrow Up on the last entry, and choosing an action runs it and closes', async () => {
    const { user, onSignOut } = setup();
    const button = menuButton();
    button.focus();
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(onSignOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
  });

  it('offers routes and other sites as links', async () => {
    const { user } = setup();
    await user.click(menuButton());
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(screen.getByRole('menuitem', { name: 'Help centre' })).toHaveAttribute(
      'href',
      'https://example.com/help',
    );
  });

  it('has no accessibility violations, closed or open', async () => {
    const { user, container } = setup();
    expect(await axe(container)).toHaveNoViolations();
    await user.click(menuButton());
    await screen.findByRole('menu');
    expect(await axe(document.body)).toHaveNoViolations();
  });
});
