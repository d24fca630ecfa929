import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { axe } from '../axe';
import { Menu, preloadMenu } from '../../../src/ui/components/menu';
import { renderLoadedUi, renderUi } from './render-ui';

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

const setup = async () => {
  const onSignOut = jest.fn();
  const view = await renderLoadedUi(profileMenu(onSignOut), preloadMenu);
  return { ...view, onSignOut };
};

/** The real menu button, once its code has arrived (the placeholder has no aria-controls). */
const menuButton = async () => {
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Alex' })).toHaveAttribute('aria-controls'),
  );
  return screen.getByRole('button', { name: 'Alex' });
};

describe('Menu', () => {
  it('is a menu button from the first frame; pressed before its code arrives, it opens once there', async () => {
    renderUi(profileMenu(jest.fn()));
    const placeholder = screen.getByRole('button', { name: 'Alex' });
    expect(placeholder).toHaveAttribute('aria-haspopup', 'menu');
    expect(placeholder).toHaveAttribute('aria-expanded', 'false');
    // Pressed at once, before the hover that would fetch the code (user-event hovers first).
    fireEvent.pointerDown(placeholder);
    fireEvent.click(placeholder);
    await act(preloadMenu);
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Alex' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens with Enter on the first entry; arrows move, Escape closes and returns focus', async () => {
    const { user } = await setup();
    const button = await menuButton();
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
    const { user, onSignOut } = await setup();
    const button = await menuButton();
    button.focus();
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(onSignOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
  });

  it('offers routes and other sites as links', async () => {
    const { user } = await setup();
    await user.click(await menuButton());
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
    const { user, container } = await setup();
    expect(await axe(container)).toHaveNoViolations();
    await user.click(await menuButton());
    await screen.findByRole('menu');
    expect(await axe(document.body)).toHaveNoViolations();
  });
});
