import type { ButtonHTMLAttributes, Ref } from 'react';
import styled, { css } from 'styled-components';
import { v } from '../theme/css-variables';
import { NEEDS_SCRIPT } from './needs-script';
import { media } from '../theme/tokens';

/** `onBrand`: a quiet button on the brand-coloured header. */
export type ButtonVariant = 'primary' | 'secondary' | 'tertiary' | 'danger' | 'onBrand';
/** `phone`: full width below the small-tablet breakpoint only (DESIGN.md "Forms"). */
export type ButtonWidth = 'auto' | 'full' | 'phone';

const VARIANTS = {
  primary: css`
    background: ${v.color.brand};
    color: ${v.color.onBrand};
    border-color: ${v.color.brand};
    &:hover:not(:disabled) {
      background: ${v.color.brandHover};
      border-color: ${v.color.brandHover};
    }
  `,
  secondary: css`
    background: ${v.color.surface};
    color: ${v.color.brand};
    border-color: ${v.color.borderStrong};
    &:hover:not(:disabled) {
      background: ${v.color.surfaceSubtle};
    }
  `,
  tertiary: css`
    background: transparent;
    color: ${v.color.brand};
    border-color: transparent;
    &:hover:not(:disabled) {
      background: ${v.color.surfaceSunken};
    }
  `,
  danger: css`
    background: ${v.color.error};
    color: ${v.color.onBrand};
    border-color: ${v.color.error};
  `,
  onBrand: css`
    background: transparent;
    color: ${v.color.onBrand};
    border-color: transparent;
    &:hover:not(:disabled) {
      background: ${v.color.brandHover};
    }
    &:focus-visible {
      outline-color: ${v.color.onBrand};
    }
  `,
} as const;

const WIDTHS = {
  auto: css``,
  full: css`
    width: 100%;
  `,
  phone: css`
    width: 100%;
    ${media.smallTabletUp} {
      width: auto;
    }
  `,
} as const;

/** The button look, shared with links that act as a call to action and popover triggers. */
export const buttonStyles = (variant: ButtonVariant, width: ButtonWidth) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${v.space[2]};
  min-height: ${v.size.control};
  padding: ${v.space[2]} ${v.space[4]};
  border: ${v.size.border} solid;
  border-radius: ${v.radius.card};
  font: inherit;
  font-weight: ${v.font.weightStrong};
  text-decoration: none;
  cursor: pointer;
  transition:
    background ${v.motion.duration} ${v.motion.easing},
    border-color ${v.motion.duration} ${v.motion.easing};
  ${VARIANTS[variant]}
  ${WIDTHS[width]}
  &:disabled {
    opacity: 0.7;
    cursor: not-allowed;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

const StyledButton = styled.button<{ $variant: ButtonVariant; $width: ButtonWidth }>`
  ${({ $variant, $width }) => buttonStyles($variant, $width)}
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly variant?: ButtonVariant;
  readonly width?: ButtonWidth;
  /** While an action runs: disabled against a second submit, and aria-busy for assistive tech. */
  readonly busy?: boolean;
  readonly ref?: Ref<HTMLButtonElement>;
}

/** A native button (keyboard and screen-reader behaviour from the platform), type="button" unless told. */
export const Button = ({
  variant = 'primary',
  width = 'auto',
  busy = false,
  type = 'button',
  disabled,
  ...button
}: ButtonProps) => (
  <StyledButton
    $variant={variant}
    $width={width}
    type={type}
    disabled={disabled === true || busy}
    aria-busy={busy || undefined}
    {...(type === 'button' ? NEEDS_SCRIPT : {})}
    {...button}
  />
);

/** A square, borderless button the size of a control that holds one icon (close, dismiss). */
export const iconButtonStyles = css`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${v.size.control};
  height: ${v.size.control};
  padding: 0;
  border: 0;
  border-radius: ${v.radius.control};
  background: transparent;
  color: ${v.color.text};
  cursor: pointer;
`;
