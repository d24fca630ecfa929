import { sendError } from '../http/errors';
import type { PortalApp } from '../http/portal-app';
import type { RouteDependencies } from '../http/route-dependencies';
import { inputErrors, sessionErrors, sessionSecurity, errorRef } from '../http/schemas';
import { requireSession } from '../http/session-guard';
import { unauthenticated, userIdOf } from '../http/replies';
import { HouseOfferAnswer, HouseOfferQuery } from './ad-schemas';
import type { HouseOfferRepository } from './house-offer-repository';
import { HouseOfferService, type ChosenHouseOffer } from './house-offer-service';

const TAGS = ['ads'];

/** An offer may be kept by the browser for a while: offers change with a release, not per minute. */
const OFFER_CACHE_CONTROL = 'private, max-age=300';

const toWire = (offer: ChosenHouseOffer) => ({
  id: offer.id,
  appId: offer.appId ?? null,
  productName: offer.productName ?? null,
  link: offer.link,
  full: { headline: offer.full.headlineId, text: offer.full.textId, cta: offer.full.ctaId },
  compact: { headline: offer.compact.headlineId, cta: offer.compact.ctaId },
});

/** The ad slots' house offers (spec §2 "Ad slots", docs/decisions/ads.md D-ADS-1). */
export const registerAdRoutes = (
  app: PortalApp,
  deps: RouteDependencies,
  offers: HouseOfferRepository,
): void => {
  const service = new HouseOfferService(offers);

  app.get(
    '/services/ads/house-offer',
    {
      onRequest: requireSession(deps.sessions),
      schema: {
        summary:
          'The house offer an ad slot of the signed-in user’s country shows, for a placement; ' +
          '404 AD_SLOT_NOT_FOUND where the country has no slot there',
        tags: TAGS,
        security: [...sessionSecurity],
        querystring: HouseOfferQuery,
        response: { 200: HouseOfferAnswer, ...inputErrors, ...sessionErrors, 404: errorRef },
      },
    },
    async (request, reply) => {
      const userId = userIdOf(request);
      const user = userId === undefined ? undefined : await deps.accounts.users.findById(userId);
      if (user === undefined) return unauthenticated(reply);
      const { placement, exclude } = request.query;
      const excluded = exclude === undefined ? [] : exclude.split(',').map(Number);
      const outcome = await service.offerFor(user.countryCode, placement, excluded);
      if (outcome.kind === 'noSlot') {
        return sendError(reply, 404, 'AD_SLOT_NOT_FOUND', 'Your country has no ad slot there.');
      }
      return reply.header('cache-control', OFFER_CACHE_CONTROL).send({
        placement,
        country: outcome.country,
        offer: outcome.offer === undefined ? null : toWire(outcome.offer),
      });
    },
  );
};
