import { Dialog, DialogDismiss, DialogHeading } from '@ariakit/react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { v } from '../theme/css-variables';
import { media } from '../theme/tokens';
import type { DialogProps } from './dialog';
import { iconButtonStyles } from './button';
import { CloseIcon } from './icons';

// The lazily loaded half of ./dialog.tsx.

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${v.z.modal};
  background: ${v.color.scrim};
`;

const Sheet = styled(Dialog)`
  position: fixed;
  z-index: ${v.z.modal};
  inset: 0;
  display: flex;
  flex-direction: column;
  background: ${v.color.surface};
  color: ${v.color.text};
  overflow: auto;
  ${media.smallTabletUp} {
    inset: auto;
    top: 50%;
    left: 50%;
    transform: translate(-50%, -50%);
    width: calc(100% - 2 * ${v.space[5]});
    max-width: ${v.size.modalMax};
    max-height: calc(100% - 2 * ${v.space[5]});
    border-radius: ${v.radius.modal};
    box-shadow: ${v.shadow.modal};
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${v.space[3]};
  padding: ${v.space[5]} ${v.space[5]} 0;
`;

const Title = styled(DialogHeading)`
  flex: 1;
  margin: 0;
  font-size: ${v.type.lg.size};
  line-height: ${v.type.lg.lineHeight};
  font-weight: ${v.font.weightStrong};
`;

const Close = styled(DialogDismiss)`
  ${iconButtonStyles}
  margin: calc(-1 * ${v.space[2]}) calc(-1 * ${v.space[2]}) 0 0;
  &:hover {
    background: ${v.color.surfaceSunken};
  }
`;

const Body = styled.div`
  flex: 1;
  padding: ${v.space[4]} ${v.space[5]};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${v.space[3]};
  padding: 0 ${v.space[5]} ${v.space[5]};
`;

const DialogContent = ({
  open,
  onClose,
  title,
  children,
  actions,
  dismissable = true,
  initialFocus,
}: DialogProps) => {
  const intl = useIntl();
  return (
    <Sheet
      open={open}
      onClose={(event) => {
        if (dismissable) onClose();
        else event.preventDefault();
      }}
      hideOnEscape={dismissable}
      hideOnInteractOutside={dismissable}
      backdrop={<Backdrop />}
      initialFocus={initialFocus}
      unmountOnHide
    >
      <Header>
        <Title>{title}</Title>
        {dismissable && (
          <Close aria-label={intl.formatMessage({ id: 'ui.dialog.close' })}>
            <CloseIcon />
          </Close>
        )}
      </Header>
      <Body>{children}</Body>
      {/* A decision dialog's actions are its only way out: marked as its own dismiss controls so
          Ariakit does not add its hidden, untranslated "Dismiss popup" button for screen readers. */}
      {actions !== undefined && (
        <Actions {...(dismissable ? {} : { 'data-dialog-dismiss': '' })}>{actions}</Actions>
      )}
    </Sheet>
  );
};

export default DialogContent;
