import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from './axe';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { TOKENS } from '../../src/application/app.tokens';
import { CompanySelector } from '../../src/application/frame/company-selector.use-case';
import type { EntitlementQueries } from '../../src/application/ports/entitlement-queries.port';
import { ContainerProvider } from '../../src/ui/di/injection';
import { portalRoutes } from '../../src/ui/routing/portal-routes';
import { readCatalogue } from '../../scripts/translation-catalogue';
import { ACME, BAKERY, EMILE, entitlementsFor } from '../application/frame-fakes';
import {
  bareRecord,
  companyRecord,
  FakeCompanyRecords,
} from '../application/company-profile/company-profile-fakes';
import { portalContainer } from './portal-fakes';
import { renderRoute } from './render-portal';

// Spec §2 "/companyDetails" and "Company profile: public profile view, manage link, pending state,
// no-company prompt", §2 "Company fields shown", §6 Director or above; DESIGN.md "Company profile".

const setUp = () => {
  const { container, fakes } = portalContainer();
  const queries = new FakeCompanyRecords();
  queries.records.set(ACME.duns, companyRecord('acme analytics', ACME.duns));
  queries.records.set(BAKERY.duns, bareRecord('Blue Ridge Bakery', BAKERY.duns));
  queries.records.set(EMILE.duns, companyRecord('Émile Studio', EMILE.duns));
  container.rebindSync<EntitlementQueries>(TOKENS.EntitlementQueries).toConstantValue(queries);
  return { container, fakes, queries };
};

const show = (
  url = '/companyDetails',
  prepare: (queries: FakeCompanyRecords) => void = () => {},
) => {
  const { container, queries } = setUp();
  prepare(queries);
  renderRoute(container, url);
  return { container, queries, user: userEvent.setup() };
};

/** axe over the whole page, the frame around it included (its back bar is a landmark). */
const axeOfThePage = () => axe(document.body);

const details = (name = 'Business information') => screen.getByRole('region', { name });

/** The definition list's value for a label: the definition beside its term. */
const valueOf = (label: string, section = details()): HTMLElement => {
  const terms = within(section).getAllByRole('term');
  const definition =
    within(section).getAllByRole('definition')[
      terms.findIndex((term) => term.textContent === label)
    ];
  if (definition === undefined) throw new Error(`no value for ${label}`);
  return definition;
};

describe('the company profile page', () => {
  it('a Director sees the public profile: the 17 fields of §2 in order, formatted for en-US, and the manage link', async () => {
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'acme analytics' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Business Portal | Company profile'));
    expect(
      within(details())
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual([
      'Last update',
      'Trade name',
      'DUNS number',
      'State incorporated',
      'Annual sales',
      'Employees',
      'Industry',
      'Named principal',
      'Phone',
      'Website',
      'Address',
      'Year incorporated',
      'Year started',
      'Current principals',
      'Court judgments',
      'Mortgages and charges',
      'Trade payments (highest past due)',
    ]);
    expect(valueOf('Last update')).toHaveTextContent('January 15, 2026');
    expect(valueOf('DUNS number')).toHaveTextContent('12-345-6789');
    expect(valueOf('Annual sales')).toHaveTextContent('$4,850,000');
    expect(valueOf('Employees')).toHaveTextContent('38');
    expect(valueOf('Year incorporated')).toHaveTextContent('2011');
    expect(valueOf('Court judgments')).toHaveTextContent('0');
    expect(valueOf('Trade payments (highest past due)')).toHaveTextContent('$750');
    expect(valueOf('Address')).toHaveTextContent(
      'Market Plaza100 Market StreetShort Hills, NJ 07078United States',
    );
    expect(
      within(valueOf('Current principals'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Alex Morgan, Director', 'Rita Chen, Chief Financial Officer']);
    expect(
      within(valueOf('Website')).getByRole('link', {
        name: 'www.acme-analytics.example (opens in a new tab)',
      }),
    ).toHaveAttribute('href', 'https://www.acme-analytics.example');
    expect(screen.getByRole('link', { name: 'Manage Company Profile' })).toHaveAttribute(
      'href',
      '/demo-product/154?duns=123456789',
    );
    expect(screen.queryByText(/This profile is view-only/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');
    expect(await axeOfThePage()).toHaveNoViolations();
  });

  it('§3 feature record: the public profile, business overview and updated-info links, each in a new tab (D-PROFILE-6)', async () => {
    show();
    const links = await screen.findByRole('navigation', { name: 'More about acme analytics' });
    expect(
      within(links)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('target')]),
    ).toEqual([
      [
        'Public profile (opens in a new tab)',
        'https://www.provider.example/company-profiles?duns=123456789',
        '_blank',
      ],
      [
        'Business overview (opens in a new tab)',
        'https://www.provider.example/business-overview?duns=123456789',
        '_blank',
      ],
      [
        'How this information is updated (opens in a new tab)',
        'https://www.provider.example/update-information?duns=123456789',
        '_blank',
      ],
    ]);
  });

  it('follows the header: switching to a company where the user is a member shows it view-only, empty values as "not available"', async () => {
    const { container } = show();
    await screen.findByRole('heading', { level: 1, name: 'acme analytics' });
    container.get(CompanySelector).choose(BAKERY.duns);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Blue Ridge Bakery' }),
    ).toBeVisible();
    expect(screen.getByText(/This profile is view-only/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Manage Company Profile' })).not.toBeInTheDocument();
    // Only the DUNS number has a value; each other field is an em dash read as "not available".
    expect(within(details()).getAllByText('not available')).toHaveLength(16);
    expect(valueOf('Employees')).toHaveTextContent('—not available');
    expect(await axeOfThePage()).toHaveNoViolations();
  });

  it('opens on the company its address names (?duns=, the record’s companyProfileUrl)', async () => {
    show(`/companyDetails?duns=${EMILE.duns}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Émile Studio' })).toBeVisible();
    expect(await screen.findByRole('combobox', { name: 'Company' })).toHaveValue('Émile Studio');
  });

  it('§2 "pending state": the "(Company pending)" placeholder waits for its DUNS number', async () => {
    show('/companyDetails', (queries) => {
      queries.current = entitlementsFor(undefined, [], { isPendingOwlEntitlementsAvailable: true });
    });
    expect(await screen.findByRole('heading', { name: 'Your company is pending' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Company profile' })).toBeVisible();
    expect(
      screen.getByText(
        'Your company is pending until its DUNS number is issued. Processing can take up to 30 business days; we will email you the number once your request has been validated.',
      ),
    ).toBeVisible();
    expect(await axeOfThePage()).toHaveNoViolations();
  });

  it('§2 "no-company prompt": leads to Get-a-DUNS', async () => {
    show('/companyDetails', (queries) => {
      queries.current = entitlementsFor(undefined, []);
    });
    expect(await screen.findByRole('link', { name: 'Get a DUNS number' })).toHaveAttribute(
      'href',
      '/gad/search',
    );
    expect(screen.getByText(/Your account is not linked to a company yet/)).toBeVisible();
    expect(await axeOfThePage()).toHaveNoViolations();
  });

  it('says so when the record does not load, and tries again', async () => {
    const { queries, user } = show('/companyDetails', (fake) => {
      fake.failingRecords.add(ACME.duns);
    });
    expect(
      await screen.findByText('Sorry, something went wrong. Please try again later.'),
    ).toBeVisible();
    expect(await axeOfThePage()).toHaveNoViolations();
    queries.failingRecords.clear();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'acme analytics' })).toBeVisible();
  });

  it('shows skeleton rows, not a blank page, while the record loads', async () => {
    const { queries } = show('/companyDetails', (fake) => {
      fake.holding = true;
    });
    const main = await screen.findByRole('main');
    // The page's own heading first: until the page's code arrives, the status is the page loader's.
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Company profile' }),
    ).toBeVisible();
    expect(within(main).getByRole('status')).toHaveTextContent('Loading…');
    queries.release();
    expect(await screen.findByRole('heading', { level: 1, name: 'acme analytics' })).toBeVisible();
  });
});

describe('the company profile in Czech', () => {
  it('formats money, counts and the date for cs-CZ', async () => {
    const { container } = setUp();
    const czech: Record<string, string> = { ...readCatalogue('cs-cz') };
    render(
      <ContainerProvider container={container}>
        <IntlProvider locale="cs-CZ" messages={czech}>
          <RouterProvider
            router={createMemoryRouter(portalRoutes(), { initialEntries: ['/companyDetails'] })}
          />
        </IntlProvider>
      </ContainerProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'acme analytics' })).toBeVisible();
    const space = '[\\s\\u00a0\\u202f]';
    const section = details('Obchodní údaje');
    expect(valueOf('Poslední aktualizace', section)).toHaveTextContent('15. ledna 2026');
    expect(valueOf('Počet zaměstnanců', section)).toHaveTextContent('38');
    expect(valueOf('Roční tržby', section)).toHaveTextContent(
      new RegExp(`^4${space}850${space}000${space}US\\$$`),
    );
    expect(screen.getByRole('link', { name: 'Spravovat profil společnosti' })).toBeVisible();
  });
});
