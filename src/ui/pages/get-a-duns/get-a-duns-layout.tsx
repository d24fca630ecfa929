import styled from 'styled-components';
import { v } from '../../theme/css-variables';
import { media } from '../../theme/tokens';

/** The flow's page: its content, and the ad slot beside it on a desktop, below it elsewhere. */
export const WithAdSlot = styled.div`
  display: grid;
  gap: ${v.space[6]};
  align-items: start;
  ${media.desktopUp} {
    grid-template-columns: minmax(0, 1fr) auto;
  }
`;

export const Column = styled.div`
  display: grid;
  gap: ${v.space[5]};
  min-width: 0;
  h1,
  p {
    margin: 0;
  }
`;
