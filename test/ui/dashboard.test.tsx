import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from './axe';
import { act } from 'react';
import { VirtualTimeScheduler } from 'rxjs';
import { TOKENS } from '../../src/application/app.tokens';
import * as TE from 'fp-ts/TaskEither';
import {
  DeepLinkFollower,
  type DeepLink,
} from '../../src/application/dashboard/deep-link-follower.use-case';
import { CompanySelector } from '../../src/application/frame/company-selector.use-case';
import { isDunsNumber } from '../../src/domain/companies/duns-number';
import { encodeRelayState } from '../../src/domain/redirects/relay-state';
import { ACME, BAKERY, EMILE, entitlementsFor, entitled } from '../application/frame-fakes';
import { portalContainer } from './portal-fakes';
import { renderRoute } from './render-portal';

// Spec §2 "Landing / My Apps": the welcome, a tile per product of the selected company with its
// pill, and what opening a tile does (hand-off, company picker, product terms).

const showDashboard = (
  current: Parameters<typeof entitlementsFor>[2],
  all: Parameters<typeof entitlementsFor>[2] = current,
) => {
  const { container, fakes } = portalContainer();
  fakes.queries.current = entitlementsFor(ACME.duns, [BAKERY, ACME, EMILE], current);
  fakes.queries.perDuns.set(ACME.duns, current ?? {});
  fakes.queries.all = entitlementsFor(undefined, [BAKERY, ACME, EMILE], all);
  renderRoute(container, '/');
  return { fakes, user: userEvent.setup() };
};

const myApps = () => screen.getByRole('region', { name: 'My Apps' });

describe('the dashboard', () => {
  it('welcomes the user with the selected company, and shows each product as a tile with its pill', async () => {
    showDashboard({
      vboEntitlements: [
        entitled('Credit Insights', 294, 27),
        entitled('Credit Monitor', 252, 14707, { status: 'trial', trialDaysLeft: 9 }),
        entitled('Livelogo', 288, 24, { termsAccepted: false }),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Welcome, Olivia' })).toBeInTheDocument();
    expect(screen.getByText('acme analytics', { selector: 'header p' })).toBeInTheDocument();
    // The company's profile and the product agreements are a link away (§2 routes).
    expect(screen.getByRole('link', { name: 'View company profile' })).toHaveAttribute(
      'href',
      '/companyDetails',
    );
    expect(screen.getByRole('link', { name: 'Product agreements' })).toHaveAttribute(
      'href',
      '/agreement',
    );
    const tiles = within(myApps()).getAllByRole('button');
    expect(tiles).toHaveLength(3);
    expect(tiles[0]).toHaveAccessibleName('Credit Insights');
    expect(tiles[1]).toHaveAccessibleName('Credit Monitor 9 days of trial left');
    expect(tiles[2]).toHaveAccessibleName('Livelogo Pending product terms acceptance');
    expect(tiles[0]).toHaveAccessibleDescription(
      "See and understand your company's credit scores and ratings.",
    );
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('opens a product through its hand-off', async () => {
    const { fakes, user } = showDashboard({ vboEntitlements: [entitled('Livelogo', 288, 24)] });
    await user.click(await within(await findMyApps()).findByRole('button', { name: /Livelogo/ }));
    await waitFor(() =>
      expect(fakes.navigator.visits).toEqual([
        { method: 'assign', url: 'https://products.provider.example/open' },
      ]),
    );
    expect(fakes.handOffs.navigateRequests).toEqual([
      { applicationId: 288, target: { kind: 'company', duns: ACME.duns } },
    ]);
  });

  it('asks "open product for which company" for a product held for several', async () => {
    const ci = entitled('Credit Insights', 294, 27);
    const { fakes, user } = showDashboard(
      { vboEntitlements: [ci] },
      { vboEntitlements: [ci, { ...ci, duns: BAKERY.duns }] },
    );
    await user.click(
      await within(await findMyApps()).findByRole('button', { name: /Credit Insights/ }),
    );
    const picker = await screen.findByRole('dialog', {
      name: 'Open Credit Insights for which company?',
    });
    expect(await axe(picker)).toHaveNoViolations();
    await user.click(within(picker).getByRole('button', { name: /Blue Ridge Bakery/ }));
    await waitFor(() =>
      expect(fakes.handOffs.navigateRequests).toEqual([
        { applicationId: 294, target: { kind: 'company', duns: BAKERY.duns } },
      ]),
    );
  });

  it('asks for the product terms first; declining says access is unavailable, and they can be accepted later', async () => {
    const pending = entitled('Livelogo', 288, 24, { termsAccepted: false });
    const { fakes, user } = showDashboard({
      vboEntitlements: [pending],
      pla: { acceptedTos: false, plaContent: 'The Livelogo licence agreement.' },
    });
    await user.click(await within(await findMyApps()).findByRole('button', { name: /Livelogo/ }));
    const terms = await screen.findByRole('dialog', { name: 'Livelogo terms' });
    expect(within(terms).getByText('The Livelogo licence agreement.')).toBeInTheDocument();
    expect(within(terms).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.click(within(terms).getByRole('button', { name: 'Decline' }));
    const declined = await screen.findByRole('dialog', { name: 'Access unavailable' });
    await user.click(within(declined).getByRole('button', { name: 'Review the terms' }));
    const again = await screen.findByRole('dialog', { name: 'Livelogo terms' });
    await user.click(within(again).getByRole('button', { name: 'Accept and continue' }));
    await waitFor(() => expect(fakes.navigator.visits).toHaveLength(1));
    expect(fakes.terms.decisions.map((decision) => decision.accepted)).toEqual([false, true]);
  });

  it('with no company leads to Get-a-DUNS', async () => {
    const { container, fakes } = portalContainer();
    fakes.queries.current = entitlementsFor(undefined, [], {});
    renderRoute(container, '/');
    expect(await screen.findByRole('link', { name: 'Get a DUNS number' })).toHaveAttribute(
      'href',
      '/gad/search',
    );
  });

  it('says so, with a retry, when the frame cannot load', async () => {
    const { container, fakes } = portalContainer();
    fakes.queries.failing = true;
    renderRoute(container, '/');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'My Apps' })).not.toBeInTheDocument();
  });
});

describe('below My Apps: recommended apps with the ad slot, and explore (§2, §9)', () => {
  it('recommends the products the user does not hold, each with its product page, beside the ad slot and its house offer', async () => {
    const { fakes } = showDashboard({ vboEntitlements: [entitled('Credit Insights', 294, 27)] });
    const recommended = await screen.findByRole('region', { name: 'Recommended for you' });
    const links = within(within(recommended).getByRole('list')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [expect.stringMatching(/^Credit Monitor/), '/products/252'],
      [expect.stringMatching(/^Registered Seal/), '/products/274'],
      [expect.stringMatching(/^Livelogo/), '/products/288'],
    ]);
    expect(links[0]).not.toHaveAttribute('target');
    // The slot asks for its house offer without the company's products, and shows it (D-ADS-1);
    // jsdom applies no media query, so the phone's compact text is the one shown (D-ADS-2).
    const ad = within(recommended).getByRole('region', { name: 'Advertisement' });
    expect(await within(ad).findByText('Earn the AAA Diploma')).toBeVisible();
    expect(within(ad).getByRole('link', { name: 'Learn more' })).toHaveAttribute(
      'href',
      '/products/306',
    );
    expect(fakes.houseOffers.asked).toEqual([{ placement: 'recommendedProducts', exclude: [294] }]);
    const explore = screen.getByRole('region', { name: 'Explore' });
    expect(
      within(explore)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      'https://www.provider.example/explore',
      'https://www.provider.example/marketplace',
      'https://www.provider.example/services',
    ]);
    expect(within(explore).getByRole('link', { name: /^Recommended services/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(await axe(document.body)).toHaveNoViolations();
  });
});

describe('third-party offers (§1, §3 partner terms)', () => {
  it('shows each offer of the country; an offer shows the partner’s terms, then its site in a new tab', async () => {
    const { fakes, user } = showDashboard({});
    fakes.account.lendioUrl = 'https://lender.example/for-olivia';
    const offers = await screen.findByRole('region', { name: 'Offers for your business' });
    expect(
      within(offers)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Lendio', 'NEXT Insurance']);
    await user.click(within(offers).getByRole('button', { name: 'View the Lendio offer' }));
    const terms = await screen.findByRole('dialog', { name: 'Before you go to Lendio' });
    const go = await within(terms).findByRole('link', { name: /Continue to Lendio/ });
    expect(go).toHaveAttribute('href', 'https://lender.example/for-olivia');
    expect(go).toHaveAttribute('target', '_blank');
    expect(await axe(terms)).toHaveNoViolations();
    await user.click(within(terms).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('a RelayState deep link (§2): the company preselected, the product opened (D-DASH-5)', () => {
  const relayStateFor = (duns: string) => {
    if (!isDunsNumber(duns)) throw new Error(`test data: ${duns}`);
    return encodeRelayState(duns);
  };
  const deepLinked = () => {
    const { container, fakes } = portalContainer();
    const scheduler = new VirtualTimeScheduler();
    container.rebindSync(TOKENS.Scheduler).toConstantValue(scheduler);
    fakes.queries.perDuns.set(BAKERY.duns, {
      vboEntitlements: [entitled('AAA Diploma', 306, 31, { duns: BAKERY.duns })],
    });
    return { container, fakes, scheduler };
  };

  it('opens the product for the linked company after the page loads', async () => {
    const { container, fakes, scheduler } = deepLinked();
    renderRoute(
      container,
      `/?RelayState=${encodeURIComponent(relayStateFor(BAKERY.duns))}&app_id=306`,
    );
    // The page first: flushing the virtual clock before it is there would expire the session.
    expect(await screen.findByRole('heading', { name: /^Welcome/ })).toBeInTheDocument();
    await waitFor(() => {
      act(() => scheduler.flush());
      expect(fakes.handOffs.navigateRequests).toEqual([
        { applicationId: 306, target: { kind: 'company', duns: BAKERY.duns } },
      ]);
    });
    expect(fakes.preferences.selectedCompany).toBe(BAKERY.duns);
  });

  const follow = async (
    container: ReturnType<typeof deepLinked>['container'],
    scheduler: VirtualTimeScheduler,
    link: DeepLink,
  ) => {
    await container.get(CompanySelector).load();
    const follower = container.get(DeepLinkFollower);
    let done = false;
    void follower.follow(link).then(() => {
      done = true;
    });
    // The debounce of the company choice runs on the virtual clock: flush until the link is done.
    await waitFor(() => {
      act(() => scheduler.flush());
      expect(done).toBe(true);
    });
    return follower.snapshot;
  };

  it.each([
    ['a RelayState that does not decode', 'not base64!', '306', { kind: 'invalid' }],
    [
      'a company that is not the user’s',
      relayStateFor('111111111'),
      '306',
      { kind: 'companyNotLinked' },
    ],
    [
      'a product the company does not have',
      relayStateFor(BAKERY.duns),
      '294',
      { kind: 'productNotHeld', productName: 'Credit Insights', businessName: BAKERY.businessName },
    ],
    ['no app_id', relayStateFor(BAKERY.duns), undefined, undefined],
  ])('%s opens nothing, and says why (D-DASH-10)', async (_case, relayState, appId, notice) => {
    const { container, fakes, scheduler } = deepLinked();
    const shown = await follow(container, scheduler, {
      kind: 'relayState',
      value: relayState,
      appId,
    });
    expect(shown).toEqual(notice);
    expect(fakes.handOffs.navigateRequests).toEqual([]);
    // A link naming one of the user's companies preselects it, product or not; else nothing changes.
    expect(fakes.preferences.selectedCompany).toBe(
      relayState === relayStateFor(BAKERY.duns) ? BAKERY.duns : ACME.duns,
    );
  });

  it('reads a product link’s payload through the backend, then opens the product for its company', async () => {
    const { container, fakes, scheduler } = deepLinked();
    fakes.handOffs.decoded = TE.right({ duns: BAKERY.duns, appId: 306, parameters: {} });
    const shown = await follow(container, scheduler, {
      kind: 'payload',
      value: 'cGF5bG9hZA',
      appId: undefined,
    });
    expect(shown).toBeUndefined();
    expect(fakes.handOffs.decodedPayloads).toEqual(['cGF5bG9hZA']);
    expect(fakes.handOffs.navigateRequests).toEqual([
      { applicationId: 306, target: { kind: 'company', duns: BAKERY.duns } },
    ]);
  });

  it.each([
    [
      'a payload the backend refuses',
      TE.left({
        code: 'service.rejected',
        status: 400,
        error: 'PAYLOAD_NOT_BASE64',
        message: '',
      } as const),
      { kind: 'invalid' },
    ],
    [
      'a backend that does not answer',
      TE.left({ code: 'service.unavailable' } as const),
      { kind: 'failed' },
    ],
  ])('%s: the page says so and opens nothing', async (_case, answer, notice) => {
    const { container, fakes, scheduler } = deepLinked();
    fakes.handOffs.decoded = answer;
    const shown = await follow(container, scheduler, { kind: 'payload', value: 'x', appId: '306' });
    expect(shown).toEqual(notice);
    expect(fakes.handOffs.navigateRequests).toEqual([]);
  });

  it('shows the notice above the welcome, and Dismiss takes it away', async () => {
    const { container } = deepLinked();
    renderRoute(
      container,
      `/?RelayState=${encodeURIComponent(relayStateFor('111111111'))}&app_id=306`,
    );
    const notice = await screen.findByText(/is for a company that is not linked to your account/);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(notice).not.toBeInTheDocument();
    expect(await axe(document.body)).toHaveNoViolations();
  });
});

describe('the add-company link and the pending-DUNS popup (§2)', () => {
  it('opens the add-company page in a new tab, is tracked, and signs out here 1000 ms later', async () => {
    const { container, fakes } = portalContainer();
    const scheduler = new VirtualTimeScheduler();
    container.rebindSync(TOKENS.Scheduler).toConstantValue(scheduler);
    renderRoute(container, '/');
    const link = await screen.findByRole('link', { name: /Add a company/ });
    expect(link).toHaveAttribute('target', '_blank');
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.setup().click(link);
    expect(fakes.analytics.tracked).toContainEqual({ kind: 'addCompanyClicked' });
    expect(fakes.sessions.logouts).toBe(0);
    act(() => {
      scheduler.maxFrames = 999;
      scheduler.flush();
    });
    expect(fakes.sessions.logouts).toBe(0);
    act(() => {
      scheduler.maxFrames = 1000;
      scheduler.flush();
    });
    await waitFor(() => expect(fakes.sessions.logouts).toBe(1));
  });

  it('tells a user whose company is pending how long it may take, once a session', async () => {
    const { container, fakes } = portalContainer();
    fakes.queries.current = entitlementsFor(undefined, [], {
      isPendingOwlEntitlementsAvailable: true,
    });
    renderRoute(container, '/');
    const popup = await screen.findByRole('dialog', { name: 'Your DUNS number is on its way' });
    expect(popup).toHaveTextContent('up to 30 business days');
    expect(await axe(popup)).toHaveNoViolations();
    await userEvent.setup().click(within(popup).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fakes.dismissed.dismissed.has('pendingDunsPopup')).toBe(true);
  });
});

const findMyApps = async () => screen.findByRole('region', { name: 'My Apps' });
