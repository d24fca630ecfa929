import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as TE from 'fp-ts/TaskEither';
import { axe } from './axe';
import { TOKENS } from '../../src/application/app.tokens';
import type { GetADunsGateway } from '../../src/application/ports/get-a-duns-gateway.port';
import {
  FakeGetADunsFlowGateway,
  granted,
  rejected,
} from '../application/get-a-duns/fake-get-a-duns';
import { portalContainer } from './portal-fakes';
import { renderRoute } from './render-portal';

// Spec §2 "Free DUNS flow", §5 DUNS search, §8 no results; Associate-a-DUNS (D-GAD-UI-1..5).

const show = (url: string) => {
  const { container } = portalContainer();
  const getADuns = new FakeGetADunsFlowGateway();
  container.rebindSync<GetADunsGateway>(TOKENS.GetADunsGateway).toConstantValue(getADuns);
  renderRoute(container, url);
  return { getADuns, user: userEvent.setup() };
};

const searchFor = async (user: ReturnType<typeof userEvent.setup>, name: string, zip: string) => {
  await user.type(await screen.findByLabelText('Business name'), name);
  await user.type(screen.getByLabelText(/^ZIP Code/), zip);
  await user.click(screen.getByRole('button', { name: 'Search' }));
};

describe('the Get-a-DUNS search', () => {
  it('shows the §5 messages, focuses the first, and makes no call', async () => {
    const { getADuns, user } = show('/gad/search');
    await screen.findByRole('heading', { level: 1, name: 'Get a free DUNS number' });
    await searchFor(user, 'Bl', '123');
    expect(await screen.findByText('Please enter 3 or more characters')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid 5-digit ZIP Code')).toBeInTheDocument();
    expect(screen.getByLabelText('Business name')).toHaveFocus();
    expect(getADuns.searches).toEqual([]);
  });

  it('D-DOM-27: a name over 120 characters gets its own message, not a failed search', async () => {
    const { getADuns, user } = show('/gad/search');
    await user.click(await screen.findByLabelText('Business name'));
    await user.paste(`${'Blue Ridge '.repeat(11)}Inc`);
    await user.type(screen.getByLabelText(/^ZIP Code/), '28801');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Please enter 120 characters or fewer')).toBeInTheDocument();
    expect(screen.getByLabelText('Business name')).toHaveFocus();
    expect(getADuns.searches).toEqual([]);
  });

  it('§8: no results, with the link to request a new number', async () => {
    const { getADuns, user } = show('/gad/search');
    getADuns.searchAnswer = TE.right([]);
    await searchFor(user, 'Blue Heron', '04101');
    expect(
      await screen.findByText('Sorry, no results were found in the company search.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new DUNS number' })).toHaveAttribute(
      'href',
      // With the search as typed, which /duns-application prefills (D-GAD-ENTRY-4).
      '/duns-application?businessName=Blue+Heron&zip=04101',
    );
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('associates a company: search, choose, confirm → pending verification', async () => {
    const { getADuns, user } = show('/gad/search?app_id=283');
    await screen.findByRole('heading', { level: 1, name: 'Add a company to your account' });
    getADuns.entitleAnswer = TE.right(granted('pending'));
    await searchFor(user, 'Blue Heron', '04101');
    const results = await screen.findByRole('region', { name: 'Search results' });
    expect(await within(results).findByText('1 company found')).toBeInTheDocument();
    expect(within(results).getByText('12-345-6789')).toBeInTheDocument();
    await user.click(within(results).getByRole('button', { name: 'Select Blue Heron Cafe LLC' }));
    await screen.findByRole('heading', { level: 1, name: 'Is this your company?' });
    await user.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    expect(
      await screen.findByText(
        'Your request to add Blue Heron Cafe LLC is pending verification. It will appear in your company list once verified.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your request has been sent' }),
    ).toBeInTheDocument();
    expect(getADuns.entitlements).toEqual([
      {
        call: 'entitleExistingDuns',
        encryptedDuns: 'sealed-123456789',
        appId: 283,
        salesChannel: 'associate',
      },
    ]);
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('409 ALREADY_ENTITLED: says so and links to the company details', async () => {
    const { getADuns, user } = show('/gad/search');
    getADuns.entitleAnswer = TE.left(rejected(409, 'ALREADY_ENTITLED'));
    await searchFor(user, 'Blue Heron', '04101');
    await user.click(await screen.findByRole('button', { name: 'Select Blue Heron Cafe LLC' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm and continue' }));
    expect(
      await screen.findByText('Blue Heron Cafe LLC is already on your account.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View company details' })).toHaveAttribute(
      'href',
      '/companyDetails',
    );
  });

  it('the found page without a choice goes back to the search and says why', async () => {
    show('/gad/dunsfound');
    expect(
      await screen.findByText('Choose your company from the search results first.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Get a free DUNS number' }),
    ).toBeInTheDocument();
  });
});
