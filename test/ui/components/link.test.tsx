import { screen } from '@testing-library/react';
import { axe } from '../axe';
import { Link } from '../../../src/ui/components/link';
import { renderUi } from './render-ui';

describe('Link', () => {
  it('links a portal route with the router and another site with a plain anchor', async () => {
    const { container } = renderUi(
      <>
        <Link to="/profile">Your profile</Link>
        <Link href="https://example.com/help" target="_blank">
          Help centre
        </Link>
        <Link to="/products" appearance="button">
          Browse products
        </Link>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Your profile' })).toHaveAttribute('href', '/profile');
    const external = screen.getByRole('link', { name: 'Help centre' });
    expect(external).toHaveAttribute('href', 'https://example.com/help');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    // Drawn as a button, still a link to assistive technology.
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('is reached with Tab', async () => {
    const { user } = renderUi(<Link to="/terms">Terms of use</Link>);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Terms of use' })).toHaveFocus();
  });
});
