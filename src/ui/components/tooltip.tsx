import { Tooltip as AriakitTooltip, TooltipAnchor, useTooltipStore } from '@ariakit/react';
import { useId, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';
import { v } from '../theme/css-variables';
import { POPUP_GUTTER, POPUPS_IN_PLACE, usePopupSurface } from './popup';

export interface TooltipProps {
  /** A short description of the anchor; never the only place something important is said. */
  readonly content: ReactNode;
  /** The anchor: one focusable element (a button or link) that accepts a ref and props. */
  readonly children: ReactElement;
}

const Bubble = styled(AriakitTooltip)`
  z-index: ${v.z.popover};
  max-width: ${v.size.tooltipMax};
  padding: ${v.space[1]} ${v.space[2]};
  border-radius: ${v.radius.control};
  background: ${v.color.text};
  color: ${v.color.onBrand};
  font-size: ${v.type.sm.size};
  line-height: ${v.type.sm.lineHeight};
  box-shadow: ${v.shadow.popover};
`;

/**
 * A tooltip (Ariakit's Tooltip underneath): shown on hover and on keyboard focus, describes its
 * anchor (aria-describedby), stays while the pointer is over it, Escape hides it (WCAG 1.4.13).
 * Its code comes with the frame, its only user.
 */
export const Tooltip = ({ content, children }: TooltipProps) => {
  const tooltip = useTooltipStore();
  const id = useId();
  const drawBubble = usePopupSurface();
  return (
    <>
      {/* Ariakit leaves a description tooltip unreferenced; the anchor names it as its description,
          which holds while the tooltip is hidden too (it stays in the DOM, hidden). */}
      <TooltipAnchor
        store={tooltip}
        render={children}
        aria-describedby={drawBubble ? id : undefined}
      />
      {drawBubble && (
        <Bubble store={tooltip} id={id} gutter={POPUP_GUTTER} portal={POPUPS_IN_PLACE}>
          {content}
        </Bubble>
      )}
    </>
  );
};
