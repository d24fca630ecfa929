import { Type } from 'typebox';
import { sessionIdOf } from '../http/cookies';
import type { PortalApp } from '../http/portal-app';
import { noStore } from '../http/replies';
import { DunsNumber } from '../http/schemas';
import {
  demoProductName,
  LENDER,
  MARKETING_HUB,
  renderDemoPage,
  type DemoPage,
} from './demo-product';
import type { PortalRouteContext } from '../portal/portal-route-context';

/** The demo product page, the local stand-in for every product site. */
export const registerDemoProductRoutes = (app: PortalApp, context: PortalRouteContext): void => {
  const { deps, entitlements } = context;
  const { sessions } = deps;

  // The local stand-in for every product site (not part of /services, so not in the API document).
  app.get(
    '/demo-product/:appId',
    {
      schema: {
        params: Type.Object({
          appId: Type.String({ pattern: `^(\\d{1,6}|${MARKETING_HUB}|${LENDER})$` }),
        }),
        querystring: Type.Object(
          {
            duns: Type.Optional(DunsNumber),
            flow: Type.Optional(Type.Union([Type.Literal('noDuns'), Type.Literal('pendingDuns')])),
            subscriber: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9-]{1,40}$' })),
          },
          { additionalProperties: false },
        ),
      },
    },
    async (request, reply) => {
      const { appId } = request.params;
      const { duns, flow, subscriber } = request.query;
      const productName = demoProductName(appId);
      reply.type('text/html; charset=utf-8');
      if (productName === undefined) return noStore(reply.code(404), renderNotFound(appId));
      const session = await sessions.find(sessionIdOf(request), false);
      const user = session ? await deps.accounts.users.findById(session.userId) : undefined;
      let company: DemoPage['company'];
      if (duns !== undefined) {
        // The company's name is shown only to a signed-in user linked to it.
        const linked = session !== undefined && (await entitlements.isLinked(session.userId, duns));
        const businessName = linked
          ? (await entitlements.companiesOf(session.userId)).find(
              (entry) => entry.dunsNumber === duns,
            )?.businessName
          : undefined;
        company = {
          kind: 'company',
          duns,
          ...(businessName === undefined ? {} : { businessName }),
        };
      } else {
        company = { kind: flow ?? 'noDuns' };
      }
      return noStore(
        reply,
        renderDemoPage({
          productName,
          appId,
          company,
          ...(subscriber === undefined ? {} : { subscriber }),
          ...(user ? { signedInAs: user.email } : {}),
        }),
      );
    },
  );
};

const renderNotFound = (appId: string): string =>
  `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Business Portal | Unknown product</title></head>
<body><h1>Unknown product</h1><p>There is no product with application id ${appId.replace(/[^0-9a-z-]/g, '')}.</p>
<p><a href="/">Back to Dashboard</a></p></body></html>
`;
