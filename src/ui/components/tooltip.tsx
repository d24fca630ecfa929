import type { ReactElement, ReactNode } from 'react';
import styled from 'styled-components';
import { lazyPart, type PlaceholderIntent } from './lazy-part';

export interface TooltipProps {
  /** A short description of the anchor; never the only place something important is said. */
  readonly content: ReactNode;
  /** The anchor: one focusable element (a button or link) that accepts a ref and props. */
  readonly children: ReactElement;
}

export interface TooltipPartProps extends TooltipProps {
  readonly intent: { readonly current: PlaceholderIntent };
}

const {
  Part: AriakitTooltip,
  preload,
  usePart,
} = lazyPart<TooltipPartProps>(() => import('./tooltip.ariakit'));

export const preloadTooltip = preload;

const Placeholder = styled.span`
  display: contents;
`;

/**
 * A tooltip (Ariakit's Tooltip underneath): shown on hover and on keyboard focus, describes its
 * anchor (aria-describedby), stays while the pointer is over it, Escape hides it (WCAG 1.4.13).
 * Its code loads when the anchor is first hovered or focused.
 */
export const Tooltip = ({ content, children }: TooltipProps) => {
  const { intent, handlers, swap } = usePart();
  const placeholder = (
    <Placeholder
      onPointerEnter={handlers.onPointerEnter}
      onPointerLeave={handlers.onPointerLeave}
      onFocusCapture={handlers.onFocus}
      onBlurCapture={handlers.onBlur}
    >
      {children}
    </Placeholder>
  );
  return swap(
    placeholder,
    <AriakitTooltip content={content} intent={intent}>
      {children}
    </AriakitTooltip>,
  );
};
