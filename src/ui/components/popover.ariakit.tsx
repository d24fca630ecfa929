import { Popover, PopoverDisclosure, PopoverHeading, usePopoverStore } from '@ariakit/react';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { v } from '../theme/css-variables';
import type { PopoverPartProps } from './popover';
import { POPUP_GUTTER, POPUPS_IN_PLACE, popupSurface, TriggerButton } from './popup';

// The lazily loaded half of ./popover.tsx.

const Panel = styled(Popover)`
  ${popupSurface}
  max-width: min(${v.size.modalMax}, calc(100vw - 2 * ${v.space[4]}));
  padding: ${v.space[4]};
`;

const Title = styled(PopoverHeading)`
  margin: 0 0 ${v.space[2]};
  font-size: ${v.type.md.size};
  line-height: ${v.type.md.lineHeight};
  font-weight: ${v.font.weightStrong};
`;

const AriakitPopover = ({
  label,
  triggerName,
  title,
  children,
  variant = 'tertiary',
  onOpenChange,
  intent,
}: PopoverPartProps) => {
  const popover = usePopoverStore({ setOpen: onOpenChange });
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (intent.current.focused) trigger.current?.focus();
    if (intent.current.activated) popover.show();
  }, [intent, popover]);

  return (
    <>
      <PopoverDisclosure
        store={popover}
        ref={trigger}
        aria-label={triggerName}
        render={<TriggerButton $variant={variant} $width="auto" />}
      >
        {label}
      </PopoverDisclosure>
      <Panel store={popover} gutter={POPUP_GUTTER} portal={POPUPS_IN_PLACE}>
        <Title>{title}</Title>
        {children}
      </Panel>
    </>
  );
};

export default AriakitPopover;
