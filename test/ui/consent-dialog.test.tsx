import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from './axe';
import { legalDocuments } from '../application/frame-fakes';
import { portalContainer } from './portal-fakes';
import { renderRoute } from './render-portal';

// Spec §2 modal "terms-of-use and privacy consent (proceed or log out)", over any secure page.

describe('the terms-of-use and privacy consent', () => {
  it('asks a user who has not accepted them, with the documents linked; proceeding closes it', async () => {
    const { container, fakes } = portalContainer();
    fakes.terms.legal = legalDocuments('pending');
    renderRoute(container, '/');
    const dialog = await screen.findByRole('dialog', { name: 'Terms of Use and Privacy Policy' });
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Terms of Use/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(await axe(dialog)).toHaveNoViolations();
    const user = userEvent.setup();
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: /news and offers/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Accept and continue' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Terms of Use and Privacy Policy' }),
      ).not.toBeInTheDocument(),
    );
    expect(fakes.account.consents).toEqual([
      { email: 'us.owner@example.com', os: 'web', bloomreachConsent: true },
    ]);
  });

  it('lets the user log out instead', async () => {
    const { container, fakes } = portalContainer();
    fakes.terms.legal = legalDocuments('pending');
    renderRoute(container, '/');
    const dialog = await screen.findByRole('dialog', { name: 'Terms of Use and Privacy Policy' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Log out' }));
    // The portal's own way out: /logout signs out at once, without asking again.
    await waitFor(() => expect(fakes.sessions.logouts).toBe(1));
  });

  it('does not ask a user who has accepted them', async () => {
    const { container, fakes } = portalContainer();
    fakes.terms.legal = legalDocuments('accepted');
    renderRoute(container, '/');
    expect(await screen.findByRole('heading', { name: 'Welcome, Olivia' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
