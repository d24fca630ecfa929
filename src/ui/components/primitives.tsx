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

export const TextLink = styled.a`
  color: ${v.color.brand};
  font-weight: ${v.font.weightStrong};
`;

const ALERT_TONES = {
  error: { edge: v.color.error, background: v.color.errorBg },
  info: { edge: v.color.info, background: v.color.infoBg },
} as const;

/** A plain message box; new code uses Banner from ./banner (icon, action, dismiss). */
export const Alert = styled.div<{ $tone: keyof typeof ALERT_TONES }>`
  border-left: ${v.size.borderAccent} solid ${({ $tone }) => ALERT_TONES[$tone].edge};
  background: ${({ $tone }) => ALERT_TONES[$tone].background};
  color: ${v.color.text};
  padding: ${v.space[3]} ${v.space[4]};
  margin: 0 0 ${v.space[4]};
  border-radius: ${v.radius.control};
`;

export const Muted = styled.p`
  color: ${v.color.textMuted};
  font-size: ${v.type.sm.size};
  line-height: ${v.type.sm.lineHeight};
`;
