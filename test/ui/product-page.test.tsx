import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as TE from 'fp-ts/TaskEither';
import { axe } from './axe';
import { ACME, entitled, entitlementsFor, testProfile } from '../application/frame-fakes';
import { portalContainer } from './portal-fakes';
import { renderRoute } from './render-portal';

// Spec §2 "Ad slots exist per country ... on ... a product page" (D-ADS-3), with its house offer
// (D-ADS-1) and the §3 "recommended products" link to get the product.

const showProduct = (
  url: string,
  { country = 'CZ', held = [] as ReturnType<typeof entitled>[] } = {},
) => {
  const { container, fakes } = portalContainer();
  fakes.profiles.profile = testProfile({ countryCode: country });
  fakes.queries.current = entitlementsFor(ACME.duns, [ACME], { vboEntitlements: held });
  renderRoute(container, url);
  return { fakes, user: userEvent.setup() };
};

describe('the product page', () => {
  it('describes the product, leads to the country’s page to get it, and shows the product-page ad slot', async () => {
    const { fakes } = showProduct('/products/306', { held: [entitled('Livelogo', 288, 24)] });
    expect(await screen.findByRole('heading', { level: 1, name: 'AAA Diploma' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Business Portal | Product details'));
    expect(screen.getByText('Show your AAA rating with a diploma.')).toBeInTheDocument();
    const get = screen.getByRole('link', { name: 'Get AAA Diploma (opens in a new tab)' });
    expect(get).toHaveAttribute('href', 'https://www.provider.example/products?product=306');
    expect(get).toHaveAttribute('target', '_blank');
    const ad = screen.getByRole('region', { name: 'Advertisement' });
    expect(fakes.houseOffers.asked).toEqual([{ placement: 'productPage', exclude: [288, 306] }]);
    // jsdom applies no media query: the phone's compact text is the one shown (D-ADS-2).
    expect(await within(ad).findByRole('link', { name: 'Learn more' })).toHaveAttribute(
      'href',
      '/products/306',
    );
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('says the company already has it, with the way to My Apps', async () => {
    showProduct('/products/288', { held: [entitled('Livelogo', 288, 24)] });
    expect(await screen.findByText('You already have Livelogo.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open it from My Apps' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: /^Get Livelogo/ })).not.toBeInTheDocument();
  });

  it('shows the portal’s own offer when the backend has none: never an empty slot', async () => {
    const { fakes } = showProduct('/products/252', { country: 'GB' });
    fakes.houseOffers.answer = () => TE.left({ code: 'service.unavailable' });
    const ad = await screen.findByRole('region', { name: 'Advertisement' });
    expect(
      await within(ad).findByRole('link', { name: 'Explore (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://www.provider.example/explore');
    // The full and the compact text are both drawn; CSS shows the device's (D-ADS-2).
    expect(within(ad).getAllByText('More for your business')).toHaveLength(2);
  });

  it('has no ad slot in the US (D-DOM-17), and says so for an address of no product', async () => {
    showProduct('/products/252', { country: 'US' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Credit Monitor' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Advertisement' })).not.toBeInTheDocument();
  });

  it('an address of no product page says so and leads to My Apps', async () => {
    showProduct('/products/154');
    expect(await screen.findByText('There is no product at this address.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Apps' })).toHaveAttribute('href', '/');
  });
});
