import styled, { css } from 'styled-components';
import { v } from '../theme/css-variables';
import { tokens } from '../theme/tokens';
import { NEEDS_SCRIPT } from './needs-script';
import { buttonStyles, type ButtonVariant, type ButtonWidth } from './button';

/** The surface of everything that floats over the page: menus, popovers, combobox lists. */
export const popupSurface = css`
  z-index: ${v.z.popover};
  background: ${v.color.surface};
  color: ${v.color.text};
  border: ${v.size.border} solid ${v.color.border};
  border-radius: ${v.radius.card};
  box-shadow: ${v.shadow.popover};
`;

/**
 * Menus, popovers, lists and tooltips render in place, not in a portal: they stay inside their
 * landmark (axe's region rule) and in reading order after their trigger; their z-index lifts them.
 */
export const POPUPS_IN_PLACE = false;

/** The gap between a trigger and what it opens, for the positioning engine (which takes a number). */
export const POPUP_GUTTER = Number.parseInt(tokens.space[1], 10);

/** The button that opens a menu or popover; the placeholder and the real one are drawn the same. */
export const TriggerButton = styled.button.attrs({ type: 'button' as const, ...NEEDS_SCRIPT })<{
  $variant: ButtonVariant;
  $width: ButtonWidth;
}>`
  ${({ $variant, $width }) => buttonStyles($variant, $width)}
`;
