import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { AdSlotViewModel } from '../../application/ads/ad-slot.view-model';
import type { AdSlotSizes } from '../../domain/navigation/ad-slots';
import { v } from '../theme/css-variables';
import { media } from '../theme/tokens';
import { AdOffer } from './ad-content';
import { Skeleton, SkeletonGroup } from './skeleton';
import { useHouseOffer } from './use-house-offer';

/** §9 ad sizes per device: the slot keeps its size from the first frame, so nothing shifts. */
const Slot = styled.section<{ $sizes: AdSlotSizes }>`
  box-sizing: border-box;
  display: grid;
  grid-template-rows: auto minmax(0, 1fr);
  gap: ${v.space[2]};
  max-width: 100%;
  overflow: hidden;
  padding: ${v.space[3]} ${v.space[4]};
  border: ${v.size.border} solid ${v.color.border};
  border-radius: ${v.radius.card};
  background: ${v.color.surfaceSubtle};
  width: ${({ $sizes }) => $sizes.mobile.width}px;
  height: ${({ $sizes }) => $sizes.mobile.height}px;
  ${media.tabletUp} {
    width: ${({ $sizes }) => $sizes.tablet.width}px;
    height: ${({ $sizes }) => $sizes.tablet.height}px;
  }
  ${media.desktopUp} {
    width: ${({ $sizes }) => $sizes.desktop.width}px;
    height: ${({ $sizes }) => $sizes.desktop.height}px;
  }
  > p {
    margin: 0;
    font-size: ${v.type.xs.size};
    line-height: ${v.type.xs.lineHeight};
    color: ${v.color.textMuted};
    text-transform: uppercase;
  }
`;

const Body = styled.div`
  display: grid;
  align-content: center;
  min-height: 0;
`;

/**
 * An ad slot (spec §2 "Ad slots exist per country for desktop, tablet and mobile"): a labelled
 * region of the §9 size showing the country's house offer from the backend (a region, not an
 * aside: a complementary landmark may not sit inside main). While the offer is on its way it
 * shows its label and a skeleton; it never loads a script of anyone else's (D-ADS-4).
 */
export const AdSlot = ({ slot }: { slot: AdSlotViewModel }) => {
  const labelId = useId();
  const model = useHouseOffer(slot);
  return (
    <Slot $sizes={slot.sizes} aria-labelledby={labelId} aria-busy={model.status === 'loading'}>
      <p id={labelId}>
        <FormattedMessage id="dashboard.ad.label" />
      </p>
      <Body>
        {model.status === 'ready' ? (
          <AdOffer offer={model.offer} fallback={model.fallback} formats={slot.formats} />
        ) : (
          <SkeletonGroup>
            <Skeleton $shape="text" $width="80%" />
            <Skeleton $shape="text" $width="60%" />
          </SkeletonGroup>
        )}
      </Body>
    </Slot>
  );
};
