import { screen, waitFor } from '@testing-library/react';
import { axe } from '../axe';
import { Popover, preloadPopover } from '../../../src/ui/components/popover';
import { renderLoadedUi } from './render-ui';

const setup = () =>
  renderLoadedUi(
    <Popover label="3" triggerName="Notifications" title="Notifications">
      <p>Your DUNS request is being processed.</p>
      <a href="/notifications">See all</a>
    </Popover>,
    preloadPopover,
  );

const trigger = async () => {
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveAttribute('aria-controls'),
  );
  return screen.getByRole('button', { name: 'Notifications' });
};

describe('Popover', () => {
  it('opens a panel named by its title, focus inside; Escape closes it and focus returns', async () => {
    const { user } = await setup();
    const button = await trigger();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByRole('link', { name: 'See all' })).toHaveFocus());
    expect(panel).toHaveTextContent('Your DUNS request is being processed.');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
    expect(button).toHaveFocus();
  });

  it('closes when the user clicks elsewhere', async () => {
    const { user } = await setup();
    const button = await trigger();
    await user.click(button);
    await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(document.body);
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
  });

  it('has no accessibility violations, closed or open', async () => {
    const { user, container } = await setup();
    expect(await axe(container)).toHaveNoViolations();
    await user.click(await trigger());
    await screen.findByRole('dialog');
    expect(await axe(document.body)).toHaveNoViolations();
  });
});
