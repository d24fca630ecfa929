import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { AdSizes } from '../../application/get-a-duns/gad-search.view-model';
import { v } from '../theme/css-variables';
import { media } from '../theme/tokens';

/** §9 ad sizes per device: the slot keeps its size from the first frame, so nothing shifts. */
const Slot = styled.section<{ $sizes: AdSizes }>`
  box-sizing: border-box;
  display: grid;
  align-content: center;
  justify-items: center;
  gap: ${v.space[2]};
  max-width: 100%;
  padding: ${v.space[4]};
  border: ${v.size.border} dashed ${v.color.borderStrong};
  border-radius: ${v.radius.card};
  background: ${v.color.surfaceSubtle};
  text-align: center;
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
  p {
    margin: 0;
    font-size: ${v.type.xs.size};
    color: ${v.color.textMuted};
    text-transform: uppercase;
  }
`;

/**
 * An ad slot (spec §2 "Ad slots exist per country for desktop, tablet and mobile"): a labelled
 * region of the §9 size (a region, not an aside: a complementary landmark may not sit inside
 * main). No ad network is wired (D-DASH-4), so it shows only its label.
 */
export const AdSlot = ({ sizes }: { sizes: AdSizes }) => {
  const labelId = useId();
  return (
    <Slot $sizes={sizes} aria-labelledby={labelId}>
      <p id={labelId}>
        <FormattedMessage id="dashboard.ad.label" />
      </p>
    </Slot>
  );
};
