import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from './axe';
import { TOKENS } from '../../src/application/app.tokens';
import type { ProductTerms, TermsGateway } from '../../src/application/ports/terms-gateway.port';
import { ACME, BAKERY } from '../application/frame-fakes';
import { AgreementsBackend, productTerms } from '../application/agreements/agreements-fakes';
import { portalContainer } from './portal-fakes';
import { renderRoute } from './render-portal';

// Spec §2 "/agreement | secure | product-level agreements" and the modal "product terms (accept
// or decline)"; §4 "Declining product terms shows access unavailable; the user must accept to gain
// access"; DESIGN.md pills, empty states and errors.

const INSIGHTS = productTerms({ duns: ACME.duns });
const MONITOR = productTerms({
  appId: 252,
  productName: 'Credit Monitor',
  duns: BAKERY.duns,
  title: 'Credit Monitor Product Licence Agreement',
  version: '3.0',
  status: 'accepted',
  decidedAt: '2026-01-31T10:00:00.000Z',
  agreementText: 'These terms govern your use of Credit Monitor.',
});

const show = (
  agreements: readonly ProductTerms[] = [INSIGHTS, MONITOR],
  prepare: (backend: AgreementsBackend) => void = () => {},
) => {
  const { container, fakes } = portalContainer();
  const backend = new AgreementsBackend(agreements);
  prepare(backend);
  container.rebindSync<TermsGateway>(TOKENS.TermsGateway).toConstantValue(backend);
  renderRoute(container, '/agreement');
  return { backend, fakes, user: userEvent.setup() };
};

const heading = () => screen.findByRole('heading', { level: 1, name: 'Product agreements' });
const cardOf = async (product: string) => {
  const list = await screen.findByRole('list', { name: 'Your product agreements' });
  const card = within(list)
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('heading', { level: 2, name: product }) !== null);
  if (card === undefined) throw new Error(`no card for ${product}`);
  return card;
};

describe('the product agreements page', () => {
  it('lists each agreement with its state in words, its company, title, version and date', async () => {
    show();
    expect(await heading()).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Business Portal | Product agreements'));
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');
    expect(screen.getByText('1 agreement awaits your acceptance.')).toBeInTheDocument();

    const insights = await cardOf('Credit Insights');
    expect(within(insights).getByText('Acceptance pending')).toBeInTheDocument();
    expect(
      await within(insights).findByText(`${ACME.businessName}, DUNS ${ACME.duns}`),
    ).toBeInTheDocument();
    expect(
      within(insights).getByText('Credit Insights Product Licence Agreement'),
    ).toBeInTheDocument();
    expect(within(insights).getByText('Version 4.2')).toBeInTheDocument();
    expect(within(insights).getByRole('button', { name: 'Read and accept' })).toBeInTheDocument();

    const monitor = await cardOf('Credit Monitor');
    expect(within(monitor).getByText('Accepted')).toBeInTheDocument();
    expect(monitor).toHaveTextContent('Accepted on January 31, 2026');
    expect(within(monitor).queryByRole('button')).not.toBeInTheDocument();

    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('read and accept: the text in a modal that asks for a decision; accepting shows it accepted', async () => {
    const { backend, user } = show();
    const insights = await cardOf('Credit Insights');
    await user.click(within(insights).getByRole('button', { name: 'Read and accept' }));

    const dialog = await screen.findByRole('dialog', {
      name: 'Credit Insights Product Licence Agreement',
    });
    expect(
      within(dialog).getByText('These terms govern your use of Credit Insights.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(await axe(document.body)).toHaveNoViolations();
    // A decision: Escape does not close it.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Accept and continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend.decisions).toEqual([{ duns: ACME.duns, appId: 294, accepted: true }]);
    const accepted = await cardOf('Credit Insights');
    expect(within(accepted).getByText('Accepted')).toBeInTheDocument();
    expect(accepted).toHaveTextContent('Accepted on November 23, 2026');
    expect(screen.getByText('All your product agreements are accepted.')).toBeInTheDocument();
    expect(screen.getByText('Credit Insights: agreement accepted.')).toHaveAttribute(
      'role',
      'status',
    );
    // The button that had the focus is gone: the agreement's heading has it.
    await waitFor(() =>
      expect(within(accepted).getByRole('heading', { name: 'Credit Insights' })).toHaveFocus(),
    );
  });

  it('§4 declining shows access unavailable, and accepting after all is offered', async () => {
    const { backend, user } = show();
    await user.click(
      within(await cardOf('Credit Insights')).getByRole('button', { name: 'Read and accept' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const declined = await cardOf('Credit Insights');
    expect(within(declined).getByText('Declined')).toBeInTheDocument();
    expect(
      within(declined).getByText(/^Access unavailable\. You must agree to the Terms of Service/),
    ).toBeInTheDocument();
    expect(await axe(document.body)).toHaveNoViolations();

    // Accepting again: the modal may now be closed, leaving it declined; no second decline.
    await user.click(within(declined).getByRole('button', { name: 'Read and accept' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Accept and continue' }));
    await waitFor(() => expect(within(declined).getByText('Accepted')).toBeInTheDocument());
    expect(backend.decisions.map((decision) => decision.accepted)).toEqual([false, true]);
  });

  it('a decision that cannot be saved is said in the modal, which stays open', async () => {
    const { backend, user } = show();
    backend.failing = true;
    await user.click(
      within(await cardOf('Credit Insights')).getByRole('button', { name: 'Read and accept' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Accept and continue' }));
    expect(
      await within(dialog).findByText('Your decision could not be saved. Please try again.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Accept and continue' })).toBeEnabled();
  });

  it('without the text from the backend, the modal says it cannot be shown here', async () => {
    const { user } = show([productTerms({ duns: ACME.duns, agreementText: undefined })]);
    await user.click(
      within(await cardOf('Credit Insights')).getByRole('button', { name: 'Read and accept' }),
    );
    expect(
      await screen.findByText(/^The text of this agreement cannot be shown here\./),
    ).toBeInTheDocument();
  });

  it('no product agreements: one sentence and the way home', async () => {
    show([]);
    expect(
      await screen.findByText('You have no product agreements to review.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Apps' })).toHaveAttribute('href', '/');
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('a list that cannot be read: the message and a retry', async () => {
    const { backend, user } = show(undefined, (failing) => {
      failing.readingFails = true;
    });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again later.',
    );
    backend.readingFails = false;
    await user.click(retry);
    expect(await cardOf('Credit Insights')).toBeInTheDocument();
  });
});
