import { useEffect, useState } from 'react';
import { TOKENS } from '../../application/app.tokens';
import type { AdSlotViewModel } from '../../application/ads/ad-slot.view-model';
import {
  HouseOfferSlot,
  type HouseOfferSlotViewModel,
} from '../../application/ads/house-offer-slot.use-case';
import { useInjection } from '../di/injection';
import { useStore } from '../hooks/use-view-model';

/**
 * The slot's own store (D-ADS-1), asked once the slot is on screen: in an effect, so neither the
 * server's render nor the hydration waits for the offer, and both draw the same loading slot.
 */
export const useHouseOffer = (slot: AdSlotViewModel): HouseOfferSlotViewModel => {
  const offers = useInjection(TOKENS.HouseOffers);
  const features = useInjection(TOKENS.CountryFeatures);
  const [store] = useState(() => new HouseOfferSlot(offers, features));
  // The slot's question in one value: a new view model for the same slot does not ask again.
  const question = `${slot.placement} ${slot.country} ${slot.exclude.join(',')}`;
  useEffect(() => {
    void store.open(slot);
    return () => store.dispose();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `question` is what of `slot` is asked
  }, [store, question]);
  return useStore(store);
};
