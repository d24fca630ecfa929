import { Tooltip, TooltipAnchor, useTooltipStore } from '@ariakit/react';
import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { v } from '../theme/css-variables';
import { POPUP_GUTTER, POPUPS_IN_PLACE } from './popup';
import type { TooltipPartProps } from './tooltip';

// The lazily loaded half of ./tooltip.tsx.

const Bubble = styled(Tooltip)`
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

const AriakitTooltip = ({ content, children, intent }: TooltipPartProps) => {
  const tooltip = useTooltipStore();
  const anchor = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    if (intent.current.focused) anchor.current?.focus();
    // The pointer that fetched the code is still over the anchor: show what it came for.
    else if (intent.current.hovered) tooltip.show();
  }, [intent, tooltip]);

  return (
    <>
      {/* Ariakit leaves a description tooltip unreferenced; the anchor names it as its description,
          which holds while the tooltip is hidden too (it stays in the DOM, hidden). */}
      <TooltipAnchor store={tooltip} ref={anchor} render={children} aria-describedby={id} />
      <Bubble store={tooltip} id={id} gutter={POPUP_GUTTER} portal={POPUPS_IN_PLACE}>
        {content}
      </Bubble>
    </>
  );
};

export default AriakitTooltip;
