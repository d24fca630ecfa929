import styled from 'styled-components';
import { colors, media } from '../theme';

export const Card = styled.section`
  background: ${colors.surface};
  border-radius: 8px;
  box-shadow: 0 1px 3px rgba(15, 23, 42, 0.15);
  padding: 1.5rem 1.25rem;
  ${media.atLeastSmall} {
    padding: 2rem;
  }
`;

export const NarrowCard = styled(Card)`
  max-width: 26rem;
  margin: 0 auto;
`;

export const Heading = styled.h1`
  font-size: 1.5rem;
  line-height: 1.3;
  margin: 0 0 1rem;
`;

export const PrimaryButton = styled.button`
  display: inline-block;
  width: 100%;
  min-height: 2.75rem;
  border: 0;
  border-radius: 4px;
  background: ${colors.brand};
  color: #fff;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: ${colors.brandDark};
  }
  &:disabled {
    opacity: 0.7;
    cursor: progress;
  }
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

export const TextLink = styled.a`
  color: ${colors.brand};
  font-weight: 600;
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

export const Alert = styled.div<{ $tone: 'error' | 'info' }>`
  border-left: 4px solid ${({ $tone }) => ($tone === 'error' ? colors.error : colors.info)};
  background: ${({ $tone }) => ($tone === 'error' ? colors.errorBackground : colors.infoBackground)};
  color: ${colors.text};
  padding: 0.75rem 1rem;
  margin: 0 0 1rem;
  border-radius: 4px;
`;

export const Muted = styled.p`
  color: ${colors.muted};
  font-size: 0.875rem;
`;
