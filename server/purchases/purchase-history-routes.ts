import type { PortalApp } from '../http/portal-app';
import { sessionErrors, sessionSecurity } from '../http/schemas';
import { OrdersAnswer, SubscriptionsAnswer } from './purchase-schemas';
import { answerSignedInUser } from '../http/replies';
import { ACCOUNT_TAGS, type PortalRouteContext } from '../portal/portal-route-context';

/** The user's order history and subscriptions (My Orders, My Subscriptions). */
export const registerPurchaseHistoryRoutes = (
  app: PortalApp,
  context: PortalRouteContext,
): void => {
  const { purchases, guard } = context;

  app.get(
    '/services/auth/orders',
    {
      onRequest: guard,
      schema: {
        summary: 'The user’s order history, newest first (My Orders)',
        tags: ACCOUNT_TAGS,
        security: [...sessionSecurity],
        response: { 200: OrdersAnswer, ...sessionErrors },
      },
    },
    answerSignedInUser((userId) => purchases.orders(userId)),
  );

  app.get(
    '/services/auth/subscriptions',
    {
      onRequest: guard,
      schema: {
        summary: 'The user’s subscriptions, newest first (My Subscriptions)',
        tags: ACCOUNT_TAGS,
        security: [...sessionSecurity],
        response: { 200: SubscriptionsAnswer, ...sessionErrors },
      },
    },
    answerSignedInUser((userId) => purchases.subscriptions(userId)),
  );
};
