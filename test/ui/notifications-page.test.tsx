import { screen, waitFor, within } from '@testing-library/react';
import * as E from 'fp-ts/Either';
import userEvent from '@testing-library/user-event';
import { axe } from './axe';
import { TOKENS } from '../../src/application/app.tokens';
import type { ServerNotification } from '../../src/application/ports/notifications.port';
import {
  NotificationBackend,
  notificationAt,
} from '../application/notifications/notification-backend.fake';
import { portalContainer } from './portal-fakes';
import { renderRoute } from './render-portal';

// Spec §2 "notifications (list and view-all page)", §3 Notification, §4 "Notifications accumulate
// and can be cleared": /notifications through the portal's routes and frame (D-NOTIF-8).

const NOW = new Date('2026-11-23T12:00:00Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000).toISOString();

const PAYMENT_FAILED = notificationAt(30, {
  type: 'error',
  key: 'payment-failed',
  text: {
    kind: 'message',
    id: 'notifications.event.paymentFailed',
    values: { productName: 'Credit Monitor' },
  },
  cta: {
    kind: 'learn',
    linkText: 'notifications.link.manageSubscriptions',
    link: { kind: 'portal', path: '/accountInfo/subscriptions' },
  },
  productTitle: 'Credit Monitor',
  createdAt: hoursAgo(2),
  read: false,
});
const SUPPORT_REPLY = notificationAt(20, {
  type: 'info',
  key: 'support-reply',
  text: { kind: 'literal', text: 'We have corrected the phone number.' },
  bold: 'Support case 48213:',
  createdAt: hoursAgo(26),
  read: true,
});
const RENEWAL = notificationAt(10, {
  type: 'success',
  key: 'renewal-offer',
  text: { kind: 'literal', text: 'Your seal can be renewed.' },
  cta: {
    kind: 'purchase',
    linkText: 'notifications.link.manageSubscriptions',
    link: { kind: 'external', url: 'https://shop.example.com/seal' },
  },
  createdAt: '2026-11-01T09:00:00Z',
  read: true,
});
const FROM_A_NEWER_BACKEND = notificationAt(5, {
  text: { kind: 'message', id: 'notifications.event.notInThisBundle', values: {} },
});

const show = (notifications: readonly ServerNotification[], url = '/notifications') => {
  const { container, fakes } = portalContainer({ now: NOW });
  const backend = new NotificationBackend(notifications);
  container.rebindSync(TOKENS.Notifications).toConstantValue(backend);
  const view = renderRoute(container, url);
  return { backend, fakes, view, user: userEvent.setup() };
};

const heading = () => screen.findByRole('heading', { level: 1, name: 'Notifications' });
const entries = async () =>
  within(await screen.findByRole('list', { name: 'Notifications' })).getAllByRole('listitem');

describe('the view-all page', () => {
  it('lists every notification newest first: type in words, text, date, product and link', async () => {
    const { view } = show([RENEWAL, SUPPORT_REPLY, PAYMENT_FAILED, FROM_A_NEWER_BACKEND]);
    expect(await heading()).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Business Portal | Notifications'));
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');

    // A text this bundle cannot show is left out rather than shown as a raw id.
    const [failed, reply, renewal, ...others] = await entries();
    expect(others).toEqual([]);
    if (!failed || !reply || !renewal) throw new Error('three entries expected');
    expect(failed).toHaveTextContent(
      'ErrorUnread2 hours agoThe renewal payment for Credit Monitor was declined.',
    );
    expect(within(failed).getByText('Product: Credit Monitor')).toBeInTheDocument();
    expect(within(failed).getByRole('link', { name: 'Manage subscriptions' })).toHaveAttribute(
      'href',
      '/accountInfo/subscriptions',
    );
    expect(within(reply).getByText('Support case 48213:', { selector: 'strong' })).toBeVisible();
    expect(reply).toHaveTextContent('Informationyesterday');
    expect(within(reply).queryByText('Unread')).not.toBeInTheDocument();
    expect(within(renewal).getByText('November 1, 2026')).toHaveAttribute(
      'datetime',
      '2026-11-01T09:00:00.000Z',
    );
    const external = within(renewal).getByRole('link', {
      name: 'Manage subscriptions (opens in a new tab)',
    });
    expect(external).toHaveAttribute('href', 'https://shop.example.com/seal');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(await axe(view.container)).toHaveNoViolations();
  });

  it('marks read up to what it showed on opening, and keeps the new ones marked while open', async () => {
    const { backend } = show([SUPPORT_REPLY, PAYMENT_FAILED]);
    await heading();
    await waitFor(() => expect(backend.calls).toContainEqual({ method: 'markRead', arg: '30' }));
    const [failed] = await entries();
    expect(failed).toHaveTextContent('Unread');
    expect(backend.stored.every((notification) => notification.read)).toBe(true);
  });

  it('Clear all clears up to what it showed, then shows the empty state', async () => {
    const { backend, user } = show([SUPPORT_REPLY, PAYMENT_FAILED]);
    await entries();
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    const main = screen.getByRole('main');
    const empty = await within(main).findByText('You have no notifications.');
    expect(backend.calls.at(-1)).toEqual({ method: 'clear', arg: '30' });
    expect(within(main).getByRole('status')).toContainElement(empty);
    expect(screen.getByRole('link', { name: 'Go to My Apps' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument();
    expect(await heading()).toHaveFocus();
  });

  it('shows more from the server, page by page, and moves the focus to the first one added', async () => {
    const many = Array.from({ length: 105 }, (_, index) => notificationAt(index + 1));
    const { backend, user } = show(many);
    expect(await entries()).toHaveLength(100);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(async () => expect(await entries()).toHaveLength(105));
    expect(backend.calls).toContainEqual({ method: 'list', arg: { before: '6', limit: 100 } });
    const added = (await entries())[100];
    expect(added).toHaveTextContent('Notification 5');
    await waitFor(() => expect(added).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('says so when the older ones cannot be loaded, and keeps the list', async () => {
    const many = Array.from({ length: 101 }, (_, index) => notificationAt(index + 1));
    const { backend, user } = show(many);
    await entries();
    backend.failNext = { method: 'list', error: { code: 'service.networkFailure' } };
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again later.',
    );
    expect(await entries()).toHaveLength(100);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(async () => expect(await entries()).toHaveLength(101));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the error with a retry when the list cannot be loaded', async () => {
    const { container, fakes } = portalContainer({ now: NOW });
    const backend = new NotificationBackend([PAYMENT_FAILED]);
    // The page and then the bell (once the frame is ready) ask: both fail.
    const failures = [503, 503].map((status) => ({ code: 'service.unavailable' as const, status }));
    const list = backend.list.bind(backend);
    backend.list = (page) => {
      const failure = failures.shift();
      return failure === undefined ? list(page) : async () => E.left(failure);
    };
    container.rebindSync(TOKENS.Notifications).toConstantValue(backend);
    renderRoute(container, '/notifications');
    await screen.findByRole('button', { name: /^Notifications/ });
    await waitFor(() => expect(failures).toEqual([]));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong. Please try again later.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await entries()).toHaveLength(1);
    expect(fakes.navigator.visits).toEqual([]);
  });

  it('shows a skeleton while the list is on its way', async () => {
    const { container } = portalContainer({ now: NOW });
    const backend = new NotificationBackend([PAYMENT_FAILED]);
    backend.list = () => () => new Promise(() => undefined);
    container.rebindSync(TOKENS.Notifications).toConstantValue(backend);
    renderRoute(container, '/notifications');
    await heading();
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('list', { name: 'Notifications' })).not.toBeInTheDocument();
  });
});

describe('the bell’s way to the page', () => {
  it('"View all notifications" opens the page and closes the panel', async () => {
    const { user } = show([PAYMENT_FAILED], '/');
    // The header's popups' code comes at the frame's first idle moment after a second.
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toHaveAttribute(
        'aria-controls',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(within(panel).getByRole('link', { name: 'View all notifications' }));
    expect(await heading()).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument(),
    );
    expect(await entries()).toHaveLength(1);
  });
});
