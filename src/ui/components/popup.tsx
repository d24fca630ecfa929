import styled, { css } from 'styled-components';
import { useInBrowser } from '../hooks/use-browser-capability';
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

/**
 * Whether a closed popup's surface (a menu's list, a tooltip's bubble, a combobox's list) may be
 * drawn: only once the page is the browser's. Ariakit hides a closed surface with an inline
 * `style`, which the CSP refuses in the server's HTML, so the server and the hydration leave it
 * out and the render after draws it; its trigger is there from the first byte.
 */
export const usePopupSurface = useInBrowser;

/** The gap between a trigger and what it opens, for the positioning engine (which takes a number). */
export const POPUP_GUTTER = Number.parseInt(tokens.space[1], 10);

/** The button that opens a menu or popover, drawn the same before and after its code arrives. */
export const TriggerButton = styled.button.attrs({ type: 'button' as const, ...NEEDS_SCRIPT })<{
  $variant: ButtonVariant;
  $width: ButtonWidth;
}>`
  ${({ $variant, $width }) => buttonStyles($variant, $width)}
`;
