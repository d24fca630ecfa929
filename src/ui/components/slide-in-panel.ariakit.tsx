import { Dialog, DialogDismiss, DialogHeading } from '@ariakit/react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled, { keyframes } from 'styled-components';
import { v } from '../theme/css-variables';
import { media } from '../theme/tokens';
import { iconButtonStyles } from './button';
import { ChevronLeftIcon, CloseIcon } from './icons';
import type { SlideInPanelProps } from './slide-in-panel';

// The lazily loaded half of ./slide-in-panel.tsx.

const slideIn = keyframes`
  from { transform: translateX(-100%); }
  to { transform: none; }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${v.z.modal};
  background: ${v.color.scrim};
`;

const Panel = styled(Dialog)`
  position: fixed;
  z-index: ${v.z.modal};
  top: 0;
  bottom: 0;
  left: 0;
  width: 100%;
  display: flex;
  flex-direction: column;
  background: ${v.color.surface};
  color: ${v.color.text};
  box-shadow: ${v.shadow.modal};
  overflow-y: auto;
  animation: ${slideIn} ${v.motion.duration} ${v.motion.easing};
  ${media.smallTabletUp} {
    width: ${v.size.panel};
  }
  ${media.reducedMotion} {
    animation: none;
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: ${v.space[2]};
  min-height: ${v.size.headerMobile};
  padding: 0 ${v.space[2]};
  border-bottom: ${v.size.border} solid ${v.color.border};
`;

const Title = styled(DialogHeading)`
  flex: 1;
  margin: 0;
  font-size: ${v.type.md.size};
  line-height: ${v.type.md.lineHeight};
  font-weight: ${v.font.weightStrong};
`;

const Back = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${v.space[1]};
  min-height: ${v.size.control};
  padding: 0 ${v.space[2]};
  border: 0;
  border-radius: ${v.radius.control};
  background: none;
  color: ${v.color.brand};
  font: inherit;
  font-weight: ${v.font.weightStrong};
  cursor: pointer;
  &:hover {
    background: ${v.color.surfaceSunken};
  }
`;

const Close = styled(DialogDismiss)`
  ${iconButtonStyles}
  &:hover {
    background: ${v.color.surfaceSunken};
  }
`;

const Body = styled.div`
  flex: 1;
  padding: ${v.space[2]} 0;
`;

const SlideInPanelContent = ({ open, onClose, title, onBack, children }: SlideInPanelProps) => {
  const intl = useIntl();
  return (
    <Panel open={open} onClose={onClose} backdrop={<Backdrop />} unmountOnHide>
      <Top>
        {onBack !== undefined && (
          <Back type="button" onClick={onBack}>
            <ChevronLeftIcon size="small" />
            <FormattedMessage id="ui.panel.back" />
          </Back>
        )}
        <Title>{title}</Title>
        <Close aria-label={intl.formatMessage({ id: 'ui.dialog.close' })}>
          <CloseIcon />
        </Close>
      </Top>
      <Body>{children}</Body>
    </Panel>
  );
};

export default SlideInPanelContent;
