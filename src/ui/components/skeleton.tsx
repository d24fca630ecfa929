import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled, { keyframes } from 'styled-components';
import { v } from '../theme/css-variables';
import { VisuallyHidden } from './visually-hidden';

/** DESIGN.md "Loading": skeletons appear only once loading has taken this long. */
export const SKELETON_DELAY_MS = 300;

const pulse = keyframes`
  from { opacity: 1; }
  to { opacity: 0.55; }
`;

export type SkeletonShape = 'text' | 'block' | 'circle';

/**
 * One grey shape standing in for content (a line of text, a tile, an avatar). Sizes are token
 * references (`v.size.control`, `v.space[6]`, or a percentage); it is hidden from assistive tech,
 * which hears the group's "Loading…" instead.
 */
export const Skeleton = styled.span.attrs({ 'aria-hidden': true })<{
  $shape?: SkeletonShape;
  $width?: string;
  $height?: string;
}>`
  display: block;
  width: ${({ $width }) => $width ?? '100%'};
  height: ${({ $shape, $height }) => $height ?? ($shape === 'text' ? v.type.md.size : v.size.control)};
  margin: ${({ $shape }) =>
    $shape === 'text' ? `calc((${v.type.md.lineHeight} - ${v.type.md.size}) / 2) 0` : '0'};
  border-radius: ${({ $shape }) =>
    $shape === 'circle' ? v.radius.round : $shape === 'block' ? v.radius.card : v.radius.control};
  background: ${v.color.surfaceSunken};
  animation: ${pulse} 1s ${v.motion.easing} infinite alternate;
`;

const Shapes = styled.div<{ $shown: boolean }>`
  display: grid;
  gap: ${v.space[2]};
  visibility: ${({ $shown }) => ($shown ? 'visible' : 'hidden')};
`;

/**
 * Skeletons shaped like the content that is loading. Their space is kept from the first frame
 * (nothing shifts), but they show only after 300 ms, so a fast answer never flashes grey.
 */
export const SkeletonGroup = ({ children }: { children: ReactNode }) => {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), SKELETON_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div role="status">
      <VisuallyHidden>
        <FormattedMessage id="app.loading" />
      </VisuallyHidden>
      <Shapes $shown={shown} data-shown={shown}>
        {children}
      </Shapes>
    </div>
  );
};
