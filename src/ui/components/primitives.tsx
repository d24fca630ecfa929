import styled from 'styled-components';
import { v } from '../theme/css-variables';
import { media } from '../theme/tokens';
import { buttonStyles } from './button';

export const Card = styled.section`
  background: ${v.color.surface};
  border-radius: ${v.radius.card};
  box-shadow: ${v.shadow.card};
  padding: ${v.space[5]} ${v.space[4]};
  ${media.smallTabletUp} {
    padding: ${v.space[6]};
  }
`;

export const NarrowCard = styled(Card)`
  max-width: ${v.size.formMax};
  margin: 0 auto;
`;

export const Heading = styled.h1`
  font-size: ${v.type.xl.size};
  line-height: ${v.type.xl.lineHeight};
  font-weight: ${v.font.weightStrong};
  margin: 0 0 ${v.space[4]};
`;

/** A full-width primary button; new code uses Button from ./button. */
export const PrimaryButton = styled.button`
  ${buttonStyles('primary', 'full')}
`;

export const Muted = styled.p`
  color: ${v.color.textMuted};
  font-size: ${v.type.sm.size};
  line-height: ${v.type.sm.lineHeight};
`;
